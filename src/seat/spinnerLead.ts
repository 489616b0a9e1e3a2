/** How long the spinner shows before a hint is worked out, so it is drawn before the search holds the thread. */
export const HINT_LEAD_MS = 30;

/**
 * The same lead before a computer player decides (its spinner is drawn first): one delay for every spinner.
 * @alias a second name on purpose, for what it delays
 */
export const SPINNER_LEAD_MS = HINT_LEAD_MS;

/** Waits `HINT_LEAD_MS`, so that whatever shows the spinner is drawn first. */
export function spinnerLead(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, HINT_LEAD_MS));
}
