import { z } from 'zod';
import {
  couponIdInputSchema,
  couponResultsSchema,
  couponSchema,
  createCouponInputSchema,
  deletedSchema,
  restaurantIdInputSchema,
  updateCouponInputSchema,
} from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from '../services/coupons/coupon-admin';
import { couponResults } from '../services/coupons/coupon-results';

// Issue 31, Marketing › Cupons (merged into `coupon` with the quote, root.ts): the owner's coupons (a code) and automatic offers (code null).
export const couponAdminRouter = router({
  list: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/coupons' },
      description: 'Cupons e ofertas automáticas (code null) do próprio restaurante, do mais novo ao mais antigo. Os cupons pessoais (fidelidade, reativação) não entram na lista.',
    })
    .input(restaurantIdInputSchema)
    .output(z.array(couponSchema))
    .query(({ ctx, input }) => listCoupons(ctx.em, ctx.user, input.id)),

  create: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/coupons', status: 201 },
      description:
        'Cria um cupom (código de 3 a 20 letras e números, guardado em maiúsculas, único no restaurante: repetido, 409) ou uma oferta automática (code null), ' +
        'com um benefício (percent, amount, free_delivery ou free_item de um produto do cardápio) e condições opcionais.',
    })
    .input(createCouponInputSchema)
    .output(couponSchema)
    .mutation(({ ctx, input }) => createCoupon(ctx.em, ctx.user, input.id, input.coupon)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/coupons/{couponId}' },
      description: 'Salva um cupom ou oferta do próprio restaurante (o formulário inteiro). Pausar: active false. Os pedidos que já o usaram não mudam.',
    })
    .input(updateCouponInputSchema)
    .output(couponSchema)
    .mutation(({ ctx, input }) => updateCoupon(ctx.em, ctx.user, input.couponId, input.coupon)),

  delete: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/coupons/{couponId}' },
      description: 'Exclui um cupom ou oferta do próprio restaurante. Os pedidos que o usaram guardam o código e o desconto.',
    })
    .input(couponIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteCoupon(ctx.em, ctx.user, input.couponId)),

  results: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/coupons/{couponId}/results' },
      description:
        'Resultados de um cupom ou oferta: usos (pedidos não cancelados que o usaram), desconto total, receita desses pedidos e clientes novos (cujo primeiro pedido no restaurante o usou).',
    })
    .input(couponIdInputSchema)
    .output(couponResultsSchema)
    .query(({ ctx, input }) => couponResults(ctx.em, ctx.user, input.couponId)),
});
