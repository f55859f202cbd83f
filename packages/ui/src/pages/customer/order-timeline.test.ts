import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const summary = (status: Parameters<typeof orderTimeline>[0]) => orderTimeline(status).map((step) => `${step.label}:${step.state}`);

describe('order status timeline', () => {
  it('walks Pendente → Confirmado → Preparando → Pronto → Entregue, marking the steps reached', () => {
    expect(summary('pending')).toEqual(['Pendente:current', 'Confirmado:upcoming', 'Preparando:upcoming', 'Pronto:upcoming', 'Entregue:upcoming']);
    expect(summary('preparing')).toEqual(['Pendente:done', 'Confirmado:done', 'Preparando:current', 'Pronto:upcoming', 'Entregue:upcoming']);
    expect(summary('delivered')).toEqual(['Pendente:done', 'Confirmado:done', 'Preparando:done', 'Pronto:done', 'Entregue:current']);
  });

  it('ends a cancelled order at Cancelado', () => {
    expect(summary('cancelled')).toEqual(['Pendente:done', 'Cancelado:current']);
  });
});
