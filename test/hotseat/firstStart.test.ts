/** A first start (nothing saved where matches are kept) offers the tutorial in one line on the setup screen; any saved match, or anything else to say first, and it does not. */

import { describe, expect, it } from '@jest/globals';
import { createStore } from '../../src/record/store.js';
import { firstStartMatch, savedMatch } from '../../src/hotseat/savedMatch.js';
import { launchOptions } from './helpers.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('first');

function emptyStore() {
  const dir = freshDir();
  return createStore({ dir });
}

const deps = { now: () => 0, newSeed: () => 'seed' };

describe('the first start', () => {
  it('offers the tutorial in one line, with the command as the player started the program', () => {
    const store = emptyStore();
    const options = launchOptions();
    const offered = firstStartMatch(savedMatch(options, store, { kind: 'new' }, deps), store, 'en', 'npm start --');
    expect(offered.note).toBe('New to the game? Lessons: npm start -- tutorial');
    expect(firstStartMatch(savedMatch(options, store, { kind: 'new' }, deps), store, 'de').note).toBe('Neu im Spiel? Lektionen: shift-poker tutorial');
  });

  it('says nothing once a match was saved there', () => {
    const store = emptyStore();
    const options = launchOptions();
    const first = savedMatch(options, store, { kind: 'new' }, deps);
    // Dealing a match saves it.
    first.start(options.seats, 2);
    expect(store.newest()).not.toBeNull();
    expect(firstStartMatch(savedMatch(options, store, { kind: 'new' }, deps), store, 'en').note ?? null).toBeNull();
  });

  it('leaves a line about something else alone', () => {
    const store = emptyStore();
    const hotseat = { ...savedMatch(launchOptions(), store, { kind: 'new' }, deps), notice: 'a saved match could not be read' };
    expect(firstStartMatch(hotseat, store, 'en')).toBe(hotseat);
  });
});
