import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { checkoutDetailsSchema, DELIVERY_ADDRESS_REQUIRED } from './order';
import { tooLongMessage } from './text';
import { PROFILE_MESSAGES } from './user';

const ADDRESS_MIN = 5;

/**
 * The web checkout with issue 17: the free-text address is required only when it is what the
 * order goes with (a delivery from a restaurant without bairros); pickup and the structured
 * address do without it (`needsTextAddress` false).
 */
export const checkoutFormSchema = checkoutDetailsSchema
  .extend({
    deliveryAddress: z.string().trim().max(LIMITS.addressMax, tooLongMessage('Endereço', LIMITS.addressMax)),
    needsTextAddress: z.boolean(),
  })
  .refine((form) => !form.needsTextAddress || form.deliveryAddress !== '', { message: DELIVERY_ADDRESS_REQUIRED, path: ['deliveryAddress'] })
  .refine((form) => !form.needsTextAddress || form.deliveryAddress === '' || form.deliveryAddress.length >= ADDRESS_MIN, { message: PROFILE_MESSAGES.address, path: ['deliveryAddress'] });
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
