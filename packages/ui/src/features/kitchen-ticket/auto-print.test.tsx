import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEC_ORDER_DELIVERY } from '@/test/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus, OrderWithItems } from '@direto/contracts';
import { renderWithProviders } from '@/test/render-app';
import { NextStatusButton } from '@/pages/owner/dashboard/next-status-button';
import { PrintTicketButton } from './print-ticket-button';
import { writePrintSettings } from './print-settings';
import { PRINTED_ORDERS_MAX, rememberPrinted, wasPrinted } from './printed-orders';
import { ticketPrinter } from './print-ticket';

const FIRST = '00000000-0000-4000-8000-00000000aaa1';
const SECOND = '00000000-0000-4000-8000-00000000bbb2';

function makeOrder(id: string, status: OrderStatus = 'confirmed'): OrderWithItems {
  return {
    id,
    restaurantId: '00000000-0000-4000-8000-0000000000aa',
    restaurantName: 'Sabor da Bahia',
    customerId: '00000000-0000-4000-8000-000000000001',
    customerName: 'Ana Souza',
    status,
    subtotal: '29.80',
    deliveryFee: '5.00',
    total: '34.80',
    customerPhone: '(71) 98765-4321',
    deliveryAddress: 'Rua das Flores, 123',
    notes: 'Sem cebola',
    createdAt: '2026-11-21T22:42:00.000Z',
    updatedAt: '2026-11-21T22:42:00.000Z',
    deliveredAt: null,
    cancelReason: null,
    ...SPEC_ORDER_DELIVERY,
    items: [{ id: `${id}-1`, productId: null, productName: 'Acarajé', quantity: 2, unitPrice: '14.90', totalPrice: '29.80', options: [], notes: null }],
  };
}

/** What the printer got: the text of each ticket of the print frame, at each print. */
let printed: string[][];

beforeEach(() => {
  printed = [];
  vi.spyOn(ticketPrinter, 'print').mockImplementation((frame) => {
    printed.push([...frame.document.querySelectorAll('.kitchen-ticket')].map((ticket) => (ticket.textContent ?? '').replace(/\s+/g, ' ')));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderButtons(orders: { id: string; status: OrderStatus }[]) {
  return renderWithProviders(
    <>
      {orders.map((order) => (
        <div key={order.id} data-testid={`order-${order.id}`}>
          <NextStatusButton orderId={order.id} status={order.status} />
          <PrintTicketButton orderId={order.id} />
        </div>
      ))}
    </>,
    {
      handlers: {
        'order.updateStatus': (input) => makeOrder((input as { orderId: string }).orderId, (input as { status: OrderStatus }).status),
        'order.byId': (input) => makeOrder((input as { id: string }).id),
      },
    },
  );
}

type Rendered = ReturnType<typeof renderButtons>;

/** Clicks the order's 'Próximo Status · Confirmar' and waits until the change is done (the button is free again). */
async function confirm(rendered: Rendered, orderId: string) {
  const user = userEvent.setup();
  const button = screen.getByTestId(`order-${orderId}`).querySelector('button');
  if (!button) throw new Error('sem botão');
  const changes = () => rendered.server.calls.filter((call) => call.path === 'order.updateStatus').length;
  const before = changes();
  await user.click(button);
  await waitFor(() => {
    expect(changes()).toBe(before + 1);
    expect(button).toBeEnabled();
  });
}

const printedIds = () => printed.map((tickets) => /#[0-9a-f]{4}/.exec(tickets[0] ?? '')?.[0]);
const fetchedOrders = (rendered: Rendered) => rendered.server.calls.filter((call) => call.path === 'order.byId').length;

describe("'Imprimir automaticamente ao confirmar'", () => {
  it('prints the ticket when this device confirms an order, once per order however often it is confirmed', async () => {
    writePrintSettings({ autoPrintOnConfirm: true, copies: 2, paper: 58 });
    const rendered = renderButtons([
      { id: FIRST, status: 'pending' },
      { id: SECOND, status: 'pending' },
    ]);

    await confirm(rendered, FIRST);
    await waitFor(() => expect(printed).toHaveLength(1));
    // Two copies of the first order's ticket, with its items and notes.
    expect(printed[0]).toHaveLength(2);
    expect(printed[0]?.[0]).toContain('2x Acarajé');
    expect(printed[0]?.[0]).toContain('OBS: Sem cebola');

    // Confirmed again on this device (a retry, the same order in another list): not printed again.
    await confirm(rendered, FIRST);
    await confirm(rendered, SECOND);
    await waitFor(() => expect(printed).toHaveLength(2));
    await confirm(rendered, FIRST);
    expect(printedIds()).toEqual(['#aaa1', '#bbb2']);
    expect(fetchedOrders(rendered)).toBe(2);
  });

  it('prints nothing when the setting is off', async () => {
    const rendered = renderButtons([{ id: FIRST, status: 'pending' }]);
    await confirm(rendered, FIRST);
    expect(fetchedOrders(rendered)).toBe(0);
    expect(printed).toHaveLength(0);
  });

  it('prints nothing on later steps', async () => {
    writePrintSettings({ autoPrintOnConfirm: true });
    const rendered = renderButtons([{ id: FIRST, status: 'confirmed' }]);
    await confirm(rendered, FIRST);
    expect(screen.getByRole('button', { name: 'Próximo Status · Iniciar preparo' })).toBeInTheDocument();
    expect(fetchedOrders(rendered)).toBe(0);
    expect(printed).toHaveLength(0);
  });

  it("'Imprimir' prints every time, and an order printed by hand is not printed again on confirming", async () => {
    writePrintSettings({ autoPrintOnConfirm: true });
    const user = userEvent.setup();
    const rendered = renderButtons([{ id: FIRST, status: 'pending' }]);
    const print = screen.getByRole('button', { name: 'Imprimir pedido #aaa1' });
    await user.click(print);
    await waitFor(() => expect(printed).toHaveLength(1));
    await user.click(print);
    await waitFor(() => expect(printed).toHaveLength(2));

    await confirm(rendered, FIRST);
    expect(fetchedOrders(rendered)).toBe(2);
    expect(printed).toHaveLength(2);
  });
});

describe('the printed orders this device remembers', () => {
  it(`keeps the latest ${PRINTED_ORDERS_MAX}, forgetting the oldest`, () => {
    const ids = Array.from({ length: PRINTED_ORDERS_MAX + 1 }, (_, index) => `pedido-${index}`);
    ids.forEach(rememberPrinted);
    expect(wasPrinted('pedido-0')).toBe(false);
    expect(wasPrinted('pedido-1')).toBe(true);
    expect(wasPrinted(`pedido-${PRINTED_ORDERS_MAX}`)).toBe(true);
  });
});
