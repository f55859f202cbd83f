import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { PHONE_INVALID, toE164Phone } from '../phone';
import { structuredAddressSchema } from './address';
import { emailSchema, NAME_TOO_LONG, newPasswordSchema } from './auth';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { tooLongMessage } from './text';
import { orderDetailSchema, orderStatusSchema, orderWithItemsSchema, placeOrderInputSchema } from './order';
import { expectedVersionField, settingsVersionSchema } from './settings-version';
import { percentSchema, serviceChargePercentInput } from './tabs';

/** Issue 30: ordering without an account ('Aceitar pedidos sem cadastro'). */

export const GUEST_ORDERS_DISABLED = 'Este restaurante só aceita pedidos de clientes cadastrados';
/** Told to a blocked customer: neutral, it names no block. */
export const GUEST_ORDER_REFUSED = 'Não foi possível concluir este pedido. Entre em contato com o restaurante.';
/** Open (not delivered nor cancelled) orders one phone may have at one restaurant. */
export const GUEST_OPEN_ORDERS_MAX = 3;
export const GUEST_OPEN_ORDERS_REACHED = `Este celular já tem ${GUEST_OPEN_ORDERS_MAX} pedidos em andamento neste restaurante. Aguarde um deles ser entregue para fazer outro.`;
/** Guest orders to one address of one restaurant per hour. */
export const GUEST_ORDERS_PER_ADDRESS_PER_HOUR = 20;
export const GUEST_ADDRESS_LIMIT_REACHED = 'Muitos pedidos para este endereço na última hora. Tente novamente mais tarde.';
export const GUEST_ORDER_NOT_FOUND = 'Pedido não encontrado';
export const GUEST_NAME_REQUIRED = 'Informe seu nome';
export const GUEST_RESTAURANT_MISMATCH = 'O pedido é de outro restaurante';

/** GET/PUT /api/restaurants/{id}/order-settings (Configurações › Pedidos). */
export const orderSettingsSchema = z.object({
  /** 'Aceitar pedidos sem cadastro'. */
  guestOrders: z.boolean(),
  /** Issue 32, Configurações › Equipe: 'Equipe pode operar o caixa' (off: only the owner). */
  staffCanOperateCash: z.boolean(),
  /** Issue 33: 'Taxa de serviço (%)' a new conta starts with ("10.00"; 0 to 20; optional by law, removable per conta). */
  serviceChargePercent: percentSchema,
  version: settingsVersionSchema,
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export const orderSettingsFormSchema = z.object({ guestOrders: z.boolean({ message: 'Informe se aceita pedidos sem cadastro (true ou false)' }) });
export type OrderSettingsForm = z.infer<typeof orderSettingsFormSchema>;
/** Each field left out keeps its value: a client that knows only guestOrders (issue 30) never turns the caixa off. */
export const updateOrderSettingsInputSchema = z.object({
  id: uuidSchema,
  guestOrders: orderSettingsFormSchema.shape.guestOrders.optional(),
  staffCanOperateCash: z.boolean({ message: 'Informe se a equipe pode operar o caixa (true ou false)' }).optional(),
  serviceChargePercent: serviceChargePercentInput.optional(),
  ...expectedVersionField,
});

/** Who orders without an account: a name and a Brazilian phone (typed as the mask shows it; stored E.164). */
export const guestCustomerInputSchema = z.object({
  name: z.string({ error: GUEST_NAME_REQUIRED }).trim().min(1, GUEST_NAME_REQUIRED).max(LIMITS.nameMax, NAME_TOO_LONG),
  phone: z
    .string({ error: PHONE_INVALID })
    .trim()
    .max(LIMITS.phoneMax, tooLongMessage('Celular', LIMITS.phoneMax))
    .refine((typed) => toE164Phone(typed) !== null, PHONE_INVALID),
  /** 'Quero receber ofertas … pelo WhatsApp': unticked unless the guest ticks it. */
  marketingConsent: z.boolean().default(false),
});
export type GuestCustomerInput = z.input<typeof guestCustomerInputSchema>;

/** POST /api/restaurants/{id}/guest-orders: the body of POST /api/orders plus the guest. */
export const placeGuestOrderInputSchema = placeOrderInputSchema.extend({ id: uuidSchema, customer: guestCustomerInputSchema });
export type PlaceGuestOrderInput = z.input<typeof placeGuestOrderInputSchema>;

/** The tracking token of /pedido/{token}: 22 base64url characters (128 bits). */
export const guestTokenInputSchema = z.object({
  token: z.string().max(64, tooLongMessage('O código do pedido', 64)),
});

export const guestOrderPlacedSchema = z.object({
  order: orderWithItemsSchema,
  /** Opens /pedido/{token} and GET /api/guest-orders/{token}; shown once, never stored (only its digest is). */
  trackingToken: z.string(),
});
export type GuestOrderPlaced = z.infer<typeof guestOrderPlacedSchema>;

/** GET /api/guest-orders/{token}: the order with its history, and where its restaurant's menu is. */
export const guestOrderViewSchema = orderDetailSchema.extend({ restaurantSlug: z.string().nullable() });
export type GuestOrderView = z.infer<typeof guestOrderViewSchema>;

/** An order placed on this device, as 'Seus pedidos neste aparelho' lists it. */
export const deviceOrderSchema = z.object({
  id: z.string(),
  restaurantName: z.string().nullable(),
  restaurantSlug: z.string().nullable(),
  status: orderStatusSchema,
  total: moneySchema,
  createdAt: isoDateTimeSchema,
});
export type DeviceOrder = z.infer<typeof deviceOrderSchema>;

/** What this device remembers: the last guest order's name, phone and address, and its recent orders. */
export const guestDeviceSchema = z.object({
  prefill: z
    .object({
      name: z.string(),
      /** As the field shows it: '(11) 91234-5678'. */
      phone: z.string(),
      /** The last delivery's address: structured (restaurants with bairros) and as text. */
      address: structuredAddressSchema.nullable(),
      deliveryAddress: z.string().nullable(),
    })
    .nullable(),
  orders: z.array(deviceOrderSchema),
});
export type GuestDevice = z.infer<typeof guestDeviceSchema>;

/** 'Criar senha para acompanhar todos os seus pedidos' on /pedido/{token}. */
export const guestAccountFormSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export type GuestAccountForm = z.input<typeof guestAccountFormSchema>;
export const createGuestAccountInputSchema = guestAccountFormSchema.extend({ token: guestTokenInputSchema.shape.token });
