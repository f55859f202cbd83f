import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeAllToasts } from '@/hooks/use-toast';

// Pages are lazily loaded chunks: the first render of a file can take over a second under a
// full parallel run on two cores, so findBy/waitFor wait up to 5 s instead of 1 s (they return
// as soon as the element is there).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs Radix (select, popper) calls; minimal stand-ins.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  removeAllToasts();
});
