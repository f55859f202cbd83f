import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` at once (more than a phone's screen holds),
 * then `step` more per task, as transitions, until `total`. A menu of 200 dishes thus paints its
 * top without rendering the whole page first, and the rest follows in short tasks that never
 * hold the main thread for long (a tap in between is answered at once).
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
