/** Die Wörter von `players` auf Deutsch (die Form gibt words.en.ts vor). */

import type { PlayersWords } from './words.en.js';

export const playersDe: PlayersWords = {
  header: { player: 'Spieler', rating: 'Wertungszahl', matches: 'Partien', wins: 'Gewonnen', last: 'Zuletzt', trend: 'Verlauf' },
  provisional: (p) => `${p.rating} ±${p.plusMinus}`,
  noRatings: (p) => `In ${p.dir} gibt es noch keine gewerteten Partien: eine Partie wird gewertet, wenn sie vorbei ist.`,
  unread: (p) =>
    `${p.count === 1 ? '1 gespeicherte Partie' : `${p.count} gespeicherte Partien`} in ${p.dir} ${p.count === 1 ? 'ließ' : 'ließen'} sich nicht lesen und ${p.count === 1 ? 'ist' : 'sind'} nicht gewertet (shift-poker history sagt, was nicht stimmt).`,
  noSuchPlayer: (p) => `Kein gewerteter Spieler „${p.name}“ in ${p.dir} (shift-poker players listet sie auf).`,
  profileTitle: (p) => `${p.name}: Wertungszahl ${p.rating}${p.provisional ? ' (vorläufig: weniger als 5 Partien)' : ''}`,
  profileCounts: (p) => `${p.matches} ${p.matches === 1 ? 'Partie' : 'Partien'}, ${p.wins} gewonnen; längste Siegesserie ${p.streak}; zuletzt gespielt ${p.last}`,
  bestHand: (p) => `Beste Kombination: ${p.hand}`,
  chartTitle: (p) => (p.count === 1 ? 'Wertungszahl nach der einen Partie:' : `Wertungszahl nach jeder der letzten ${p.count} Partien:`),
  versusTitle: 'Gegen:',
  versus: (p) => `${p.matches} ${p.matches === 1 ? 'Partie' : 'Partien'}, ${p.above}-mal vor, ${p.below}-mal hinter ihnen`,
  bot: (p) => `Bot, ${p.level}`,
};
