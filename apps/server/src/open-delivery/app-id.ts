import { createHash } from 'node:crypto';

/**
 * The Ordering Application's AppId (Event.sourceAppId, the webhook's X-App-Id): one uuid per
 * Direto deployment, the same for every POS. Derived from PUBLIC_URL (a name-based uuid, version
 * 5 layout), so it needs no storage and stays the same across restarts and processes.
 */
export function appIdFor(publicUrl: string): string {
  const bytes = createHash('sha1').update(`direto:open-delivery:${publicUrl}`).digest().subarray(0, 16);
  // Version 5 and the RFC 4122 variant (a digest's bytes 6 and 8 always exist).
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
