import { couponQuoteInputSchema, couponQuoteSchema } from '@direto/contracts';
import { quoteCoupon } from '../services/coupons/coupon-quote';
import { publicProcedure, router } from '../trpc';

/**
 * Issue 31: the checkout's coupon quote (anyone; nothing reserved). Merged into `coupon` with the
 * owner's coupon routes (root.ts).
 */
export const couponQuoteRouter = router({
  quote: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/coupon-quote' },
      description:
        'O que um cupom faria com este carrinho (code, subtotal, orderType, district, phone, deliveryFee), sem usá-lo: { valid, discount, freeDelivery, reason } ' +
        'e applied, o benefício que o pedido teria (o cupom, ou uma oferta automática ou cupom pessoal melhor). Sem code, só o benefício automático. Limitado por IP.',
    })
    .input(couponQuoteInputSchema)
    .output(couponQuoteSchema)
    .mutation(({ ctx, input }) => quoteCoupon(ctx.em, { user: ctx.user, deviceId: ctx.device.id, ip: ctx.ip }, input)),
});
