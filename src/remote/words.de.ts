/** The German words of `host` and the ssh players' screens (words.en.ts has the English and the shape). */

import { plural } from '../i18n/plural.js';
import type { RemoteWords } from './words.en.js';

export const remoteDe = {
  usage: {
    seatsCount: (min, max, got) => `--seats braucht ${min} bis ${max} Plätze, angegeben: ${got}`,
    seatUnknown: (entry) => `--seats: „${entry}“ ist weder local[:name] noch remote noch bot[:stufe]`,
    oneLocal: '--seats: höchstens ein lokaler Platz (das Terminal des Hosts ist ein Bildschirm; andere treten über ssh bei)',
    noRemote: '--seats braucht mindestens einen Platz „remote“ (oder das Spiel ohne „host“ an einer Tastatur spielen)',
    botLevel: (option, got, levels) => `${option}: unbekannte Stufe „${got}“ (möglich: ${levels.join(', ')})`,
    passwordAndKeys: 'entweder --password oder --authorized-keys angeben, nicht beide',
    emptyPassword: '--password darf nicht leer sein',
    listen: (got) => `--listen: „${got}“ ist keine IP-Adresse in der Form dieses Rechners (z. B. 127.0.0.1, 0.0.0.0, ::)`,
    noKeys: (file) => `${file} enthält keinen öffentlichen Schlüssel, den ssh verwenden könnte`,
    readKeys: (file, why) => `${file} lässt sich nicht lesen: ${why}`,
    noTerminal: 'der Host braucht ein interaktives Terminal (der Host-Bildschirm zeigt das Passwort und führt die Partie)',
    noSavedMatch: (dir) => `keine nicht beendete Partie zum Fortsetzen in ${dir}`,
    noSavedMatchDamaged: (dir, problem) => `keine lesbare nicht beendete Partie zum Fortsetzen in ${dir}; die neueste Datei ist beschädigt: ${problem}`,
    cannotLoad: (why) => `Fortsetzen unmöglich: ${why}`,
    notHostable: (file, by, program) =>
      by === 'terminal'
        ? `${file}: die Partie wurde an einer Tastatur gespielt; sie geht mit „${program} --resume ${file}“ weiter`
        : `${file}: die Partie wurde auf „shift-poker serve“ gespielt; sie geht dort weiter`,
    keysMissing: (file, names) =>
      `${file}: --authorized-keys enthält den Schlüssel von ${names.join(', ')} nicht; ${names.length === 1 ? 'dieser Platz' : 'diese Plätze'} könnte${names.length === 1 ? '' : 'n'} nie zurückgenommen werden: bitte hinzufügen`,
    needsKeys: (file) => `${file}: Plätze der Partie gehören zu SSH-Schlüsseln: mit --authorized-keys <Datei> fortsetzen, in der diese Schlüssel stehen`,
    seatsDisagree: (seats) => `--seats passt nicht zur gespeicherten Partie: weglassen oder ${seats} angeben`,
    listenFailed: (address, port, why) => `Lauschen auf ${address} Port ${port} unmöglich: ${why}`,
    hostKeyUnreadable: (file, why) => `der Host-Schlüssel ${file} ist nicht lesbar (${why})`,
    hostKeyCannotCreate: (file, why) => `der Host-Schlüssel ${file} kann nicht angelegt werden (${why})`,
    hostKeyNotAKey: (file) => `${file} ist kein verwendbarer Host-Schlüssel (ein privater OpenSSH-Schlüssel)`,
    tiebreak: (got) => `--tiebreak muss „category“ oder „kickers“ sein, angegeben: „${got}“`,
  },
  host: {
    title: 'SHIFT POKER - Host',
    join: 'Beitreten mit:',
    joinLine: (port, address) => `ssh -p ${port} <name>@${address}`,
    nameHint: 'Der Name vor @ ist der Name am Tisch (Buchstaben, Ziffern, Leerzeichen, _ . -).',
    password: 'Raumpasswort:',
    keysOnly: (count) => `Nur ${plural('de', count, { one: '# berechtigter Schlüssel darf', other: '# berechtigte Schlüssel dürfen' })} beitreten (ohne Passwort).`,
    fingerprint: 'Fingerabdruck des Host-Schlüssels (beim ersten Mal prüfen):',
    seats: 'Plätze',
    waitingFor: (count) => `wartet auf ${plural('de', count, { one: '# Spieler', other: '# Spieler' })}`,
    emptySeat: '(frei)',
    localTag: 'dieses Terminal',
    remoteTag: 'über ssh',
    away: 'abwesend',
    standIn: 'abwesend, ein Bot spielt',
    ready: 'bereit',
    spectators: (count) => `${plural('de', count, { one: '# Zuschauer sieht', other: '# Zuschauer sehen' })} zu`,
    keysLobby: 's jetzt starten (freie Plätze werden Bots)   q Server beenden',
    keysPlaying: 'q Server beenden (die Partie ist gespeichert; --resume holt sie zurück)',
    keysPlayingUnsaved: 'q Server beenden',
    keysBetween: 'n nächstes Spiel   q Server beenden',
    keysOver: 'Die Partie ist beendet.   q Server beenden',
    keysLocal: 'Tab wechselt zwischen deinem Platz und diesem Host-Bildschirm.',
    quitting: 'Server beenden und alle Verbindungen trennen? j beenden   n weiter',
    saved: (file) => `Gespeichert in ${file}`,
    resumeWith: (command) => `Weiter geht es mit: ${command}`,
    savedEarlier: (file, position) =>
      `Nicht gespeichert seit ${position.round === null ? `dem Ende von Spiel ${position.game}` : `Spiel ${position.game}, Runde ${position.round}/${position.rounds}`}: ${file} enthält die Partie von damals.`,
    saveWarning: (why) => `Achtung: die Partie lässt sich nicht speichern (${why}); es wird weitergespielt.`,
    resumed: (file) => `Fortgesetzt: ${file}`,
    cannotResume: 'die gespeicherte Partie lässt sich nicht nachspielen',
    stopped: 'Der Server ist beendet.',
    gameOf: (game, games) => (games === null ? `Spiel ${game}` : `Spiel ${game} von ${games}`),
    phase: {
      lobby: 'Warten auf Spieler',
      playing: 'Im Spiel',
      betweenGames: 'Zwischen zwei Spielen',
      matchOver: 'Partie beendet',
    },
  },
  join: {
    botName: (name, port) => `„${name}“ heißen Bots: mit einem anderen Namen verbinden (ssh -p ${port ?? '<port>'} andername@<adresse>).`,
    onlyReader: (port) =>
      `Dieser Host kennt einen Befehl: sr, für den Screenreader-Modus (ssh -t -p ${port ?? '<port>'} name@<adresse> sr); oder keinen, für das gezeichnete Spiel.`,
    closed: 'Der Server wird gerade beendet.',
    nameTaken: (name, port) => `Der Name „${name}“ ist an diesem Tisch vergeben: mit einem anderen Namen verbinden (ssh -p ${port ?? '<port>'} andername@<adresse>).`,
    lookalike: (name, other, port) =>
      `Der Name „${name}“ sieht aus wie „${other}“ an diesem Tisch: mit einem anderen Namen verbinden (ssh -p ${port ?? '<port>'} andername@<adresse>).`,
    otherKey: (name) => `Der Platz von „${name}“ gehört zu einem anderen Schlüssel.`,
    sameKey: (other) => `Dein Schlüssel hält an diesem Tisch schon den Platz von „${other}“: ein Platz für jeden Spieler.`,
    held: (name) => `Der Platz von „${name}“ bleibt gesperrt: wem er gehört, ließ sich nicht feststellen, darum spielt ihn ein Bot.`,
    full: 'Alle Plätze sind besetzt.',
    started: 'Die Partie hat begonnen und alle Plätze sind besetzt.',
    badName: (port) => `Dein Benutzername ist am Tisch nicht verwendbar: mit einem Namen aus Buchstaben und Ziffern verbinden (ssh -p ${port ?? '<port>'} name@<adresse>).`,
    nameTooWide: (max) => `Dein Benutzername ist länger, als ein Name am Tisch sein darf (${max} Spalten): mit einem kürzeren verbinden.`,
    replaced: 'Du hast dich anderswo neu verbunden: diese Verbindung wird geschlossen.',
    inUse: (name) =>
      `„${name}“ ist an diesem Tisch schon verbunden. Falls du das bist und dein altes Fenster hängt: in einer Minute noch mal versuchen, sobald der Host es geschlossen hat.`,
    bye: 'Tschüss!',
    byeHost: (name, port) => `Tschüss! Dein Platz wartet auf dich, solange der Host läuft: ssh -p ${port ?? '<port>'} ${name}@<adresse> bringt dich zurück.`,
  },
  lobby: {
    title: 'Warten auf Spieler',
    you: 'du',
    seat: (index) => `${index}.`,
    open: 'freier Platz',
    hostStarts: 'Das Spiel beginnt, sobald alle Plätze besetzt sind, oder früher, wenn der Host es startet.',
    spectating: 'Du siehst zu: du siehst die offenen Karten und den Verlauf, nie verdeckte Karten.',
    keys: '? Hilfe   q gehen',
  },
  reader: {
    waiting: (p) =>
      `${p.where}. Am Tisch: ${p.seated}. ${p.open === 0 ? 'Kein Platz frei.' : p.open === 1 ? '1 Platz frei.' : `${p.open} Plätze frei.`} ${p.starts}${p.watching === '' ? '' : ` ${p.watching}`}`,
  },
  saving: {
    failing: (why) => `Speichern gerade nicht möglich; es geht weiter (${why}).`,
  },
  notices: {
    left: (name, seconds) => `${name} ist gegangen. Ein Bot übernimmt, falls ${name} nicht binnen ${seconds} s zurück ist.`,
    botTakesOver: (name, level) => `${name} ist abwesend: ein Bot (${level}) spielt bis zur Rückkehr.`,
    back: (name) => `${name} ist zurück.`,
    backFromBot: (name) => `${name} ist zurück und spielt wieder selbst.`,
  },
} satisfies RemoteWords;
