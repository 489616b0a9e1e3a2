/**
 * Limits per address that keep one client from spoiling the server for
 * everyone: guessing private tables' codes (at most 10 wrong codes in 10
 * minutes from one address, in the lobby or as ssh commands; reconnecting
 * does not start over), and filling it with tables nobody plays at (at most
 * 3 tables opened from one address without a player connected: waiting for
 * players or already played by bots alike, else one client could open
 * tables of bots, leave them and keep everyone else from opening one).
 */

export const MAX_WRONG_CODES = 10;
export const WRONG_CODE_WINDOW_MS = 10 * 60_000;
export const MAX_UNATTENDED_TABLES_PER_ADDRESS = 3;

export class AddressGuard {
  /** When each address's recent wrong codes were typed (ms), oldest first. */
  readonly #misses = new Map<string, number[]>();

  /** Seconds until `address` may try a code again, or null if it may now. */
  codesLocked(address: string, now: number): number | null {
    const recent = this.#recent(address, now);
    if (recent.length < MAX_WRONG_CODES) return null;
    return Math.max(1, Math.ceil((recent[0]! + WRONG_CODE_WINDOW_MS - now) / 1000));
  }

  /** A code from `address` named no table; says whether that address may try no more for now. */
  missedCode(address: string, now: number): boolean {
    const recent = this.#recent(address, now);
    recent.push(now);
    this.#misses.set(address, recent);
    return recent.length >= MAX_WRONG_CODES;
  }

  #recent(address: string, now: number): number[] {
    const recent = (this.#misses.get(address) ?? []).filter((at) => now - at < WRONG_CODE_WINDOW_MS);
    if (recent.length === 0) this.#misses.delete(address);
    else this.#misses.set(address, recent);
    return recent;
  }
}
