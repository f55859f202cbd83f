import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import type { OrderEvent, OrderPayment, OrderWithItems } from '@direto/contracts';
import { makeOrder } from '@/test/fixtures';
import { makeUser, renderApp } from '@/test/render-app';

const ORDER_ID = 'aaaaaaaa-0000-4000-8000-00000000ab12';
// A valid BR Code (CRC16 checked) for this order's total, R$ 43,00, as the server builds it.
const PIX_PAYLOAD =
  '00020126330014br.gov.bcb.pix011112345678909520400005303986540543.005802BR5917PIZZARIA SAO JOAO6009SAO PAULO62190515DIRETO00000AB126304FAF7';

const PIX_PENDING: OrderPayment = {
  method: 'pix',
  brand: null,
  changeFor: null,
  changeDue: null,
  status: 'pending',
  confirmedAt: null,
  pixPayload: PIX_PAYLOAD,
  pixReceiverName: 'PIZZARIA SAO JOAO',
};

function order(payment: OrderPayment, status: OrderWithItems['status'] = 'pending'): OrderWithItems {
  return makeOrder({
    id: ORDER_ID,
    restaurantName: 'Pizzaria São João',
    status,
    subtotal: '36.10',
    total: '43.00',
    payment,
    items: [{ id: 'i1', productId: null, productName: 'Pizza de calabresa', quantity: 1, unitPrice: '36.10', totalPrice: '36.10', options: [], notes: null }],
  });
}

const paymentEvent: OrderEvent = {
  type: 'order.payment',
  orderId: ORDER_ID,
  restaurantId: '22222222-2222-4222-8222-222222222222',
  customerId: makeUser().id,
  status: 'pending',
  at: '2026-11-21T15:08:00.000Z',
};

const renderOrder = (current: () => OrderWithItems) =>
  renderApp({ path: `/orders/${ORDER_ID}`, handlers: { 'auth.me': () => makeUser(), 'order.byId': () => current() } });

describe('paying a Pix order on its page (issue 16)', () => {
  it('shows the QR code, the amount and the receiver, copies the code, and turns to "Pagamento confirmado" when the restaurant confirms', async () => {
    const user = userEvent.setup();
    let current = order(PIX_PENDING);
    const { server } = renderOrder(() => current);

    const card = await screen.findByRole('region', { name: 'Pague com Pix' });
    // What a bank app reads from the QR code is the order's BR Code.
    const qr = await within(card).findByRole<HTMLCanvasElement>('img', { name: 'QR code Pix de R$ 43,00' });
    await waitFor(() => expect(decodeQr(qr)).toBe(PIX_PAYLOAD));
    expect(within(card).getByText('R$ 43,00')).toBeInTheDocument();
    expect(within(card).getByText('Recebedor: PIZZARIA SAO JOAO')).toBeInTheDocument();
    expect(within(card).getByLabelText('Código Pix copia e cola')).toHaveValue(PIX_PAYLOAD);
    expect(within(card).getByText('A loja confirma o recebimento direto no banco — não precisa enviar comprovante.')).toBeInTheDocument();
    expect(screen.getByText('Pix · aguardando confirmação da loja')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Copiar código Pix' }));
    expect(await within(card).findByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PIX_PAYLOAD);

    // The restaurant confirms in its bank: the live event refetches the order.
    await waitFor(() => expect(server.subscriptions('live.order')).toEqual([{ orderId: ORDER_ID }]));
    current = order({ ...PIX_PENDING, status: 'confirmed', confirmedAt: '2026-11-21T15:08:00.000Z' });
    act(() => server.emit('live.order', paymentEvent));
    expect(await screen.findByText('Pagamento confirmado')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code Pix/ })).not.toBeInTheDocument();
    expect(screen.getByText('Pix · pagamento confirmado')).toBeInTheDocument();
  });

  it('without a clipboard, selects the code for a manual copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Sem permissão', 'NotAllowedError'));
    renderOrder(() => order(PIX_PENDING));
    await user.click(await screen.findByRole('button', { name: 'Copiar código Pix' }));
    expect(await screen.findByText('Não foi possível copiar automaticamente: o código está selecionado, copie e cole no app do banco.')).toBeInTheDocument();
    const code = screen.getByLabelText<HTMLInputElement>('Código Pix copia e cola');
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, PIX_PAYLOAD.length]);
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
  });

  it('asks for nothing on a cancelled Pix order', async () => {
    renderOrder(() => ({ ...order(PIX_PENDING, 'cancelled'), cancelReason: 'Item em falta' }));
    expect(await screen.findByText('Pedido cancelado: Item em falta')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).not.toBeInTheDocument();
  });

  it('shows how other orders are paid in the summary', async () => {
    const cash: OrderPayment = { method: 'cash', brand: null, changeFor: '50.00', changeDue: '7.00', status: 'not_applicable', confirmedAt: null };
    renderOrder(() => order(cash));
    expect(await screen.findByText('Dinheiro · troco para R$ 50,00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).not.toBeInTheDocument();
  });
});

/** The text of the QR code drawn on a canvas, or null while nothing readable is drawn. */
function decodeQr(canvas: HTMLCanvasElement): string | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}
