import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { fromCents } from '@direto/contracts';

/** The Pix receiver as the restaurant set it up (key normalised, name and city plain ASCII). */
export interface PixReceiver {
  key: string;
  receiverName: string;
  receiverCity: string;
}

const TXID_MAX = 25;

/** A BR Code txid takes 1–25 letters and digits: the order id without its hyphens, cut to 25. */
export const pixTxid = (orderId: string) => orderId.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX);

/**
 * The static Pix BR Code ('copia e cola') of an order: the restaurant's key, name and city, the
 * order's total with two decimals and a txid from its id, built by a maintained library (CRC,
 * field lengths and the DICT key forms are its job). No point-of-initiation field: static code.
 */
export function orderPixPayload(receiver: PixReceiver, orderId: string, totalCents: number): string {
  const payload = generatePixPayload({
    key: receiver.key,
    merchantName: receiver.receiverName,
    merchantCity: receiver.receiverCity,
    amount: Number(fromCents(totalCents)),
    txid: pixTxid(orderId),
  });
  // The settings schema only stores what the library accepts; null here is a bug, not bad input.
  if (payload === null) throw new Error('Pix BR Code could not be built from the stored settings');
  return payload;
}
