/**
 * The tutorial in the screen-reader mode: the same lessons on the same
 * engine (tutorial/screen.ts), said as sentences instead of drawn. Each
 * lesson says its heading and what to try, then the table as a turn's
 * prompt; typed moves go through the tutorial's own key handling, each
 * event is said once, and once a lesson can be judged, the verdict and why
 * it matters. `next`, `restart`, `rules` and `quit` are the tutorial's keys
 * in words.
 *
 * No I/O here: lines in through `input`, sentences out through `say`.
 */

import type { Lang } from '../i18n/lang.js';
import type { SeatScreenState } from '../seat/model.js';
import type { KeyPress } from '../term/keys.js';
import { PLAYER_SEAT, TUTORIAL_PLAYERS } from '../tutorial/deal.js';
import { hintArrived, hintWanted, lessonState, partnerStep, partnerWaiting, tutorialKey, type TutorialEnd, type TutorialSettings, type TutorialState } from '../tutorial/screen.js';
import { LESSONS } from '../tutorial/lessons.js';
import { lessonTableView } from '../tutorial/tableView.js';
import { lessonText } from '../tutorial/text.js';
import { keepsSwap, parseLine } from './commands.js';
import { PromptMemory } from './promptMemory.js';
import { rulesSentences } from './rules.js';
import { lazyHint } from '../bots/lazyHint.js';
import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import {
  eventSentence,
  hintSentences,
  handSentence,
  middleSentence,
  openCardsSentences,
  readerMessage,
  REFUSALS,
  resultSentences,
  swapQuestion,
  turnSentence,
} from './sentences.js';
import { NO_LIMIT } from './source.js';
import { readerWords } from './words.js';
import { AT_ONCE, BotPacing } from '../room/pacing.js';

export interface ReaderTutorialDeps {
  readonly lang: Lang;
  readonly say: (line: string) => void;
  /** The player left (finished: after the last lesson's next). */
  readonly exit: (end: TutorialEnd) => void;
  /** The place in LESSONS of the lesson to begin with (default: the first). */
  readonly first?: number;
  /** Works a hint out from the player's view (default: the bots' search, loaded when first asked for). */
  readonly suggest?: (view: PlayerView) => Promise<Suggestion>;
}

export class ReaderTutorial {
  readonly #deps: ReaderTutorialDeps;
  readonly #settings: TutorialSettings;
  #state: TutorialState;
  /** How much of the lesson's log has been said. */
  #said = 0;
  #last: readonly string[] = [];
  /** What the player last heard of their hand, the middle row and the moves (a prompt says only what changed). */
  readonly #told = new PromptMemory();
  #stopped = false;
  /** The partner's actions, each said as it comes (room/pacing.ts: no pause between, the sentences keep them apart). */
  readonly #partner = new BotPacing(
    AT_ONCE,
    { delayMs: 0 },
    {
      due: () => (partnerWaiting(this.#state) ? { key: this.#state.run } : null),
      play: () => {
        this.#state = partnerStep(this.#state, this.#settings);
      },
    },
  );

  constructor(deps: ReaderTutorialDeps) {
    this.#deps = deps;
    this.#settings = { size: NO_LIMIT, ascii: true, lang: deps.lang };
    this.#state = lessonState(deps.first ?? 0);
    this.#lessonStarted();
  }

  input(line: string): void {
    if (this.#stopped) return;
    const lang = this.#deps.lang;
    const words = readerWords(lang);
    if (words.tutorialVerbs.restart.includes(line.trim().toLowerCase())) return this.#keys([{ kind: 'char', char: 'r' }]);
    const command = parseLine(line, lang);
    const game = lessonTableView(this.#state.run, this.#state.version).game;
    switch (command.verb) {
      case 'quit':
        return this.#exit({ exitCode: 0, finished: false });
      case 'open':
      case 'empty':
        return;
      case 'unknown':
        return this.#say([words.unknown({ typed: command.typed })], false);
      case 'help':
        return this.#say([...words.help.slice(0, 3), this.#lessonKeys()], false);
      case 'rules':
        return this.#say(rulesSentences(lang), false);
      case 'repeat':
        return this.#say(this.#last, false);
      case 'hand': {
        const hand = handSentence(game, PLAYER_SEAT, lang);
        this.#told.heard(PLAYER_SEAT, 'hand', hand);
        return this.#say([hand], false);
      }
      case 'middle': {
        const middle = middleSentence(game, lang);
        this.#told.heard(PLAYER_SEAT, 'middle', middle);
        return this.#say([middle], false);
      }
      case 'open-cards':
        return this.#say(openCardsSentences(game, lang), false);
      case 'turn':
        return this.#say([turnSentence(game, lang)], false);
      case 'scores':
        // A lesson is one game on its own, with no score to keep.
        return this.#say([turnSentence(game, lang)], false);
      case 'noSuchCard':
        return this.#say([words.messages.noSuchCard], false);
      case 'start':
        return this.#say([words.unknown({ typed: line.trim() })], false);
      case 'keys': {
        const next = command.keys[0]?.kind === 'char' && command.keys[0].char === 'n';
        // A judged lesson takes no more moves: what to type now is the lesson's own commands.
        if (this.#state.run.verdict !== null && !next) return this.#say([this.#lessonKeys()], false);
        // A new command cancels a swap left half-made on the line before (bare card numbers answer it, a hint leaves it).
        if (!keepsSwap(command) && this.#state.seat.swap !== null) this.#keys([{ kind: 'escape' }], true);
        const swapBefore = this.#state.seat.swap;
        this.#keys(command.keys);
        const swap = this.#state.seat.swap;
        if (!this.#stopped && swap !== null && swap !== swapBefore) this.#say([swapQuestion(swap, lang)], false);
        return;
      }
    }
  }

  stop(): void {
    this.#stopped = true;
    this.#partner.stop();
  }

  #say(lines: readonly string[], remember: boolean): void {
    for (const line of lines) this.#deps.say(line);
    if (remember && lines.length > 0) this.#last = lines;
  }

  #exit(end: TutorialEnd): void {
    this.#stopped = true;
    this.#deps.exit(end);
  }

  #lessonKeys(): string {
    const words = readerWords(this.#deps.lang);
    return this.#state.index + 1 < LESSONS.length ? words.tutorialKeys : words.tutorialLastKeys;
  }

  /** A lesson begins: its heading and what to try, the game so far, then the player's turn. */
  #lessonStarted(): void {
    const lang = this.#deps.lang;
    const text = lessonText(this.#state.run, lang, true);
    this.#said = 0;
    // A new table: its first prompt says all of it.
    this.#told.forget();
    this.#say([text.heading, text.text, this.#lessonKeys()], false);
    this.#sayEvents();
    this.#prompt();
  }

  #sayEvents(): void {
    const view = lessonTableView(this.#state.run, this.#state.version);
    const log = view.game.log;
    for (const event of log.slice(this.#said)) {
      const sentence = event.type === 'gameEnded' ? resultSentences(view, this.#deps.lang) : eventSentence(event, TUTORIAL_PLAYERS, this.#deps.lang);
      if (sentence !== null) this.#say(typeof sentence === 'string' ? [sentence] : sentence, true);
    }
    this.#said = log.length;
  }

  #prompt(): void {
    const view = lessonTableView(this.#state.run, this.#state.version);
    if (view.game.finished || view.game.currentPlayer !== PLAYER_SEAT || this.#state.run.verdict !== null) return;
    const { said, whole } = this.#told.prompt(view, PLAYER_SEAT, this.#deps.lang);
    this.#say(said, false);
    this.#last = whole;
  }

  /** Plays `keys` as the tutorial's; `quietly` says nothing of them (a half-made swap cancelled). */
  #keys(keys: readonly KeyPress[], quietly = false): void {
    for (const key of keys) {
      const before = this.#state;
      const step = tutorialKey(before, key, this.#settings);
      if ('exitCode' in step) return this.#exit(step);
      this.#state = step.state;
      // n (the next lesson) or r (this one again): a new lesson's run, at version 0.
      const restarted = this.#state.run !== before.run && this.#state.version === 0;
      if (this.#state.index !== before.index || restarted) {
        this.#lessonStarted();
        continue;
      }
      if (quietly) continue;
      if (hintWanted(this.#state) !== null) this.#workOutHint();
      // Asked again for a hint already worked out: said again (here asking is the only way to hear it).
      else if (key.kind === 'char' && key.char === 'h') this.#sayHintAgain();
      // A move is said by its events and the next prompt; the seat model's line about it ("first action done") would say it twice.
      if (this.#state.run !== before.run) this.#moved(before);
      else if (this.#sayMessage(before.seat)) return;
    }
  }

  /** A hint asked for (hint): said once worked out, if the turn is still where it was asked. */
  #workOutHint(): void {
    const wanted = hintWanted(this.#state);
    if (wanted === null) return;
    const suggest = this.#deps.suggest ?? lazyHint;
    void Promise.resolve()
      .then(() => suggest(wanted.view))
      .catch(() => null)
      .then((suggestion) => {
        if (this.#stopped) return;
        const before = this.#state.seat;
        this.#state = hintArrived(this.#state, wanted.position, suggestion, this.#settings);
        const shown = this.#state.seat.hint?.suggestion ?? null;
        if (shown !== null && shown !== (before.hint?.suggestion ?? null)) this.#say(hintSentences(shown, wanted.view, this.#deps.lang), false);
      });
  }

  /** The hint worked out for the turn as it stands, if there is one. */
  #sayHintAgain(): void {
    const hint = this.#state.seat.hint;
    if (hint === null || hint.suggestion === null) return;
    const view = lessonTableView(this.#state.run, this.#state.version);
    if (view.phase !== 'playing' || view.game.log.length !== hint.logLength || view.game.currentPlayer !== hint.seat) return;
    this.#say(hintSentences(hint.suggestion, view.game, this.#deps.lang), false);
  }

  /** The seat model's new message, if any (true when it refused: the rest of the line is dropped). */
  #sayMessage(before: SeatScreenState): boolean {
    const message = this.#state.seat.message;
    if (message === null || message === before.message) return false;
    const said = readerMessage(message, this.#deps.lang, [...TUTORIAL_PLAYERS]);
    if (said !== null) this.#say([said], false);
    return REFUSALS.has(message.code);
  }

  /** A move was made: its events, then the verdict once there is one, else the next prompt. */
  #moved(before: TutorialState): void {
    this.#sayEvents();
    // Said, a turn needs no Enter to be seen before it is handed on: it ends with its second action, and the partner's turn follows, each action said in order.
    if (this.#state.seat.turnDone) {
      const ended = tutorialKey(this.#state, { kind: 'enter' }, this.#settings);
      if ('state' in ended) this.#state = ended.state;
      this.#partner.poke();
      this.#sayEvents();
    }
    const run = this.#state.run;
    if (run.verdict !== null && before.run.verdict === null) {
      const text = lessonText(run, this.#deps.lang);
      this.#say([text.text, this.#lessonKeys()], true);
      return;
    }
    this.#prompt();
  }
}
