/** Links people open, written the same way by the server (QR code) and the web app (share card, WhatsApp). */

/** The link customers register and order through (spec §2): {origin}/r/{shareableSlug}. */
export function restaurantInviteLink(origin: string, shareableSlug: string): string {
  return `${origin}/r/${encodeURIComponent(shareableSlug)}`;
}

/** The owner's page of one order (the web app's route /dashboard/orders/:orderId): every list of orders and the push alert link here. */
export function ownerOrderPath(orderId: string): string {
  return `/dashboard/orders/${encodeURIComponent(orderId)}`;
}

/** The customer's page of one order, where its status updates live. */
export function customerOrderLink(origin: string, orderId: string): string {
  return `${origin}/orders/${encodeURIComponent(orderId)}`;
}

/** The printable menu (issue 35), public like the menu: the owner's share card links to it. */
export function printedMenuPath(restaurantId: string): string {
  return `/api/restaurants/${encodeURIComponent(restaurantId)}/menu.pdf`;
}

/** Issue 33: a table's QR link, table mode of the menu (the token is the table's credential). */
export function tableLinkPath(token: string): string {
  return `/m/${encodeURIComponent(token)}`;
}
