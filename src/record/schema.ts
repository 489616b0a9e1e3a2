/**
 * The shape of a record file, version 1, checked with zod before any of it
 * is trusted. The schema checks types and ranges only; whether the actions
 * are legal, the rankings right and the names usable is for the replay
 * (`Table.fromRecord`), which is the engine's own word on it.
 *
 * zod/mini rather than zod's classic API: the same checks, but only what is
 * used ends up in the command-line bundle.
 */

import * as z from 'zod/mini';
import { BOT_LEVELS } from '../bots/levels.js';
import { ACTION_TYPES, actionFields } from '../core/actions.js';
import { HAND_CATEGORY_CODES } from '../core/hand.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS } from '../core/types.js';
import { MATCH_FORMAT, MATCH_FORMAT_VERSION, MAX_MATCH_GAMES, MIN_MATCH_GAMES } from '../table/index.js';

/** Longer text than this in a name or seed is not a name or seed but a broken (or hostile) file. */
const MAX_TEXT = 200;

/** The most actions a game has: two per turn. */
const MAX_ACTIONS = MAX_PLAYERS * MAX_ROUNDS * 2;

/**
 * The schema of a record file, built at its first use: building it takes
 * milliseconds, which a new game would otherwise pay before its first frame
 * without ever reading a file.
 */
export function matchRecordSchema(): MatchRecordSchema {
  built ??= buildSchema();
  return built;
}

/**
 * An action as the record writes it (no seat: the entry around it has that),
 * made from the table of actions (core/types.ts): one object per kind, each
 * field one of its values, nothing else.
 */
export function actionSchema() {
  const [firstKind, ...otherKinds] = ACTION_TYPES.map((type) =>
    z.strictObject({
      type: z.literal(type),
      ...Object.fromEntries(actionFields(type).map(([field, values]) => [field, z.literal(values)])),
    }),
  );
  return z.discriminatedUnion('type', [firstKind!, ...otherKinds]);
}

type MatchRecordSchema = ReturnType<typeof buildSchema>;
let built: MatchRecordSchema | null = null;

function buildSchema() {
  const seat = z.int().check(z.minimum(0), z.maximum(MAX_PLAYERS - 1));
  const time = z.iso.datetime();
  const text = z.string().check(z.maxLength(MAX_TEXT));

  const action = actionSchema();

  const seatSpec = z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('human'), name: text }),
    z.strictObject({ kind: z.literal('bot'), name: text, level: z.enum(BOT_LEVELS) }),
  ]);

  // Who each seat belongs to (table/seats.ts); a key or an address is no longer than a name's limit allows.
  const owner = z.nullable(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('terminal') }),
      z.strictObject({ kind: z.literal('name') }),
      z.strictObject({ kind: z.literal('key'), key: text.check(z.minLength(1)) }),
      z.strictObject({ kind: z.literal('address'), address: text.check(z.minLength(1)) }),
    ]),
  );

  const placing = z.strictObject({
    seat,
    place: z.int().check(z.minimum(1), z.maximum(MAX_PLAYERS)),
    category: z.enum(HAND_CATEGORY_CODES),
  });

  const game = z.strictObject({
    seed: text.check(z.minLength(1)),
    startPlayer: seat,
    actions: z.array(z.strictObject({ seat, action })).check(z.maxLength(MAX_ACTIONS)),
    ranking: z.nullable(z.array(placing).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS))),
    // Added after the first files were written: optional, so those still load.
    hints: z.optional(z.array(z.strictObject({ seat, action: z.int().check(z.minimum(0), z.maximum(MAX_ACTIONS)) })).check(z.minLength(1), z.maxLength(MAX_ACTIONS + 1))),
  });

  return z.strictObject({
    format: z.literal(MATCH_FORMAT),
    version: z.literal(MATCH_FORMAT_VERSION),
    startedAt: time,
    updatedAt: time,
    endedAt: z.nullable(time),
    options: z.strictObject({
      rounds: z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS)),
      games: z.nullable(z.int().check(z.minimum(MIN_MATCH_GAMES), z.maximum(MAX_MATCH_GAMES))),
      tiebreak: z.enum(['category', 'kickers']),
      strictOrder: z.boolean(),
      seed: z.nullable(text.check(z.minLength(1))),
      // Written only when the players turned hints off; optional like every field added later.
      hints: z.optional(z.literal(false)),
      // Written only when game 1's start player was chosen (--first-player).
      firstPlayer: z.optional(seat),
    }),
    seats: z.array(seatSpec).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
    // Added after the first files were written: optional, so those still load.
    owners: z.optional(z.array(owner).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS))),
    program: z.optional(z.enum(['play', 'host', 'serve'])),
    // Written only when a human had left and a stand-in finished the match for them.
    departed: z.optional(z.array(seat).check(z.minLength(1), z.maxLength(MAX_PLAYERS))),
    // Open-ended matches are capped like fixed ones, so a file cannot ask for endless replaying.
    games: z.array(game).check(z.minLength(1), z.maxLength(MAX_MATCH_GAMES)),
    scores: z.array(z.number().check(z.minimum(0))).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
  });
}
