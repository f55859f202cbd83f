/**
 * The one clock of the server. Services ask it the time instead of calling `new Date()`, so
 * opening hours, pauses and scheduled orders can be tested at any instant: tests (and the e2e
 * server, through its test-only hook) move it with `setClockOffset`.
 */
let offsetMs = 0;

/** Now, as the server sees it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test-only: makes `now()` answer `at` from this moment on (time keeps running); null puts the real time back. */
export function setClockTo(at: Date | null): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
