/** Links people open, written the same way by the server (QR code) and the web app (share card, WhatsApp). */

/** The link customers register and order through (spec §2): {origin}/r/{shareableSlug}. */
export function restaurantInviteLink(origin: string, shareableSlug: string): string {
  return `${origin}/r/${encodeURIComponent(shareableSlug)}`;
}

/** The customer's page of one order, where its status updates live. */
export function customerOrderLink(origin: string, orderId: string): string {
  return `${origin}/orders/${encodeURIComponent(orderId)}`;
}
