/**
 * Ratings kept in PostgreSQL (pgSchema.ts: `shift_poker_ratings`,
 * `shift_poker_rated`), for a server of several processes: a finished
 * match is rated by the save that ends it (pgStore.ts), in one statement
 * with it and fenced as it is, so that a process that lost the table
 * rates nothing and no match is rated twice.
 *
 * Rating a match reads its players' ratings first (the one statement more
 * per finished match), computes theirs after it (ratings.ts), and writes
 * them only where each player's count of matches is still the one read:
 * else (another match of one of them was rated meanwhile) the statement
 * changes nothing at all, the record neither, and is made again from a
 * new reading. Matches are rated in the order their saves land; from the
 * records alone (`rebuildPgRatings`, run by `serve --migrate`) they are
 * rated in the order they ended: the same ratings wherever those agree.
 */

import type { MatchRecord } from '../table/index.js';
import { parseRecordText } from './load.js';
import { foldRatings, NO_RATINGS, rateMatch, ratingEvent, type PlayerId, type PlayerRating, type RatingChange, type Ratings } from './ratings.js';

/** What these need of a connection or pool (pgStore.ts' Queryable, which imports this module). */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<{ readonly rows: Row[] }>;
}

/**
 * The rating rows a finished `record` leaves, rated on top of its players'
 * ratings as stored now, and what it changes for each player (shown on the
 * final standings); null for a match that is not rated.
 */
export async function ratingRowsOf(db: Queryable, record: MatchRecord): Promise<{ readonly rows: PlayerRating[]; readonly changes: readonly RatingChange[] } | null> {
  const event = ratingEvent(record);
  if (event === null) return null;
  const ids = [...new Set(event.players.map((player) => player.id))];
  const found = await db.query<{ rating: PlayerRating }>('SELECT rating FROM shift_poker_ratings WHERE id = ANY($1::text[])', [ids]);
  const stored: Ratings = { players: new Map(found.rows.map((row) => [row.rating.id, row.rating])), rated: 0 };
  const { ratings, changes } = rateMatch(stored, record);
  return { rows: ids.map((id) => ratings.players.get(id)!), changes };
}

/** Every rating stored, and how many matches were rated. */
export async function storedRatings(db: Queryable): Promise<Ratings> {
  const found = await db.query<{ rating: PlayerRating }>('SELECT rating FROM shift_poker_ratings');
  const rated = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM shift_poker_rated');
  if (found.rows.length === 0) return NO_RATINGS;
  return { players: new Map(found.rows.map((row) => [row.rating.id, row.rating])), rated: rated.rows[0]?.count ?? 0 };
}

/** One player's stored rating, or null when they have none. */
export async function storedRatingOf(db: Queryable, id: PlayerId): Promise<PlayerRating | null> {
  const found = await db.query<{ rating: PlayerRating }>('SELECT rating FROM shift_poker_ratings WHERE id = $1', [id]);
  return found.rows[0]?.rating ?? null;
}

/**
 * The finished records saved in which `id` played (found by the text of
 * their key, then checked as a file is), for a profile.
 */
export async function recordsWith(db: Queryable, id: PlayerId): Promise<MatchRecord[]> {
  const needle = id.startsWith('key:') ? id.slice('key:'.length) : id;
  const found = await db.query<{ key: string; record: string }>('SELECT key, record FROM shift_poker_records WHERE ended AND strpos(record, $1) > 0', [needle]);
  return found.rows.flatMap((row) => {
    const parsed = parseRecordText(row.record, row.key);
    return parsed.ok ? [parsed.record] : [];
  });
}

/**
 * The ratings computed again from the finished records alone, replacing
 * what is stored, in one transaction that no finishing save can cross
 * (they wait for it, then rate on top). `db` must be one connection.
 */
export async function rebuildPgRatings(db: Queryable): Promise<Ratings> {
  await db.query('BEGIN');
  try {
    await db.query('LOCK TABLE shift_poker_ratings, shift_poker_rated IN SHARE ROW EXCLUSIVE MODE');
    const found = await db.query<{ key: string; record: string }>('SELECT key, record FROM shift_poker_records WHERE ended');
    const finished = found.rows.flatMap((row) => {
      const parsed = parseRecordText(row.record, row.key);
      return parsed.ok && parsed.record.endedAt !== null ? [{ key: row.key, record: parsed.record }] : [];
    });
    const ratings = foldRatings(finished.map((entry) => entry.record));
    const rated = finished.filter((entry) => ratingEvent(entry.record) !== null).map((entry) => ({ key: entry.key, endedAt: entry.record.endedAt }));
    await db.query('DELETE FROM shift_poker_rated');
    await db.query('DELETE FROM shift_poker_ratings');
    await db.query("INSERT INTO shift_poker_rated (key, ended_at) SELECT r->>'key', (r->>'endedAt')::timestamptz FROM jsonb_array_elements($1::jsonb) AS r", [
      JSON.stringify(rated),
    ]);
    await db.query("INSERT INTO shift_poker_ratings (id, matches, rating) SELECT p->>'id', (p->>'matches')::integer, p FROM jsonb_array_elements($1::jsonb) AS p", [
      JSON.stringify([...ratings.players.values()]),
    ]);
    await db.query('COMMIT');
    return ratings;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
