/**
 * The host's own terminal: how to join (the ssh command, the password, the
 * host key fingerprint), the seats and who is there, and the host's keys
 * (start early, next game, stop). With a local seat, the host plays it here
 * too, on the same screen the remote players get; Tab switches between the
 * seat and this status screen.
 */

import { Box } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import { useKeyPresses } from '../term/input/useKeyPresses.js';
import { LinesView, plain, seg, type Line } from '../term/lines.js';
import { useLang } from '../term/locale.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { remoteWords } from './words.js';
import type { MatchRunner, SeatStatus } from '../room/runner.js';
import { InThreadSeat } from './session.js';

export interface HostInfo {
  readonly port: number;
  readonly addresses: readonly string[];
  /** The room password, or null when only authorized keys get in. */
  readonly password: string | null;
  readonly keyCount: number;
  readonly fingerprint: string;
  readonly savedFile: () => string | null;
  readonly warning: () => string | null;
}

export interface HostAppProps {
  readonly match: MatchRunner;
  readonly info: HostInfo;
  readonly ascii: boolean;
  readonly standInLevel: BotLevel;
  readonly onQuit: () => void;
  /** How the host started the program (invocation.ts): the replay line of the host's own results begins with it. */
  readonly program?: string;
}

export function HostApp({ match, info, ascii, standInLevel, onQuit, program }: HostAppProps): React.JSX.Element {
  const localSeat = match.localSeat;
  const [showSeat, setShowSeat] = useState(false);
  const [quitting, setQuitting] = useState(false);
  const [, setTick] = useState(0);
  useEffect(() => match.onChange(() => setTick((tick) => tick + 1)), [match]);
  // The host's seat comes up by itself when the game starts.
  const started = match.phase !== 'lobby';
  const wasStarted = useRef(started);
  useEffect(() => {
    if (started && !wasStarted.current && localSeat !== null) setShowSeat(true);
    wasStarted.current = started;
  }, [started, localSeat]);

  if (showSeat && localSeat !== null && started) {
    return (
      <InThreadSeat
        match={match}
        seat={localSeat}
        ascii={ascii}
        standInLevel={standInLevel}
        {...(program === undefined ? {} : { program })}
        onLeave={() => {
          setShowSeat(false);
          setQuitting(true);
        }}
        onTab={() => setShowSeat(false)}
      />
    );
  }
  return (
    <StatusScreen
      match={match}
      info={info}
      quitting={quitting}
      localSeat={localSeat}
      onKey={(key) => {
        if (quitting) {
          if (key === 'y' || key === 'j') onQuit();
          else if (key === 'n' || key === 'escape') setQuitting(false);
          return;
        }
        if (key === 'q' || key === 'ctrlC') setQuitting(true);
        else if (key === 's') match.startNow();
        else if (key === 'n') match.ready(null);
        else if (key === 'tab' && localSeat !== null && match.phase !== 'lobby') setShowSeat(true);
      }}
    />
  );
}

function StatusScreen({
  match,
  info,
  quitting,
  localSeat,
  onKey,
}: {
  readonly match: MatchRunner;
  readonly info: HostInfo;
  readonly quitting: boolean;
  readonly localSeat: Seat | null;
  readonly onKey: (key: string) => void;
}): React.JSX.Element {
  useKeyPresses(({ keys }) => {
    for (const key of keys) onKey(key.kind === 'char' ? key.char.toLowerCase() : key.kind);
  });
  const lang = useLang();
  const text = remoteWords(lang).host;
  const phase = match.phase;
  const table = match.table;
  const lines: Line[] = [[seg(` ${text.title}`, { bold: true })], [], plain(` ${text.join}`)];
  for (const address of info.addresses) lines.push([seg('   '), seg(text.joinLine(info.port, address), { bold: true })]);
  lines.push(plain(` ${text.nameHint}`), []);
  if (info.password !== null) lines.push([seg(` ${text.password} `), seg(info.password, { bold: true })]);
  else lines.push(plain(` ${text.keysOnly(info.keyCount)}`));
  lines.push(plain(` ${text.fingerprint}`), [seg('   '), seg(info.fingerprint, { bold: true })], []);
  const state = phase === 'lobby' ? text.phase.lobby : `${text.phase[phase]} ${'\u00B7'} ${text.gameOf(table!.gameNumber, table!.options.games)}`;
  lines.push([seg(` ${text.seats}`, { bold: true }), seg(`  ${state}`, { dim: true })]);
  match.seatStatus().forEach((status, index) => lines.push(seatLine(status, index, lang)));
  const { spectators } = match.snapshot(null);
  if (spectators > 0) lines.push(plain(`   ${text.spectators(spectators)}`));
  lines.push([]);
  const file = info.savedFile();
  const warning = info.warning();
  // Nothing is called saved while the latest save failed.
  if (file !== null && warning === null) lines.push([seg(` ${text.saved(file)}`, { dim: true })]);
  if (warning !== null) lines.push([seg(' ! ', { bold: true, color: 'yellow' }), seg(warning)]);
  if (quitting) lines.push([seg(` ${text.quitting}`, { bold: true })]);
  else {
    const keys =
      phase === 'lobby'
        ? text.keysLobby
        : phase === 'playing'
          ? warning === null
            ? text.keysPlaying
            : text.keysPlayingUnsaved
          : phase === 'betweenGames'
            ? text.keysBetween
            : text.keysOver;
    lines.push(plain(` ${keys}`));
    if (localSeat !== null && phase !== 'lobby') lines.push(plain(` ${text.keysLocal}`));
  }
  return (
    <Box flexDirection="column">
      <LinesView lines={lines} />
    </Box>
  );
}

function seatLine(status: SeatStatus, index: number, lang: Lang): Line {
  const text = remoteWords(lang).host;
  const tags: string[] = [];
  const bot = status.kind === 'bot' ? coreWords(lang).bots.tag({ level: status.level! }) : null;
  // A bot's seat is taken, not open: until the match names the bot ("Bot Easy"), what it is stands for its name.
  const name = status.name ?? bot;
  if (bot !== null) {
    if (status.name !== null) tags.push(bot);
  } else if (status.kind === 'local') tags.push(text.localTag);
  else tags.push(text.remoteTag);
  if (status.kind === 'remote' && status.name !== null && !status.connected) tags.push(status.standIn ? text.standIn : text.away);
  if (status.ready) tags.push(text.ready);
  return [seg(`   ${index + 1}. `), seg((name ?? text.emptySeat).padEnd(17), { bold: status.name !== null, dim: name === null }), seg(tags.join(', '), { dim: true })];
}
