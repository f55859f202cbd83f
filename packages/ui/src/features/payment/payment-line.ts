import { paymentInstruction, type OrderPayment, type PlacedOrderType } from '@direto/contracts';

/**
 * The owner's payment line (paymentInstruction) with each amount kept on one line: on a narrow
 * ticket 'R$' never ends a line apart from its number.
 */
export function paymentLine(payment: OrderPayment, total: string, orderType?: PlacedOrderType): string {
  return paymentInstruction(payment, total, orderType).replace(/R\$ /g, 'R$\u00a0');
}
