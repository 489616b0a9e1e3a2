/**
 * One player's screen, in their own terminal: drawn only from the snapshot
 * of their seat (`match.snapshot(seat)`, whose table view holds no other
 * seat's hidden card), with the same screens and keys as at one keyboard.
 * Keys come from the game's own input decoder (useKeyPresses), never from
 * Ink's parser.
 */

import { Box, Text, useStdout } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import { actionKeyHints, type ResultsModel, type TableModel } from '../ui/controller.js';
import { glyphs } from '../ui/glyphs.js';
import { useKeyPresses } from '../ui/input/useKeyPresses.js';
import {
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
import { headerLine, hintSegs, middleLines, ownHandLines, playerRows } from '../ui/components/TableScreen.js';
import { useText } from '../ui/locale.js';
import type { Catalog } from '../i18n/catalog.js';
import { LinesView, LineView, plain, seg, type Line } from '../ui/components/lines.js';
import { Spinner } from '../ui/components/Spinner.js';
import type { HostMatch, SeatSnapshot } from './match.js';
import { MESSAGES } from './messages.js';
import { tableLogLines } from './logLines.js';
import { INITIAL_UI, fullLog, isMyTurn, sessionKey, type SessionCommand, type SessionUi } from './sessionUi.js';

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
        return result.error.code === 'staleVersion' ? MESSAGES.table.tableMoved : `${result.error.message}.`;
      }
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
      });
      current = outcome.ui;
      if (outcome.command !== null) {
        const refusal = run(outcome.command);
        if (outcome.command.type === 'leave') break;
        if (refusal !== null) current = { ...current, message: refusal };
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
  const view = snapshot.view;
  if (ui.overlay === 'help') {
    return (
      <HelpScreen
        strictOrder={view?.game.strictOrder ?? false}
        tiebreak={view?.game.tiebreak ?? 'category'}
        barriers={false}
        ascii={ascii}
      />
    );
  }
  if (snapshot.phase === 'lobby' || view === null) return <LobbyScreen {...props} />;
  if (ui.overlay === 'log' && view.game.finished) {
    const all = fullLog({ snapshot, seat, size, ascii });
    const height = fullLogRows(size);
    const first = Math.min(ui.fullLogTop, Math.max(0, all.length - height));
    return <GameLogScreen lines={all.slice(first, first + height)} first={first} total={all.length} height={height} ascii={ascii} />;
  }
  if (snapshot.phase === 'playing') return <RemoteTable {...props} />;
  return <ResultsScreen results={resultsModel(props)} />;
}

function botTags(snapshot: SeatSnapshot, standInLevel: BotLevel): (BotLevel | null)[] {
  return snapshot.seats.map((status) => status.level ?? (status.standIn ? standInLevel : null));
}

function resultsModel({ snapshot, seat, ui, ascii, standInLevel }: BodyProps): ResultsModel {
  const view = snapshot.view!;
  const names = view.seats.map((status) => status.name);
  let message = ui.message;
  if (snapshot.phase === 'matchOver') {
    message = MESSAGES.table.matchOver(view.scores.map((points, index) => MESSAGES.table.score(names[index]!, points)).join(', '));
  } else if (message === null) {
    const waiting = snapshot.seats.flatMap((status, index) =>
      status.kind !== 'bot' && status.connected && !status.standIn && !status.ready ? [names[index]!] : [],
    );
    if (seat !== null && snapshot.seats[seat]!.ready) message = MESSAGES.table.youAreReady;
    else if (seat !== null) message = MESSAGES.table.resultsReady;
    else message = MESSAGES.table.resultsWaiting(waiting);
  }
  return {
    ranking: view.ranking ?? [],
    seed: view.seed ?? '',
    rounds: view.game.rounds,
    tiebreak: view.game.tiebreak,
    bots: botTags(snapshot, standInLevel),
    message: message === null ? null : { code: 'worded', text: message },
    ascii,
  };
}

function LobbyScreen({ snapshot, seat, ui, ascii }: BodyProps): React.JSX.Element {
  const { dot } = glyphs(ascii);
  const lines: Line[] = [[seg(` SHIFT POKER ${dot} ${MESSAGES.lobby.title}`, { bold: true })], []];
  snapshot.seats.forEach((status, index) => {
    const name = status.name ?? MESSAGES.lobby.open;
    const tag =
      status.kind === 'bot'
        ? MESSAGES.host.botTag(status.level!)
        : index === seat
          ? MESSAGES.lobby.you
          : status.kind === 'local'
            ? MESSAGES.host.localTag
            : '';
    lines.push([
      seg(`   ${MESSAGES.lobby.seat(index + 1)} `),
      seg(truncate(name, 16, glyphs(ascii).ellipsis), { bold: status.name !== null, dim: status.name === null }),
      seg(tag === '' ? '' : `  (${tag})`, { dim: true }),
    ]);
  });
  lines.push([], plain(` ${MESSAGES.lobby.hostStarts}`));
  if (seat === null) lines.push(plain(` ${MESSAGES.lobby.spectating}`));
  lines.push([]);
  if (ui.message !== null) lines.push([seg(' ! ', { bold: true, color: 'yellow' }), seg(ui.message)]);
  lines.push(ui.overlay === 'quit' ? [seg(MESSAGES.table.quitPrompt, { bold: true }), seg(MESSAGES.table.quitKeys)] : plain(` ${MESSAGES.lobby.keys}`));
  return <LinesView lines={lines} />;
}

function RemoteTable({ snapshot, seat, ui, size, ascii, standInLevel }: BodyProps): React.JSX.Element {
  const text = useText();
  const view = snapshot.view!;
  const game = view.game;
  const mine = isMyTurn(snapshot, seat);
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
  };
  const height = tableLogRows(size, game.players.length, seat !== null);
  const top: Line[] = [headerLine(model, text), [], ...playerRows(model, text), [], ...middleLines(model, text), ...ownHandLines(model, text)];
  return (
    <Box flexDirection="column">
      <LinesView lines={top} />
      <LinesView lines={logSection(snapshot, model, height)} />
      <MessageLine snapshot={snapshot} model={model} quitting={ui.overlay === 'quit'} />
      <LinesView lines={keyLines(model, ui, text)} />
    </Box>
  );
}

/** The log with its title line, as on the table at one keyboard, with the host's notices in it. */
function logSection(snapshot: SeatSnapshot, model: TableModel, height: number): Line[] {
  const all = tableLogLines(model.view, snapshot.notices, model.ascii);
  const window = logWindow(all, height, model.logScroll);
  const { rule, dot } = glyphs(model.ascii);
  const info = window.above > 0 || window.below > 0 ? MESSAGES.table.logPosition(window.above, window.below, dot) : MESSAGES.table.logScroll;
  const head = `${rule} ${MESSAGES.table.logTitle} `;
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
  if (quitting) return <LineView line={[seg(MESSAGES.table.quitPrompt, { bold: true }), seg('(y/n)')]} />;
  if (model.message !== null && model.message.code === 'worded') return <LineView line={[seg(' ! ', { bold: true, color: 'yellow' }), seg(model.message.text)]} />;
  if (model.mode === 'turn') {
    return <LineView line={[seg(` ${model.view.actionsTaken === 0 ? MESSAGES.table.yourTurn : MESSAGES.table.secondAction}`, { bold: true })]} />;
  }
  const actor = model.view.players[model.actor]!.name;
  const status = snapshot.seats[model.actor]!;
  if (status.kind !== 'bot' && !status.standIn) {
    return <LineView line={[seg(` ${MESSAGES.table.waitFor(actor)}`)]} />;
  }
  return (
    <Text wrap="truncate-end">
      {' '}
      <Spinner ascii={model.ascii} /> {MESSAGES.table.thinking(actor)}
      {glyphs(model.ascii).ellipsis}
    </Text>
  );
}

function keyLines(model: TableModel, ui: SessionUi, text: Catalog): Line[] {
  const common: Line = plain(MESSAGES.table.leaveKeys);
  if (ui.overlay === 'quit') return [plain(MESSAGES.table.quitKeys), []];
  if (model.mode === 'watch') return [[seg(` ${MESSAGES.table.waitingKeys}`, { dim: true })], common];
  if (model.swap !== null) {
    const words = model.swap.own === null ? MESSAGES.table.swapPickOwn : MESSAGES.table.swapPickMiddle(model.swap.own + 1);
    // Every other part is a key, shown in bold.
    const first: Line = words.map((text, index) => seg(text, index % 2 === 1 ? { bold: true } : {}));
    return [first, common];
  }
  const parts: Line = [seg(MESSAGES.table.actions), ...hintSegs(model.actionKeys, text, model.ascii)];
  return [parts, common];
}
