import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { embeddedNow } from './seeded-queries';

/**
 * Issue 37: the instant a page's first view was rendered on the server, which the server sends
 * with the page's data. Texts relative to now ('Agendado para amanhã 19:30') are rendered from it
 * on the server and while the browser hydrates that view, so both give the same HTML whatever the
 * device's clock; the browser's own clock takes over right after.
 */
const FirstViewNowContext = createContext<number | null>(null);

/** The server's render of a page (entry-server.tsx), at the instant it embeds in the page. */
export function FirstViewNowProvider({ now, children }: { now: string; children: ReactNode }) {
  return createElement(FirstViewNowContext.Provider, { value: Date.parse(now) }, children);
}

const MINUTE_MS = 60_000;

function subscribeEveryMinute(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

// Floored to the minute: a store's snapshot must not change between two reads of one render.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

function pageNow(): number | null {
  if (typeof document === 'undefined') return null;
  const now = embeddedNow(document);
  return now === null ? null : Date.parse(now);
}

/** Now, for texts relative to it: the server's instant while rendering or hydrating its first view, the device's after. */
export function useNow(): Date {
  const serverNow = useContext(FirstViewNowContext);
  const ms = useSyncExternalStore(subscribeEveryMinute, currentMinute, () => serverNow ?? pageNow() ?? currentMinute());
  return useMemo(() => new Date(ms), [ms]);
}
