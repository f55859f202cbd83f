import type { EntityManager } from '@mikro-orm/postgresql';
import { formatBRL, orderAmountLines, paymentSummary, type OrderWithItems } from '@direto/contracts';
import { Order, type IOrder } from '@direto/db';
import type { Context } from '../context';
import { composeMail } from '../mail/layout';

/**
 * The customer's order e-mails (issue 21): 'Pedido recebido' with the items and totals, and the
 * cancellation with its reason — when the restaurant keeps its 'E-mails de pedido' setting on
 * (the default). Called after the order's transaction committed; a lookup or mail that fails
 * is logged by the mailer and never fails the order.
 */
type MailCaller = Pick<Context, 'em' | 'mailer' | 'publicUrl'>;

const shortId = (orderId: string) => `#${orderId.slice(-4).toUpperCase()}`;

/** The order's customer e-mail, if the restaurant sends order e-mails and the customer still exists. */
async function recipientOf(em: EntityManager, orderId: string): Promise<{ order: IOrder; to: string; firstName: string | null } | null> {
  const order = await em.findOne(Order, orderId, { populate: ['customer', 'restaurant'] });
  if (!order?.customer || !order.restaurant?.orderEmails) return null;
  return { order, to: order.customer.email, firstName: order.customer.firstName ?? null };
}

/**
 * 'Pedido recebido', to the customer who just placed the order: who they are and whether the
 * restaurant sends order e-mails are known at placement, so nothing is read again.
 */
export function mailOrderReceived(
  { mailer, publicUrl }: Pick<Context, 'mailer' | 'publicUrl'>,
  placed: OrderWithItems,
  customer: { email: string; firstName?: string | null },
  orderEmails: boolean,
): void {
  if (!orderEmails) return;
  const lines = placed.items.map((item) => `${item.quantity}x ${item.productName} — ${formatBRL(item.totalPrice)}`);
  mailer.send(
    composeMail({
      to: customer.email,
      subject: `Pedido recebido ${shortId(placed.id)} — ${placed.restaurantName ?? ''}`.trim(),
      paragraphs: [
        `Olá${customer.firstName ? `, ${customer.firstName}` : ''}! ${placed.restaurantName ?? 'O restaurante'} recebeu seu pedido ${shortId(placed.id)}.`,
        ...lines,
        // Issue 31: with 'Desconto (CUPOM10): −R$ 5,00' when a coupon or offer took something off.
        ...orderAmountLines(placed).map((line) => `${line.label}: ${line.value}`),
        `Pagamento: ${paymentSummary(placed.payment)}`,
        // A Pix can be paid from the e-mail too: the 'copia e cola' code of the order page.
        ...(placed.payment.pixPayload ? [`Pix copia e cola: ${placed.payment.pixPayload}`] : []),
      ],
      action: { label: 'Acompanhar pedido', url: `${publicUrl}/orders/${placed.id}` },
      publicUrl,
    }),
  );
}

export function mailOrderCancelled({ em, mailer, publicUrl }: MailCaller, orderId: string): void {
  mailer.send(
    recipientOf(em.fork(), orderId).then((found) => {
      if (!found) return null;
      const { order } = found;
      return composeMail({
        to: found.to,
        subject: `Pedido cancelado ${shortId(order.id)} — ${order.restaurantName ?? ''}`.trim(),
        paragraphs: [
          `Olá${found.firstName ? `, ${found.firstName}` : ''}. ${order.restaurantName ?? 'O restaurante'} cancelou seu pedido ${shortId(order.id)} (${formatBRL(order.total)}).`,
          `Motivo: ${order.cancelReason ?? 'não informado'}`,
        ],
        action: { label: 'Ver pedido', url: `${publicUrl}/orders/${order.id}` },
        publicUrl,
      });
    }),
  );
}
