/** How long the spinner shows before a hint is worked out, so it is drawn before the search holds the thread. */
export const HINT_LEAD_MS = 30;

/** Waits `HINT_LEAD_MS`, so that whatever shows the spinner is drawn first. */
export function spinnerLead(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, HINT_LEAD_MS));
}
