import type { OpenState } from '@direto/contracts';

/**
 * How long a restaurant answer may be sent as it is. Its `openState.asOf` says when it was
 * computed, and clients time their next look from it (closesAt − asOf), so it must stay recent;
 * phrases that depend on the day ('hoje', 'amanhã') and a timed pause ending while the
 * restaurant is closed anyway are also right again within this time.
 */
const OPEN_STATE_MAX_AGE_MS = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The app-clock instant from which an answer showing `openState` (computed at `builtAt`) is
 * wrong: the next boundary (closing, opening, the end of a pause, the moment 'Aberto até
 * sexta às 02:00' becomes 'Aberto até 02:00'), and at the latest OPEN_STATE_MAX_AGE_MS later.
 */
export function openStateExpiry(openState: OpenState, builtAt: number): number {
  const candidates = [builtAt + OPEN_STATE_MAX_AGE_MS];
  const closesAt = openState.closesAt ? Date.parse(openState.closesAt) : undefined;
  if (closesAt !== undefined) candidates.push(closesAt, closesAt - DAY_MS);
  if (openState.nextOpenAt) candidates.push(Date.parse(openState.nextOpenAt));
  return Math.min(...candidates.filter((instant) => instant > builtAt));
}
