// The link customers register through (spec §2), written like the server's QR code writes it.
export { printedMenuPath, restaurantInviteLink } from '@direto/contracts';

/** WhatsApp's share page: the person picks the chat; the text carries the link. */
export function whatsappShareUrl(restaurantName: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Peça direto no ${restaurantName}: ${link}`)}`;
}

/** Facebook's share dialog for a link. */
export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}
