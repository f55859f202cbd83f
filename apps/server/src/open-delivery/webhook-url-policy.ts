import { isIP } from 'node:net';
import { isPublicAddress } from '../push/public-address';
import type { ResolveHost } from '../push/push-endpoint-policy';

/**
 * Where a restaurant's POS webhook may point: https at public addresses only, like push endpoints
 * (an owner must not make the server call into its own network), unless the operator allowed
 * private and loopback addresses (OD_WEBHOOK_ALLOW_PRIVATE, a POS on the restaurant's network):
 * then http too. A name that does not resolve right now is accepted, as for push; the sender
 * checks the addresses again at every delivery.
 */
export async function acceptsWebhookUrl(url: string, options: { allowPrivate: boolean; resolveHost: ResolveHost }): Promise<boolean> {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return false;
  if (options.allowPrivate) return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host);
  const addresses = await options.resolveHost(host).catch(() => []);
  return addresses.every((entry) => isPublicAddress(entry.address));
}
