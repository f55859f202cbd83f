/**
 * The push services browsers subscribe at (the default of PUSH_ALLOWED_HOSTS): the only hosts the
 * server sends alerts to. `*.` stands for any subdomain.
 * - Chrome, Edge on Android, Opera, Samsung Internet, Brave: Firebase Cloud Messaging
 *   (`fcm.googleapis.com`; subscriptions from before FCM still name `android.googleapis.com`);
 * - Firefox: Mozilla's autopush (`updates.push.services.mozilla.com`);
 * - Safari on macOS and iOS: Apple (`web.push.apple.com`);
 * - Edge on Windows: Windows Push Notification Services (`<region>.notify.windows.com`).
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;
