import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PENDING_ALERT_MINUTES } from '@direto/contracts';

/** Every 15 s is enough for minute-precision times ('há 3 min') and a highlight at most 15 s late. */
const TICK_MS = 15_000;

interface PendingAlert {
  /** The restaurant's limit in minutes (pendingAlertMinutes). */
  alertMinutes: number;
  /** The current time (ms), refreshed every few seconds so elapsed times and highlights move on. */
  now: number;
}

const PendingAlertContext = createContext<PendingAlert>({ alertMinutes: PENDING_ALERT_MINUTES.default, now: Date.now() });

/** The owner's order screens below it (board cards, list rows) show elapsed times and highlight late orders. */
export function PendingAlertProvider({ alertMinutes, children }: { alertMinutes: number; children: ReactNode }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // The same value until it changes: a new object would re-render every card of the board (issue 37).
  const value = useMemo(() => ({ alertMinutes, now }), [alertMinutes, now]);
  return <PendingAlertContext.Provider value={value}>{children}</PendingAlertContext.Provider>;
}

export function usePendingAlert(): PendingAlert {
  return useContext(PendingAlertContext);
}
