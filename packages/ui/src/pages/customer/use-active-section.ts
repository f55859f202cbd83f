import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The DOM id of a menu section, for its tab to point at. */
export const sectionElementId = (sectionId: string) => `secao-${sectionId}`;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** What a person does to scroll by themselves (ends a jump's hold on the highlight). */
const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function scrollsByHand(event: Event): boolean {
  if (!(event instanceof KeyboardEvent)) return true;
  const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]');
  return SCROLL_KEYS.has(event.key) && !typing;
}

/**
 * Which menu section is under the sticky tab bar as the page scrolls, and a way to jump to one.
 * The current section is the last one whose top has passed the bar's bottom edge, or the last
 * section once the page is scrolled to its end (short last sections never reach the bar). A tab
 * tapped stays current until the person scrolls by themselves, so the sections passing by during
 * the jump, or a section that cannot scroll up to the bar, do not take the highlight from it.
 */
export function useActiveSection(sectionIds: readonly string[], bar: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState<string | null>(sectionIds[0] ?? null);
  const jumped = useRef(false);
  const key = sectionIds.join('|');

  useEffect(() => {
    const ids = key ? key.split('|') : [];
    const update = () => {
      if (jumped.current) return;
      const barBottom = bar.current?.getBoundingClientRect().bottom ?? 0;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
      let current = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(sectionElementId(id));
        if (!element) continue;
        // A jump leaves the section its scroll-margin below the top: that counts as reached.
        const line = Math.max(barBottom, parseFloat(getComputedStyle(element).scrollMarginTop) || 0) + 8;
        if (element.getBoundingClientRect().top <= line) current = id;
      }
      setActive(atEnd ? (ids.at(-1) ?? current) : current);
    };
    const release = (event: Event) => {
      if (scrollsByHand(event)) jumped.current = false;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, release, { passive: true, capture: true }));
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, release, { capture: true }));
    };
  }, [key, bar]);

  const jumpTo = useCallback((id: string) => {
    const element = document.getElementById(sectionElementId(id));
    if (!element) return;
    setActive(id);
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Holds the highlight until the person scrolls by hand (a tap on a dish or the cart does not).
    jumped.current = true;
  }, []);

  return { active, jumpTo };
}
