/* global document, requestAnimationFrame, Element */
// Issue 20: starts the web app once the page has painted. The menu page comes with its first view
// already in the HTML (apps/server/src/plugins/menu-page-render.ts), so its code is not needed for
// that paint: the code is fetched and run after it (a frame later at most), never competing with
// what the first paint needs. A classic deferred script, so it knows its own element: data-entry
// is the app's entry, data-preload the chunks it and the page import, fetched alongside it.
(() => {
  // A button tapped before the app has taken the page over (it does nothing without it) is kept
  // from the page and tapped again once the menu is live (restaurant-menu-page.tsx says so):
  // links and fields work without the app and are left alone.
  const early = [];
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.stopPropagation();
    early.push(button);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    'direto:menu-hydrated',
    () => {
      document.removeEventListener('click', keep, true);
      for (const button of early.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );

  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry?.startsWith('/assets/')) return;
  let started = false;
  const preloads = (script.dataset.preload ?? '').split(' ').filter((href) => href.startsWith('/assets/'));
  // One hint per task: inserting a modulepreload link into a page this size costs a few ms of a
  // phone's main thread, and all twenty in one task blocked it for 100 ms (issue 37's traces).
  const preloadNext = () => {
    const href = preloads.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The credentials mode import() uses, so the preloaded module is the one it takes.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext, 0);
  };
  // The stylesheets that came inside the page, as disabled links (neither fetched nor applied):
  // the app's chunk loader looks for a stylesheet's link before a lazy screen and, finding none,
  // fetched it again and restyled the whole page (issue 37's traces). Written here, not in the
  // HTML, whose preload scanner fetches even a disabled stylesheet.
  const markInlined = () => {
    for (const href of (script.dataset.inlined ?? '').split(' ')) {
      if (!href.startsWith('/assets/')) continue;
      const link = document.createElement('link');
      link.setAttribute('disabled', '');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    markInlined();
    // The entry first: the hints then fetch what it imports while it downloads.
    void import(entry);
    preloadNext();
  };
  // A page in the background never paints: nothing to wait for.
  if (document.visibilityState !== 'visible') return start();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The frame's callbacks run just before it paints; a task queued from there runs just after.
    return requestAnimationFrame(() => setTimeout(start, 0));
  }
  // Whatever happens to the paint entries, the app starts within 3 s.
  setTimeout(start, 3000);
  // Once the browser says the first paint with content is on screen.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
