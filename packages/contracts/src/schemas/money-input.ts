import { z } from '../zod-locale';
import { normalizeMoney, toCents } from '../money';
import { tooLongMessage } from './text';

/** Up to 8 integer digits (decimal(10,2)) and at most two decimals; no sign, no exponent. */
const MONEY_INPUT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
const MONEY_INPUT_TEXT_MAX = 32;

/**
 * A money amount as a person types it or a script sends it ("12.5", "12.50" or 12.5),
 * normalised to the two-decimal string the server stores ("12.50"). A JSON number is read
 * through its decimal text, so 0.30000000000000004 is refused instead of being rounded.
 */
export function moneyInput(messages: { label: string; required: string; invalid: string }) {
  return z
    // The raw text is bounded before it is trimmed and matched (an amount is a dozen characters).
    .union([z.string().max(MONEY_INPUT_TEXT_MAX, { message: tooLongMessage(messages.label, MONEY_INPUT_TEXT_MAX) }), z.number()], { message: messages.required })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(z.string().min(1, { message: messages.required }).regex(MONEY_INPUT_PATTERN, { message: messages.invalid }))
    .transform((value) => normalizeMoney(value));
}

/** Like moneyInput, and strictly greater than zero (a product price). */
export function positiveMoneyInput(messages: { label: string; required: string; invalid: string; positive: string }) {
  return moneyInput(messages).refine((value) => toCents(value) > 0, { message: messages.positive });
}
