import { describe, expect, it } from '@jest/globals';
import ssh2 from 'ssh2';
import { parseAuthorizedKeys } from '../../../src/remote/ssh/auth.js';

describe('authorized keys', () => {
  it('reads authorized_keys files, options and comments included', () => {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    const text = `# friends\n\nfrom="10.0.0.1" ${pair.public} ann@laptop\nnot a key\n`;
    expect(parseAuthorizedKeys(text)).toHaveLength(1);
  });
});
