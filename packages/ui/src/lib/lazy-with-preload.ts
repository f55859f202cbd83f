import { lazy, type ComponentType } from 'react';

/**
 * React.lazy plus `preload()`: the component's code can be fetched ahead (when the page is idle,
 * or while the page waits for the API), so the first use shows it at once, while the first paint
 * never waits for it. Once the code is there the component no longer suspends at all: React shows
 * a boundary's content that resolved late only after a throttle (about 300 ms), which a preloaded
 * page would otherwise pay for nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next use.
        loading = null;
        throw error;
      },
    ));
  // Already loaded: a thenable that answers at once, which React.lazy reads without suspending
  // (React only calls then(); its types ask for a Promise all the same).
  const factory = () => {
    const module = loaded;
    if (!module) return start();
    const answered = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return answered as unknown as Promise<{ default: T }>;
  };
  return Object.assign(lazy(factory), {
    preload: () => void start().catch(() => {}),
    /** The code, fetched if need be: once it resolves, a render shows the component without suspending (server rendering needs that). */
    load: async () => void (await start()),
  });
}
