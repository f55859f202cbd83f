/**
 * Runs `work` once the page has loaded, `delayMs` has passed and the browser is idle: for what a
 * screen does not need to paint (the toast region's code, dialogs' code), so its downloads and
 * start-up never compete with the first screen's. Returns a cancel function.
 */
export function whenIdle(work: () => void, delayMs = 0): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const onIdle = () => {
    if (!cancelled) work();
  };
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(onIdle, { timeout: 2000 });
      else onIdle();
    }, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
