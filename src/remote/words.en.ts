/**
 * The English words of `shift-poker host`, on the host's terminal and on the
 * players' screens. Their shape is `RemoteWords`, which every other language
 * fills in (words.de.ts); words.ts gives them by language and words the
 * match's refusals and notices.
 */

import type { ResumePosition } from '../room/words.js';
import { plural } from '../i18n/plural.js';

export const remoteEn = {
  usage: {
    seatsCount: (min: number, max: number, got: number) => `--seats needs ${min} to ${max} seats, got ${got}`,
    seatUnknown: (entry: string) => `--seats: "${entry}" is not local[:name], remote or bot[:level]`,
    oneLocal: "--seats: at most one local seat (the host's terminal is one screen; other players join remotely)",
    noRemote: '--seats needs at least one remote seat (or use the game without "host" to play at one keyboard)',
    botLevel: (option: string, got: string, levels: readonly string[]) => `${option}: unknown level "${got}" (choose ${levels.join(', ')})`,
    passwordAndKeys: 'choose either --password or --authorized-keys, not both',
    emptyPassword: '--password cannot be empty',
    listen: (got: string) => `--listen: "${got}" is not an IP address of this machine's form (e.g. 127.0.0.1, 0.0.0.0, ::)`,
    noKeys: (file: string) => `${file} holds no public key ssh could use`,
    readKeys: (file: string, why: string) => `cannot read ${file}: ${why}`,
    noTerminal: 'the host needs an interactive terminal (the host screen shows the password and runs the match)',
    noSavedMatch: (dir: string) => `no unfinished match to resume in ${dir}`,
    noSavedMatchDamaged: (dir: string, problem: string) => `no unfinished match to resume in ${dir} that can be read; the newest file is damaged: ${problem}`,
    cannotLoad: (why: string) => `cannot resume: ${why}`,
    /** The saved match's seats belong elsewhere: `by` says where it goes on. */
    notHostable: (file: string, by: 'terminal' | 'serve', program: string) =>
      by === 'terminal'
        ? `${file}: the match was played at one keyboard; go on with it with ${program} --resume ${file}`
        : `${file}: the match was played on shift-poker serve; it goes on there`,
    /** Seats of the saved match belong to keys that --authorized-keys does not list: their players could never come back. */
    keysMissing: (file: string, names: readonly string[]) =>
      `${file}: --authorized-keys does not list the key of ${names.join(', ')}, whose seat${names.length === 1 ? '' : 's'} could then never be taken back: add ${names.length === 1 ? 'it' : 'them'}`,
    /** The saved match's seats belong to ssh keys, which a password room never asks for. */
    needsKeys: (file: string) => `${file}: seats of the match belong to ssh keys: resume it with --authorized-keys <file> listing them`,
    /** --seats given with --resume does not fit the saved match (`seats`: the match's, in --seats form). */
    seatsDisagree: (seats: string) => `--seats does not fit the saved match: leave it out, or give ${seats}`,
    listenFailed: (address: string, port: number, why: string) => `cannot listen on ${address} port ${port}: ${why}`,
    hostKeyUnreadable: (file: string, why: string) => `cannot read the host key ${file} (${why})`,
    hostKeyCannotCreate: (file: string, why: string) => `cannot create the host key ${file} (${why})`,
    hostKeyNotAKey: (file: string) => `${file} is not a usable host key (an OpenSSH private key)`,
    tiebreak: (got: string) => `--tiebreak must be "category" or "kickers", got "${got}"`,
  },
  host: {
    title: 'SHIFT POKER - host',
    join: 'Players join with:',
    joinLine: (port: number, address: string) => `ssh -p ${port} <name>@${address}`,
    nameHint: "The name before @ is the player's name at the table (letters, digits, space, _ . -).",
    password: 'Room password:',
    keysOnly: (count: number) => `Only ${plural('en', count, { one: '# authorized key', other: '# authorized keys' })} may join (no password).`,
    fingerprint: 'Host key fingerprint (players check it the first time):',
    seats: 'Seats',
    waitingFor: (count: number) => `waiting for ${plural('en', count, { one: '# player', other: '# players' })}`,
    emptySeat: '(open)',
    localTag: 'this terminal',
    remoteTag: 'remote',
    away: 'away',
    standIn: 'away, a bot plays',
    ready: 'ready',
    spectators: (count: number) => `${plural('en', count, { one: '# spectator', other: '# spectators' })} watching`,
    keysLobby: 's start now (empty seats become bots)   q stop the server',
    keysPlaying: 'q stop the server (the match is saved; --resume brings it back)',
    /** While saving fails: nothing may call the match saved. */
    keysPlayingUnsaved: 'q stop the server',
    keysBetween: 'n next game   q stop the server',
    keysOver: 'The match is over.   q stop the server',
    keysLocal: 'Tab switches between your seat and this host screen.',
    quitting: "Stop the server and end everyone's connection? y stop   n keep going",
    saved: (file: string) => `Saved to ${file}`,
    /** After the host stops an unfinished match: the command that brings it back (begins as the host was started). */
    resumeWith: (command: string) => `Go on with it: ${command}`,
    /** Saving failed after a while: the file holds the match as it was then. */
    savedEarlier: (file: string, position: ResumePosition) =>
      `Not saved since ${position.round === null ? `game ${position.game} ended` : `game ${position.game}, round ${position.round}/${position.rounds}`}: ${file} holds the match as it was then.`,
    saveWarning: (why: string) => `Warning: the match cannot be saved (${why}); play goes on.`,
    resumed: (file: string) => `Resumed ${file}`,
    cannotResume: 'the saved match cannot be replayed',
    stopped: 'The server has stopped.',
    gameOf: (game: number, games: number | null) => (games === null ? `Game ${game}` : `Game ${game} of ${games}`),
    phase: {
      lobby: 'Waiting for players',
      playing: 'Playing',
      betweenGames: 'Between games',
      matchOver: 'Match over',
    },
  },
  join: {
    botName: (name: string, port: number | null) => `"${name}" is how computer players are called: connect with another name (ssh -p ${port ?? '<port>'} othername@<address>).`,
    /** A command other than sr: the host's only one. */
    onlyReader: (port: number | null) =>
      `This host takes one command: sr, for the screen-reader mode (ssh -t -p ${port ?? '<port>'} name@<address> sr); or none, for the game as drawn.`,
    closed: 'The server is shutting down.',
    nameTaken: (name: string, port: number | null) => `The name "${name}" is taken at this table: connect with another name (ssh -p ${port ?? '<port>'} othername@<address>).`,
    /** A different name that reads like one at the table (a Cyrillic "а" for "a"): it could pass for that player. */
    lookalike: (name: string, other: string, port: number | null) =>
      `The name "${name}" looks like "${other}" at this table: connect with another name (ssh -p ${port ?? '<port>'} othername@<address>).`,
    otherKey: (name: string) => `The seat of "${name}" belongs to another key.`,
    sameKey: (other: string) => `Your key already holds the seat of "${other}" at this table: one seat for each player.`,
    held: (name: string) => `The seat of "${name}" is held: who it belongs to could not be established, so a bot plays it.`,
    full: 'Every seat is taken.',
    started: 'The match has started and every seat is taken.',
    badName: (port: number | null) => `Your user name cannot be used at the table: connect as a name of letters and digits (ssh -p ${port ?? '<port>'} name@<address>).`,
    nameTooWide: (max: number) => `Your user name is longer than a name at the table may be (${max} columns): connect with a shorter one.`,
    replaced: 'You connected again from elsewhere: this connection is closed.',
    /** A second connection under the name of a player who is connected: it would see their hidden cards. */
    inUse: (name: string) => `"${name}" is connected at this table already. If that is you and your old window froze, try again in a minute, once the host has closed it.`,
    bye: 'Bye!',
    /** Leaving a host's table: how to come back (the host's address is the player's to know; the port where it is known). */
    byeHost: (name: string, port: number | null) => `Bye! Your seat waits for you while the host runs: ssh -p ${port ?? '<port>'} ${name}@<address> brings you back.`,
  },
  lobby: {
    title: 'Waiting for players',
    you: 'you',
    seat: (index: number) => `${index}.`,
    open: 'open seat',
    hostStarts: 'The game starts when every seat is taken, or earlier when the host starts it.',
    spectating: 'You are watching: you see the open cards and the log, never hidden cards.',
    keys: '? help   q leave',
  },
  reader: {
    /** A table waiting for its players, said in the screen-reader mode whenever who sits there changes. */
    waiting: (p: { where: string; seated: string; open: number; starts: string; watching: string }): string =>
      `${p.where}. Seated: ${p.seated}. ${p.open === 0 ? 'No seat open.' : p.open === 1 ? '1 seat open.' : `${p.open} seats open.`} ${p.starts}${p.watching === '' ? '' : ` ${p.watching}`}`,
  },
  saving: {
    /** On every seat's screen while the match's saves fail: one row of the table screen, the cause last (a long one is cut). */
    failing: (why: string) => `Cannot save the match right now; play goes on (${why}).`,
  },
  notices: {
    left: (name: string, seconds: number) => `${name} left. A bot plays for ${name} if they are not back within ${seconds} s.`,
    botTakesOver: (name: string, level: string) => `${name} is away: a ${level} bot plays for them until they return.`,
    back: (name: string) => `${name} is back.`,
    backFromBot: (name: string) => `${name} is back and plays again.`,
  },
};

export type RemoteWords = typeof remoteEn;
