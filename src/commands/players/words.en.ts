/** The words of `players`: the list of rated players and one player's profile (English; words.de.ts is the German). */

export const playersEn = {
  header: { player: 'Player', rating: 'Rating', matches: 'Matches', wins: 'Won', last: 'Last played', trend: 'Trend' },
  /** A rating with its uncertainty, shown while it is provisional. */
  provisional: (p: { readonly rating: number; readonly plusMinus: number }): string => `${p.rating} ±${p.plusMinus}`,
  noRatings: (p: { readonly dir: string }): string => `No rated matches in ${p.dir} yet: a match is rated once it is over.`,
  unread: (p: { readonly count: number; readonly dir: string }): string =>
    `${p.count === 1 ? '1 saved match' : `${p.count} saved matches`} in ${p.dir} could not be read and ${p.count === 1 ? 'is' : 'are'} not rated (shift-poker history says what is wrong).`,
  noSuchPlayer: (p: { readonly name: string; readonly dir: string }): string => `No rated player called "${p.name}" in ${p.dir} (shift-poker players lists them).`,
  profileTitle: (p: { readonly name: string; readonly rating: string; readonly provisional: boolean }): string =>
    `${p.name}: rating ${p.rating}${p.provisional ? ' (provisional: fewer than 5 matches)' : ''}`,
  profileCounts: (p: { readonly matches: number; readonly wins: number; readonly last: string; readonly streak: number }): string =>
    `${p.matches} ${p.matches === 1 ? 'match' : 'matches'}, ${p.wins} won; longest run of wins ${p.streak}; last played ${p.last}`,
  bestHand: (p: { readonly hand: string }): string => `Best hand: ${p.hand}`,
  chartTitle: (p: { readonly count: number }): string => (p.count === 1 ? 'Rating after the one match:' : `Rating after each of the last ${p.count} matches:`),
  versusTitle: 'Against:',
  versus: (p: { readonly matches: number; readonly above: number; readonly below: number }): string =>
    `${p.matches} ${p.matches === 1 ? 'match' : 'matches'}, finished above ${p.above}, below ${p.below}`,
  /** How a computer player's level shows in the list. */
  bot: (p: { readonly level: string }): string => `computer, ${p.level}`,
};

export type PlayersWords = typeof playersEn;
