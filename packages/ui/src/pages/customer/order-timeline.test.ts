import type { OrderStatus, OrderType } from '@direto/contracts';
import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const summary = (status: OrderStatus, orderType: OrderType) => orderTimeline(status, orderType).map((step) => `${step.label}:${step.state}`);
const labels = (status: OrderStatus, orderType: OrderType) => orderTimeline(status, orderType).map((step) => step.label);

const DELIVERY_STEPS = ['Pendente', 'Confirmado', 'Preparando', 'Pronto', 'Saiu para entrega', 'Entregue'];
const PICKUP_STEPS = ['Pendente', 'Confirmado', 'Preparando', 'Pronto para retirada', 'Entregue'];

describe('order status timeline', () => {
  it.each<[OrderType, OrderStatus[], string[]]>([
    ['delivery', ['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'], DELIVERY_STEPS],
    ['pickup', ['pending', 'confirmed', 'preparing', 'ready', 'delivered'], PICKUP_STEPS],
  ])('a %s order shows the same steps from Pendente to Entregue, the one reached current', (orderType, walk, steps) => {
    walk.forEach((status, reached) => {
      expect(labels(status, orderType), status).toEqual(steps);
      expect(
        orderTimeline(status, orderType).map((step) => step.state),
        status,
      ).toEqual(steps.map((_, index) => (index < reached ? 'done' : index === reached ? 'current' : 'upcoming')));
    });
  });

  it("keeps 'Saiu para entrega' once a delivery is out and after it is delivered", () => {
    expect(summary('out_for_delivery', 'delivery')).toEqual([
      'Pendente:done',
      'Confirmado:done',
      'Preparando:done',
      'Pronto:done',
      'Saiu para entrega:current',
      'Entregue:upcoming',
    ]);
    expect(summary('delivered', 'delivery')).toEqual(['Pendente:done', 'Confirmado:done', 'Preparando:done', 'Pronto:done', 'Saiu para entrega:done', 'Entregue:current']);
  });

  it('ends a cancelled order at Cancelado', () => {
    expect(summary('cancelled', 'delivery')).toEqual(['Pendente:done', 'Cancelado:current']);
    expect(summary('cancelled', 'pickup')).toEqual(['Pendente:done', 'Cancelado:current']);
  });
});
