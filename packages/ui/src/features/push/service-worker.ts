/**
 * The service worker (packages/ui/public/sw.js): it makes the app installable and shows push
 * alerts. It caches nothing, so registering it changes nothing else.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker once the page has loaded (it never delays the first paint). */
export function registerServiceWorkerOnLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // Without it the app works as before; only installing it and push alerts are unavailable.
      console.warn('Service worker não registrado', error);
    });
  });
}
