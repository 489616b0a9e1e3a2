/**
 * One player's screen, in their own terminal: drawn only from the snapshot
 * of their seat (`match.snapshot(seat)`, whose table view holds no other
 * seat's hidden card), with the same screens and keys as at one keyboard.
 * Keys come from the game's own input decoder (useKeyPresses), never from
 * Ink's parser.
 */

import { chosenStartPlayer } from '../ui/replay.js';
import { Box, Text, useStdout } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import { actionKeyHints, type ResultsModel, type TableModel } from '../ui/controller.js';
import { glyphs } from '../ui/glyphs.js';
import { useKeyPresses } from '../ui/input/useKeyPresses.js';
import {
  HINT_ROWS,
  LAYOUT_WIDTH,
  frameHeight,
  fullLogRows,
  isTooSmall,
  logWindow,
  tableLogRows,
  terminalSize,
  truncate,
  type TerminalSize,
} from '../ui/layout.js';
import { GameLogScreen, HelpScreen, ResultsScreen, TooSmallScreen } from '../ui/components/screens.js';
import { HintPanel, headerLine, hintSegs, middleLines, ownHandLines, playerRows } from '../ui/components/TableScreen.js';
import { useText } from '../ui/locale.js';
import type { Catalog } from '../i18n/catalog.js';
import type { RemoteWords } from '../i18n/remote.js';
import { LinesView, LineView, plain, seg, type Line } from '../ui/components/lines.js';
import { Spinner } from '../ui/components/Spinner.js';
import type { HostMatch, SeatSnapshot } from './match.js';
import { tableLogLines } from './logLines.js';
import { INITIAL_UI, fullLog, hintArrived, isMyTurn, sessionKey, shownHint, type SessionCommand, type SessionUi } from './sessionUi.js';
import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import type { HintPosition } from '../ui/controller.js';
import { spinnerLead } from '../ui/lazyHint.js';

export interface SessionAppProps {
  readonly match: HostMatch;
  /** The seat played on this screen; null for a spectator. */
  readonly seat: Seat | null;
  readonly ascii: boolean;
  /** The level of a bot that stands in for an absent player (shown beside their name). */
  readonly standInLevel: BotLevel;
  /** The player leaves (q then y, or Ctrl+C). */
  readonly onLeave: () => void;
  /** Tab, where the screen is one of two (the host's own seat); ignored otherwise. */
  readonly onTab?: () => void;
}

export function SessionApp({ match, seat, ascii, standInLevel, onLeave, onTab }: SessionAppProps): React.JSX.Element {
  const { stdout } = useStdout();
  const text = useText();
  const [size, setSize] = useState<TerminalSize>(() => terminalSize(stdout));
  const [snapshot, setSnapshot] = useState<SeatSnapshot>(() => match.snapshot(seat));
  const [ui, setUi] = useState<SessionUi>(INITIAL_UI);
  // The key handler reads the latest values, not those of the render it was made in.
  const latest = useRef({ snapshot, ui, size });
  latest.current.snapshot = snapshot;
  latest.current.size = size;

  useEffect(() => {
    const refresh = (): void => {
      const next = match.snapshot(seat);
      latest.current.snapshot = next;
      setSnapshot(next);
    };
    refresh();
    return match.onChange(refresh);
  }, [match, seat]);

  useEffect(() => {
    const onResize = (): void => {
      const next = terminalSize(stdout);
      latest.current.size = next;
      setSize(next);
    };
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);

  const playerNames = (): string[] => latest.current.snapshot.view?.game.players.map((player) => player.name) ?? [];

  const run = (command: SessionCommand): string | null => {
    switch (command.type) {
      case 'leave':
        onLeave();
        return null;
      case 'ready':
        match.ready(seat);
        return null;
      case 'act': {
        if (seat === null) return null;
        const result = match.act(seat, command.action, command.version);
        if (result === null || result.ok) return null;
        if (result.error.code === 'staleVersion') return text.remote.table.tableMoved;
        return `${text.tableError(result.error, playerNames())}.`;
      }
      case 'hint': {
        if (seat === null) return null;
        const result = match.noteHint(seat, command.version);
        if (result === null) return text.remote.table.tableMoved;
        if (!result.ok) {
          return result.error.code === 'staleVersion' ? text.remote.table.tableMoved : `${text.tableError(result.error, playerNames())}.`;
        }
        const view = match.snapshot(seat).view;
        if (view !== null) void workOutHint(command.position, view.game);
        return null;
      }
    }
  };

  /** Works out a hint (on the host's bot thread) after the spinner is drawn, and shows it if the turn is still where it was asked. */
  const workOutHint = async (position: HintPosition, view: PlayerView): Promise<void> => {
    let suggestion: Suggestion | null = null;
    try {
      await spinnerLead();
      if (shownHint(latest.current.ui, latest.current.snapshot) === null) return;
      suggestion = await match.suggestHint(view);
    } catch {
      // No hint, then: the spinner goes, the game goes on.
    }
    const next = hintArrived(latest.current.ui, position, suggestion);
    if (next !== latest.current.ui) {
      latest.current.ui = next;
      setUi(next);
    }
  };

  useKeyPresses(({ keys }) => {
    let current = latest.current.ui;
    for (const key of keys) {
      if (key.kind === 'tab' && onTab !== undefined) {
        onTab();
        break;
      }
      const outcome = sessionKey(current, key, {
        snapshot: latest.current.snapshot,
        seat,
        size: latest.current.size,
        ascii,
        text,
      });
      current = outcome.ui;
      if (outcome.command !== null) {
        const refusal = run(outcome.command);
        if (outcome.command.type === 'leave') break;
        if (refusal !== null) current = { ...current, message: refusal, hint: outcome.command.type === 'hint' ? null : current.hint };
      }
    }
    if (current !== latest.current.ui) {
      latest.current.ui = current;
      setUi(current);
    }
  });

  if (isTooSmall(size)) {
    return (
      <Box height={Math.min(3, frameHeight(size))} overflow="hidden">
        <TooSmallScreen size={size} ascii={ascii} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={LAYOUT_WIDTH} height={frameHeight(size)}>
      <SessionBody snapshot={snapshot} seat={seat} ui={ui} size={size} ascii={ascii} standInLevel={standInLevel} />
    </Box>
  );
}

interface BodyProps {
  readonly snapshot: SeatSnapshot;
  readonly seat: Seat | null;
  readonly ui: SessionUi;
  readonly size: TerminalSize;
  readonly ascii: boolean;
  readonly standInLevel: BotLevel;
}

function SessionBody(props: BodyProps): React.JSX.Element {
  const { snapshot, ui, size, ascii, seat } = props;
  const text = useText();
  const view = snapshot.view;
  if (ui.overlay === 'help') {
    return (
      <HelpScreen
        strictOrder={view?.game.strictOrder ?? false}
        tiebreak={view?.game.tiebreak ?? 'category'}
        barriers={false}
        hints={view?.hintsAllowed ?? true}
        ascii={ascii}
      />
    );
  }
  if (snapshot.phase === 'lobby' || view === null) return <LobbyScreen {...props} />;
  if (ui.overlay === 'log' && view.game.finished) {
    const all = fullLog({ snapshot, seat, size, ascii, text });
    const height = fullLogRows(size);
    const first = Math.min(ui.fullLogTop, Math.max(0, all.length - height));
    return <GameLogScreen lines={all.slice(first, first + height)} first={first} total={all.length} height={height} ascii={ascii} />;
  }
  if (snapshot.phase === 'playing') return <RemoteTable {...props} />;
  return <ResultsScreen results={resultsModel(props, text.remote.table)} />;
}

function botTags(snapshot: SeatSnapshot, standInLevel: BotLevel): (BotLevel | null)[] {
  return snapshot.seats.map((status) => status.level ?? (status.standIn ? standInLevel : null));
}

function resultsModel({ snapshot, seat, ui, ascii, standInLevel }: BodyProps, words: RemoteWords['table']): ResultsModel {
  const view = snapshot.view!;
  const names = view.seats.map((status) => status.name);
  let message = ui.message;
  if (snapshot.phase === 'matchOver') {
    message = words.matchOver(view.scores.map((points, index) => words.score(names[index]!, points)).join(', '));
  } else if (message === null) {
    const waiting = snapshot.seats.flatMap((status, index) =>
      status.kind !== 'bot' && status.connected && !status.standIn && !status.ready ? [names[index]!] : [],
    );
    if (seat !== null && snapshot.seats[seat]!.ready) message = words.youAreReady;
    else if (seat !== null) message = words.resultsReady;
    else message = words.resultsWaiting(waiting);
  }
  return {
    ranking: view.ranking ?? [],
    seed: view.seed ?? '',
    firstPlayer:
      view.seed === null ? null : chosenStartPlayer(view.seats.map((entry) => entry.name), view.game.rounds, view.seed, view.game.startPlayer),
    rounds: view.game.rounds,
    tiebreak: view.game.tiebreak,
    bots: botTags(snapshot, standInLevel),
    message: message === null ? null : { code: 'worded', text: message },
    ascii,
  };
}

function LobbyScreen({ snapshot, seat, ui, ascii }: BodyProps): React.JSX.Element {
  const text = useText();
  const { lobby, host, table } = text.remote;
  const { dot } = glyphs(ascii);
  const lines: Line[] = [[seg(` SHIFT POKER ${dot} ${lobby.title}`, { bold: true })], []];
  snapshot.seats.forEach((status, index) => {
    const name = status.name ?? lobby.open;
    const tag =
      status.kind === 'bot'
        ? host.botTag(text.bots.level[status.level!])
        : index === seat
          ? lobby.you
          : status.kind === 'local'
            ? host.localTag
            : '';
    lines.push([
      seg(`   ${lobby.seat(index + 1)} `),
      seg(truncate(name, 16, glyphs(ascii).ellipsis), { bold: status.name !== null, dim: status.name === null }),
      seg(tag === '' ? '' : `  (${tag})`, { dim: true }),
    ]);
  });
  lines.push([], plain(` ${lobby.hostStarts}`));
  if (seat === null) lines.push(plain(` ${lobby.spectating}`));
  lines.push([]);
  if (ui.message !== null) lines.push([seg(' ! ', { bold: true, color: 'yellow' }), seg(ui.message)]);
  lines.push(ui.overlay === 'quit' ? [seg(table.quitPrompt, { bold: true }), seg(table.quitKeys)] : plain(` ${lobby.keys}`));
  return <LinesView lines={lines} />;
}

function RemoteTable({ snapshot, seat, ui, size, ascii, standInLevel }: BodyProps): React.JSX.Element {
  const text = useText();
  const view = snapshot.view!;
  const game = view.game;
  const mine = isMyTurn(snapshot, seat);
  const hint = mine ? shownHint(ui, snapshot) : null;
  const model: TableModel = {
    mode: mine ? 'turn' : 'watch',
    view: game,
    actor: game.currentPlayer,
    round: game.round,
    actionNumber: (game.actionsTaken + 1) as 1 | 2,
    bots: botTags(snapshot, standInLevel),
    swap: mine ? ui.swap : null,
    message: ui.message === null ? null : { code: 'worded', text: ui.message },
    logScroll: ui.logScroll,
    actionKeys: mine ? actionKeyHints(game) : [],
    ascii,
    handOff: false,
    hint: hint === null ? null : { suggestion: hint.suggestion },
    hintKey: mine && view.hintsAllowed,
  };
  const height = tableLogRows(size, game.players.length, seat !== null) - (hint === null ? 0 : HINT_ROWS);
  const top: Line[] = [headerLine(model, text), [], ...playerRows(model, text), [], ...middleLines(model, text), ...ownHandLines(model, text)];
  return (
    <Box flexDirection="column">
      <LinesView lines={top} />
      <LinesView lines={logSection(snapshot, model, height, text)} />
      <HintPanel table={model} />
      <MessageLine snapshot={snapshot} model={model} quitting={ui.overlay === 'quit'} />
      <LinesView lines={keyLines(model, ui, text)} />
    </Box>
  );
}

/** The log with its title line, as on the table at one keyboard, with the host's notices in it. */
function logSection(snapshot: SeatSnapshot, model: TableModel, height: number, text: Catalog): Line[] {
  const words = text.remote.table;
  const all = tableLogLines(snapshot.view!, snapshot.notices, model.ascii, text);
  const window = logWindow(all, height, model.logScroll);
  const { rule, dot } = glyphs(model.ascii);
  const info = window.above > 0 || window.below > 0 ? words.logPosition(window.above, window.below, dot) : words.logScroll;
  const head = `${rule} ${words.logTitle} `;
  const tail = ` ${info} ${rule}`;
  const title: Line = [
    seg(' '),
    seg(head, { dim: true }),
    seg(rule.repeat(Math.max(1, LAYOUT_WIDTH - 2 - head.length - tail.length)), { dim: true }),
    seg(tail, { dim: true }),
  ];
  const body: Line[] = window.lines.map((line) => plain(` ${line}`));
  while (body.length < height) body.push([]);
  return [title, ...body];
}

function MessageLine({
  snapshot,
  model,
  quitting,
}: {
  readonly snapshot: SeatSnapshot;
  readonly model: TableModel;
  readonly quitting: boolean;
}): React.JSX.Element {
  const words = useText().remote.table;
  if (quitting) return <LineView line={[seg(words.quitPrompt, { bold: true }), seg('(y/n)')]} />;
  if (model.message !== null && model.message.code === 'worded') return <LineView line={[seg(' ! ', { bold: true, color: 'yellow' }), seg(model.message.text)]} />;
  if (model.mode === 'turn') {
    return <LineView line={[seg(` ${model.view.actionsTaken === 0 ? words.yourTurn : words.secondAction}`, { bold: true })]} />;
  }
  const actor = model.view.players[model.actor]!.name;
  const status = snapshot.seats[model.actor]!;
  if (status.kind !== 'bot' && !status.standIn) {
    return <LineView line={[seg(` ${words.waitFor(actor)}`)]} />;
  }
  return (
    <Text wrap="truncate-end">
      {' '}
      <Spinner ascii={model.ascii} /> {words.thinking(actor)}
      {glyphs(model.ascii).ellipsis}
    </Text>
  );
}

function keyLines(model: TableModel, ui: SessionUi, text: Catalog): Line[] {
  const words = text.remote.table;
  const common: Line = plain(model.hintKey === true ? words.leaveKeysHint : words.leaveKeys);
  if (ui.overlay === 'quit') return [plain(words.quitKeys), []];
  if (model.mode === 'watch') return [[seg(` ${words.waitingKeys}`, { dim: true })], common];
  if (model.swap !== null) {
    const parts = model.swap.own === null ? words.swapPickOwn : words.swapPickMiddle(model.swap.own + 1);
    // Every other part is a key, shown in bold.
    const first: Line = parts.map((part, index) => seg(part, index % 2 === 1 ? { bold: true } : {}));
    return [first, common];
  }
  const parts: Line = [seg(words.actions), ...hintSegs(model.actionKeys, text, model.ascii)];
  return [parts, common];
}
