import { describeItemOptions, orderAmountLines, orderOriginLine, type OrderItemOption, type OrderOrigin, type OrderPayment, type PlacedOrderType, type OrderWithItems } from '@direto/contracts';
import { formatBRL, formatRestaurantDateTime, shortOrderId } from '@/lib/format';
import { tableLabel } from '@direto/contracts/display';
import { scheduledLabel } from '@/features/opening-hours/scheduled-badge';
import { paymentLine } from '@/features/payment/payment-line';
import type { PaperWidth } from './paper';

/** A line of the ticket; `notes` is the customer's note on that dish, where orders carry one. */
interface TicketItem {
  id: string;
  productName: string;
  quantity: number;
  totalPrice: string;
  notes?: string | null;
  /** The chosen options (issue 19), one row each ('½ Calabresa ½ Margherita', 'Catupiry'). */
  options?: OrderItemOption[];
}

/** What a kitchen ticket shows of an order (order.byId gives all of it). */
export type TicketOrder = Pick<
  OrderWithItems,
  'id' | 'restaurantName' | 'customerName' | 'customerPhone' | 'deliveryAddress' | 'notes' | 'status' | 'subtotal' | 'deliveryFee' | 'total' | 'createdAt'
> & {
  items: TicketItem[];
  orderType?: PlacedOrderType;
  scheduledFor?: string | null;
  scheduledTimezone?: string | null;
  /** Issue 17: the restaurant's address under its name (Configurações › Entrega), when it has one. */
  restaurantAddress?: string | null;
  /** Issue 16: how it is paid; the ticket prints what to charge or bring ('LEVAR MAQUININHA — CRÉDITO ELO'). */
  payment?: OrderPayment;
  /** Issue 31: a coupon's or offer's discount ('Desconto (CUPOM10) −R$ 5,00'), and its code. */
  discount?: string;
  couponCode?: string | null;
  /** Issue 33: where it came from and who on the staff took it ('Origem: Telefone · registrado por João'), and its table. */
  origin?: OrderOrigin | null;
  takenByName?: string | null;
  tableName?: string | null;
  /** Issue 34: the POS's own number for the order (Open Delivery), printed as 'PDV: 1234'. */
  orderExternalCode?: string | null;
};

interface KitchenTicketProps {
  order: TicketOrder;
  paper: PaperWidth;
  /** A line under the header, e.g. 'PÁGINA DE TESTE'. */
  banner?: string;
}

/**
 * One kitchen ticket for thermal paper: what to cook in large bold quantities ('2x Moqueca'),
 * the customer's notes as 'OBS:' lines, who and where to deliver, the amounts and, boxed under
 * them, the payment line the courier acts on. Styled by
 * ticketStyleSheet(), which the printing document must carry.
 */
export function KitchenTicket({ order, paper, banner }: KitchenTicketProps) {
  const shortId = shortOrderId(order.id);
  const notes = order.notes?.trim();
  const statusBanner = order.status === 'cancelled' ? 'PEDIDO CANCELADO' : banner;
  return (
    <article className={`kitchen-ticket kitchen-ticket--${paper}`} aria-label={`Comanda do pedido ${shortId}`}>
      <header className="kt-head">
        {order.restaurantName ? <p className="kt-restaurant">{order.restaurantName}</p> : null}
        {order.restaurantAddress ? <p>{order.restaurantAddress}</p> : null}
        <p className="kt-order-id">Pedido {shortId}</p>
        {order.orderExternalCode ? <p>PDV: {order.orderExternalCode}</p> : null}
        <p>{formatRestaurantDateTime(order.createdAt)}</p>
        {statusBanner ? <p className="kt-banner">{statusBanner}</p> : null}
        {order.orderType === 'pickup' ? <p className="kt-banner">RETIRADA NO LOCAL</p> : null}
        {order.tableName ? <p className="kt-table">{tableLabel(order.tableName).toUpperCase()}</p> : null}
        {order.scheduledFor ? <p className="kt-banner">{scheduledLabel(order.scheduledFor, order.scheduledTimezone ?? undefined).toUpperCase()}</p> : null}
      </header>
      <hr className="kt-rule" />
      <ul aria-label="Itens">
        {order.items.map((item) => (
          <li key={item.id} className="kt-item">
            {/* The spaces keep the copied or read-aloud text apart ('2x Acarajé R$ 14,90'); the grid ignores them. */}
            <span className="kt-qty">{item.quantity}x</span> <span className="kt-name">{item.productName}</span>{' '}
            <span className="kt-price">{formatBRL(item.totalPrice)}</span>{' '}
            {describeItemOptions(item.options ?? []).map((row) => (
              <p key={row} className="kt-opt">
                {row}
              </p>
            ))}
            {item.notes?.trim() ? <p className="kt-obs">OBS: {item.notes.trim()}</p> : null}
          </li>
        ))}
      </ul>
      {notes ? (
        <>
          <hr className="kt-rule" />
          <p className="kt-obs kt-notes">OBS: {notes}</p>
        </>
      ) : null}
      <hr className="kt-rule" />
      <dl>
        <TicketField label="Origem" value={orderOriginLine(order)} />
        <TicketField label="Cliente" value={order.customerName} />
        <TicketField label="Telefone" value={order.customerPhone} />
        <TicketField label="Endereço" value={order.deliveryAddress} />
      </dl>
      <hr className="kt-rule" />
      <dl>
        {orderAmountLines(order).map((line) => (
          <div key={line.kind} className={line.kind === 'total' ? 'kt-amount kt-grand-total' : 'kt-amount'}>
            <dt>{line.kind === 'total' ? 'TOTAL' : line.label}</dt>{' '}
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {order.payment ? <p className="kt-payment">{paymentLine(order.payment, order.total, order.orderType)}</p> : null}
      <p className="kt-foot">{shortId}</p>
    </article>
  );
}

function TicketField({ label, value }: { label: string; value: string | null }) {
  if (!value?.trim()) return null;
  return (
    <div className="kt-field">
      <dt>{label}:</dt>{' '}
      <dd>{value.trim()}</dd>
    </div>
  );
}
