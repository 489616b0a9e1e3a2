/**
 * The pace of the computer players, the same under every front end: the
 * one place that decides when a bot's move is played. A bot moves only
 * when its front end says one may (`due`): at one keyboard no help or quit
 * question open, the barrier down, the terminal large enough; at a room of
 * remote players the move before it stored and shown, the saves working;
 * in the tutorial the learner's turn ended with Enter. A human's turn is
 * never due, so never taken.
 *
 * Each move waits out the delay (so the people at the table can follow
 * the moves one by one): after `leadMs` of it the bot may decide (its
 * spinner drawn first), and its move is played once the whole delay has
 * passed. Moves come one at a time and in order: a move no longer due when
 * its time comes (a key opened the quit question, the table moved on) is
 * dropped, never played, and the next due move waits a delay of its own.
 *
 * Time only through an injected clock (`PaceClock`), as the next-player
 * screen's rule takes its times from the caller (seat/barrier.ts): tests
 * drive it by hand.
 */

/** What the pacing knows of time. */
export interface PaceClock {
  /**
   * Runs `run` after `ms` (0: once the work at hand is done); returns what
   * cancels it. `weak`: the wait alone does not keep the program running (a
   * seat's time-out, minutes long, must not hold a program that is done).
   */
  readonly after: (ms: number, run: () => void, options?: { readonly weak?: boolean }) => () => void;
  /** The time in ms, to take the deciding's own time off the rest of a delay; absent: deciding takes none. */
  readonly now?: () => number;
}

/**
 * The real clock. `zero`: how a move with no delay waits, for the work at
 * hand to be done: on a timer (a screen gets to draw between two moves), or
 * on a microtask (the room of remote players: as soon as the table has
 * told every screen).
 */
export function timerClock(zero: 'timer' | 'microtask' = 'timer'): PaceClock {
  return {
    after: (ms, run, options) => {
      if (ms <= 0 && zero === 'microtask') {
        let cancelled = false;
        void Promise.resolve().then(() => {
          if (!cancelled) run();
        });
        return () => {
          cancelled = true;
        };
      }
      // The global timer as it is when asked (a test may have put in fake ones).
      const timer = setTimeout(run, Math.max(0, ms));
      if (options?.weak === true) timer.unref?.();
      return () => clearTimeout(timer);
    },
    now: () => Date.now(),
  };
}

/** A clock on which everything runs at once (a front end that says each move as it comes, with no pause between). */
export const AT_ONCE: PaceClock = {
  after: (_ms, run) => {
    run();
    return () => undefined;
  },
};

/** A bot's move as its front end names it. */
export interface DueMove {
  /**
   * Which move this is (the table's version it is for, or the state it
   * follows): while the same move stays due its wait goes on; another one
   * waits a delay of its own.
   */
  readonly key: unknown;
}

/** What the pacing asks of its front end. */
export interface PacedFront<M extends DueMove> {
  /**
   * The bot's move that may be played now, or null: none is a bot's (a
   * human is to move, the game is over), or the front end lets none be
   * played now (see the top of this file).
   */
  readonly due: () => M | null;
  /**
   * The bot may decide `move` now; its move may be played once `ready`
   * settles, which it never does for a move no longer due by then. A
   * promise: the move is under way until it settles (the next waits).
   */
  readonly play: (move: M, ready: Promise<void>) => void | PromiseLike<unknown>;
}

export interface PaceOptions {
  /** The pause before each move (ms). */
  readonly delayMs: number;
  /** How much of the delay passes before the bot decides, the rest after; absent: it decides at the end. */
  readonly leadMs?: number;
}

/** One move the pacing waits for, or is playing. */
interface Waiting {
  readonly key: unknown;
  /** Cancels the timer now running for it. */
  cancel: () => void;
  dropped: boolean;
  /** Its bot has been asked to decide. */
  begun: boolean;
  /** Lets a decided move go now (hurry). */
  hurried?: () => void;
}

/**
 * The rule, pure: the move a front end may see played now, given the move
 * whose turn it is (null: a human's, or none) and whether the front end
 * lets a bot move.
 */
export function dueMove<M>(botTurn: M | null, frontLetsBotMove: boolean): M | null {
  return frontLetsBotMove ? botTurn : null;
}

/**
 * Paces one front end's bots. The front end calls `poke` whenever what it
 * shows changes (a move, a key, a save); the pacing starts, keeps or drops
 * the wait of the move due.
 */
export class BotPacing<M extends DueMove> {
  #move: Waiting | null = null;
  #hurry = false;
  #stopped = false;
  #poking = false;
  #again = false;

  constructor(
    private readonly clock: PaceClock,
    private readonly options: PaceOptions,
    private readonly front: PacedFront<M>,
  ) {}

  /** Whether a move is waiting out its delay or being played. */
  get busy(): boolean {
    return this.#move !== null;
  }

  /** What the front end shows may have changed: the due move waits (or goes on waiting); a move no longer due is dropped. */
  poke(): void {
    if (this.#stopped) return;
    // A poke from inside a move (its table's change, told at once) is looked at once the move has started.
    if (this.#poking) {
      this.#again = true;
      return;
    }
    this.#poking = true;
    try {
      do {
        this.#again = false;
        if (this.#stopped) return;
        const due = this.front.due();
        const current = this.#move;
        if (current !== null && (due === null || !Object.is(due.key, current.key))) this.#drop(current);
        if (due !== null && this.#move === null) this.#start(due);
      } while (this.#again);
    } finally {
      this.#poking = false;
    }
  }

  /**
   * Nobody watches (a room about to end plays its game out): no more pauses
   * while `on`, and a move waiting out its pause is played now.
   */
  hurry(on: boolean): void {
    if (this.#hurry === on) return;
    this.#hurry = on;
    const move = this.#move;
    if (!on || move === null) return;
    if (move.begun) {
      // Decided, waiting out the rest: let go now.
      move.cancel();
      move.hurried?.();
      return;
    }
    // Still before its lead: it starts again without its pause.
    this.#drop(move);
    this.poke();
  }

  /** No move of this front end is played any more. */
  stop(): void {
    this.#stopped = true;
    if (this.#move !== null) this.#drop(this.#move);
  }

  #drop(move: Waiting): void {
    move.dropped = true;
    move.cancel();
    if (this.#move === move) this.#move = null;
  }

  /** Whether `key` is still the move due (asked again at each step: a front end may not have poked). */
  #stillDue(key: unknown): boolean {
    const due = this.#stopped ? null : this.front.due();
    return due !== null && Object.is(due.key, key);
  }

  #start(due: M): void {
    const delay = this.#hurry ? 0 : Math.max(0, this.options.delayMs);
    const lead = this.options.leadMs === undefined ? delay : Math.min(delay, Math.max(0, this.options.leadMs));
    const waiting: Waiting = { key: due.key, cancel: () => undefined, dropped: false, begun: false };
    this.#move = waiting;
    waiting.cancel = this.clock.after(lead, () => {
      if (waiting.dropped) return;
      if (!this.#stillDue(waiting.key)) {
        this.#drop(waiting);
        this.poke();
        return;
      }
      this.#begin(due, waiting, delay - lead);
    });
  }

  /** The lead has passed: the bot decides, and its move is let go once the rest of the delay has. */
  #begin(move: M, waiting: Waiting, rest: number): void {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    waiting.begun = true;
    const started = this.clock.now?.() ?? 0;
    let settled = false;
    const done = (): void => {
      if (settled) return;
      settled = true;
      if (this.#move !== waiting) return;
      this.#move = null;
      this.poke();
    };
    let played: void | PromiseLike<unknown>;
    try {
      played = this.front.play(move, ready);
    } catch {
      played = undefined;
    }
    if (!waiting.dropped) {
      const left = rest - ((this.clock.now?.() ?? 0) - started);
      const letGo = (): void => {
        if (waiting.dropped) return;
        // Held back by its front end in the meantime: never played, and dropped, so that once let go it is decided anew
        // (kept, it would wait for a release that never comes).
        if (!this.#stillDue(waiting.key)) {
          this.#drop(waiting);
          this.poke();
          return;
        }
        release();
      };
      waiting.hurried = letGo;
      if (left <= 0 || this.#hurry) letGo();
      else waiting.cancel = this.clock.after(left, letGo);
    }
    if (played !== undefined && typeof played.then === 'function') played.then(done, done);
    else done();
  }
}
