/** The host's own terminal speaks the host's language, whatever its players speak. */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React from 'react';
import type { Lang } from '../../src/i18n/catalog.js';
import { HostApp } from '../../src/remote/HostApp.js';
import { LocaleProvider } from '../../src/term/locale.js';
import { strayEnglish } from '../i18n/englishWords.js';
import { PASSWORD, startTestHost } from './helpers.js';
import { sshRuns } from '../support/ssh.js';
import { waitFor } from '../support/wait.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ssh = sshRuns({ password: PASSWORD });

async function hostScreen(lang: Lang): Promise<string> {
  const host = await ssh.serve(startTestHost({ lang, seats: [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'hard' }] }));
  const app = render(
    <LocaleProvider lang={lang}>
      <HostApp
        match={host.match}
        info={{
          port: 2222,
          addresses: ['192.0.2.7'],
          password: 'secret-words',
          keyCount: 0,
          fingerprint: 'SHA256:abc',
          savedFile: () => '/data/match.json',
          warning: () => null,
        }}
        ascii={false}
        standInLevel="medium"
        onQuit={() => undefined}
      />
    </LocaleProvider>,
  );
  // The join line comes with the rest of the status screen, in any language.
  const frame = await waitFor(() => {
    const shown = app.lastFrame() ?? '';
    return shown.includes('ssh -p 2222 <name>@192.0.2.7') ? shown : null;
  });
  app.unmount();
  return frame;
}

describe("the host's screen", () => {
  it('is German under a German host: join line, password, seats and keys', async () => {
    const frame = await hostScreen('de');
    for (const phrase of [
      'SHIFT POKER - Host',
      'Beitreten mit:',
      'ssh -p 2222 <name>@192.0.2.7',
      'Raumpasswort: secret-words',
      'Plätze  Warten auf Spieler',
      '(frei)',
      'über ssh',
      'Schwer-Bot',
      'Gespeichert in /data/match.json',
      's jetzt starten',
    ]) {
      expect(frame).toContain(phrase);
    }
    // Leave out what is data: the ssh command, the password and the file.
    expect(strayEnglish(frame.replace(/<name>|secret-words|\/data\/match\.json|SHA256:abc/gu, ''))).toBeNull();
  });

  it.each(['en', 'de'] as const)('words a seat taken by a bot as the bot, never as open (%s)', async (lang) => {
    const frame = await hostScreen(lang);
    const row = frame.split('\n').find((line) => line.trimStart().startsWith('3. '))!;
    expect(row.trim()).toBe(lang === 'de' ? '3. Schwer-Bot' : '3. hard bot');
    // The two seats still waiting for a player are the open ones.
    expect(frame.split('\n').filter((line) => line.includes(lang === 'de' ? '(frei)' : '(open)'))).toHaveLength(2);
  });

  it('is English under an English host', async () => {
    const frame = await hostScreen('en');
    expect(frame).toContain('Players join with:');
    expect(frame).toContain('hard bot');
  });
});
