/**
 * The server's lobby in the screen-reader mode (`ssh -t server sr`, or r in
 * the drawn lobby): plain lines instead of the drawn list. It says where the
 * player is and what they may type, and takes the same commands as ssh
 * itself (`quick`, `new --bot easy`, `join K7PQ`, `watch K7PQ`:
 * commands.ts), besides `tables`, `help` and `quit`. What is typed is
 * edited and echoed here (reader/lineEditor.ts): the client's terminal is
 * in raw mode and there is no pty on this side.
 */

import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';
import { shortText } from '../../i18n/safeText.js';
import { LineChannel } from '../../reader/lineEditor.js';
import { parseServeCommand } from './commands.js';
import type { Lobby } from './lobby.js';
import type { LobbyCommand } from './lobbyModel.js';
import type { DirectoryRefusal, TableListing } from './tables.js';
import { describeCommandProblem, describeServeRefusal, serveWords } from './words.js';

export interface ReaderLobbyDeps {
  readonly lobby: Lobby;
  readonly lang: Lang;
  /** Writes to the player's terminal as it is (lines end in "\r\n": there is no pty to add the "\r"). */
  readonly write: (text: string) => void;
  /** A command for the connection: a table to go to, or leaving; `typedCode` when a code was typed (wrong ones are counted). */
  readonly onCommand: (command: LobbyCommand, typedCode: boolean) => void;
}

export class ReaderLobby {
  readonly #deps: ReaderLobbyDeps;
  readonly #channel: LineChannel;

  constructor(deps: ReaderLobbyDeps) {
    this.#deps = deps;
    this.#channel = new LineChannel({ write: deps.write, onLine: (line) => this.#typed(line), onLeave: () => this.#command({ kind: 'quit' }, false) });
    const words = serveWords(deps.lang).reader;
    this.#say(words.welcome({ tables: deps.lobby.list().length, online: deps.lobby.online }));
    this.#say(words.commands);
  }

  /** The player's bytes. */
  input(data: Buffer): void {
    this.#channel.input(data);
  }

  /** A table the player asked for could not be had: why, in one sentence. */
  refused(reason: DirectoryRefusal): void {
    this.#say(describeServeRefusal(reason, this.#deps.lang, null));
  }

  /** A login without a key: it plays unrated (said once). */
  unrated(): void {
    this.#say(serveWords(this.#deps.lang).messages.unrated);
  }

  /** Back from a table that was closed under the player. */
  tableClosed(table: string): void {
    this.#say(serveWords(this.#deps.lang).messages.tableClosed(table));
  }

  close(): void {
    this.#channel.endLine();
    this.#channel.close();
  }

  #say(line: string): void {
    this.#channel.say(line);
  }

  #command(command: LobbyCommand, typedCode: boolean): void {
    this.#deps.onCommand(command, typedCode);
  }

  #typed(line: string): void {
    const lang = this.#deps.lang;
    const words = serveWords(lang).reader;
    const typed = line.replace(/[\u0000-\u001F\u007F-\u009F]/gu, '').trim();
    if (typed === '') return;
    const first = typed.split(/\s+/u)[0]!.toLowerCase();
    if (words.verbs.tables.includes(first)) return this.#sayTables();
    if (words.verbs.help.includes(first)) {
      this.#say(words.commands);
      return;
    }
    if (words.verbs.quit.includes(first)) return this.#command({ kind: 'quit' }, false);
    const parsed = parseServeCommand(typed, lang);
    if (!parsed.ok) {
      // Said back cut short: a pasted page is not read out again.
      this.#say(parsed.problem.code === 'unknown' ? words.unknown(shortText(parsed.problem.got)) : describeCommandProblem(parsed.problem, lang));
      return;
    }
    const command = parsed.command;
    switch (command.kind) {
      case 'lobby':
        return;
      case 'new':
        return this.#command({ kind: 'open', spec: command.spec }, false);
      case 'join':
        return this.#command({ kind: 'join', code: command.code }, true);
      case 'watch':
        return this.#command({ kind: 'watch', code: command.code }, true);
      case 'quick':
        return this.#command({ kind: 'quick' }, false);
      case 'tutorial':
        return this.#command({ kind: 'tutorial' }, false);
    }
  }

  #sayTables(): void {
    const lang = this.#deps.lang;
    const words = serveWords(lang).reader;
    const tables = this.#deps.lobby.list().filter((table) => table.code !== null);
    if (tables.length === 0) {
      this.#say(words.noTables);
      return;
    }
    for (const table of tables) this.#say(tableSentence(table, lang));
  }
}

/** One table of the list: its code, where it stands, who sits there. */
function tableSentence(table: TableListing, lang: Lang): string {
  const words = serveWords(lang).reader;
  // A bot is named when the match starts; until then it is its level ("easy bot").
  const botTag = coreWords(lang).bots.tag;
  const names = table.seats.flatMap((seat) => (seat.name !== null ? [seat.name] : seat.kind === 'bot' && seat.level !== null ? [botTag({ level: seat.level })] : []));
  const open = table.seats.filter((seat) => seat.kind !== 'bot' && seat.name === null).length;
  return words.table({
    code: table.code ?? '',
    phase: serveWords(lang).lobby.phase[table.phase],
    players: names.length === 0 ? '' : coreWords(lang).log.list(names),
    open,
    rounds: table.rounds,
  });
}
