import { describe, expect, it } from '@jest/globals';
import { parseAuthorizedKeys } from '../../../src/remote/ssh/auth.js';
import { readableKeyPair } from '../../support/keys.js';

describe('authorized keys', () => {
  it('reads authorized_keys files, options and comments included', () => {
    // Not ssh2's generator straight: about one key in 256 it makes cannot be read (test/support/keys.ts).
    const pair = readableKeyPair();
    const text = `# friends\n\nfrom="10.0.0.1" ${pair.public} ann@laptop\nnot a key\n`;
    expect(parseAuthorizedKeys(text)).toHaveLength(1);
  });
});
