import { useEffect, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import {
  addressLine,
  DELIVERY_ADDRESS_REQUIRED,
  fromCents,
  LIMITS,
  PHONE_INVALID,
  STAFF_DELIVERY_PHONE_REQUIRED,
  STAFF_ORDER_NAME_REQUIRED,
  STORE_CLOSED_CONFIRM,
  toE164Phone,
  type MenuProduct,
  type Product,
  type Restaurant,
  type StaffOrderOrigin,
} from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { CartLineList } from '@/features/cart/cart-line-list';
import { addLine, addProduct, buildOrderInput, checkoutAmounts, setQuantity, subtotalCents, type CartLine, type LineSelection } from '@/features/cart/cart-rules';
import { useCheckoutBenefit } from '@/features/coupon-checkout/use-checkout-benefit';
import { toDraft } from '@/features/delivery/address-fields';
import { isCompleteAddress, useDeliveryChoice } from '@/features/delivery/use-delivery-choice';
import { CheckoutPayment } from '@/features/payment/checkout-payment';
import { usePaymentChoice } from '@/features/payment/use-payment-choice';
import { trpc } from '@/lib/trpc';
import { CartTotals } from '@/pages/customer/cart-totals';
import { ProductSheet } from '@/pages/customer/product-sheet';
import { CustomerLookupFields, type CustomerDraft } from './customer-lookup-fields';
import { OrderDestination, type Destination } from './order-destination';
import { OriginChoice } from './origin-choice';
import { ProductPicker } from './product-picker';
import { usePlaceStaffOrder } from './use-place-staff-order';

interface Problems {
  phone?: string;
  name?: string;
  table?: string;
  address?: string;
  lines?: string;
}

/**
 * 'Novo pedido': who (found by phone), what (the menu with its options, by the customer menu's
 * own product sheet and cart rules), how it is received (the checkout's delivery rules, or a
 * table), payment, notes and origin. The amounts shown are the checkout's: the bairro's fee from
 * the server's quote and what an automatic offer takes off; the server recomputes them all.
 */
export function NewOrderForm({ restaurant, menu }: { restaurant: Restaurant; menu: readonly MenuProduct[] }) {
  const [customer, setCustomer] = useState<CustomerDraft>({ phone: '', name: '' });
  const [lines, setLines] = useState<CartLine[]>([]);
  const [sheetProduct, setSheetProduct] = useState<MenuProduct | null>(null);
  const tables = trpc.tables.list.useQuery({ id: restaurant.id }, { select: (all) => all.filter((table) => table.active) });
  const choice = useDeliveryChoice(restaurant, subtotalCents(lines), false);
  const [destination, setDestination] = useState<Destination>(choice.orderType);
  const atTable = destination === 'table';
  const [tableId, setTableId] = useState('');
  const [textAddress, setTextAddress] = useState('');
  const [notes, setNotes] = useState('');
  const [origin, setOrigin] = useState<StaffOrderOrigin>('phone');
  const [problems, setProblems] = useState<Problems>({});

  const fee = atTable ? '0.00' : choice.fee;
  const empty = lines.length === 0;
  // What an automatic offer (or the customer's reward) takes off, as the server's quote says: the server applies it too.
  const benefit = useCheckoutBenefit(restaurant.id, empty ? null : fromCents(subtotalCents(lines)), true);
  const phoneE164 = toE164Phone(customer.phone);
  const district = !atTable && choice.structured && choice.orderType === 'delivery' ? choice.address.district.trim() || null : null;
  const quotedType = atTable ? 'pickup' : choice.orderType;
  const { setContext } = benefit;
  useEffect(() => setContext({ orderType: quotedType, district, phone: phoneE164, deliveryFee: fee }), [setContext, quotedType, district, phoneE164, fee]);
  const amounts = checkoutAmounts(lines, fee ?? '0.00', benefit.benefit);
  // A table's order is paid with its conta.
  const payment = usePaymentChoice(atTable ? [] : restaurant.paymentMethods, amounts.total);
  const placing = usePlaceStaffOrder();

  const chooseDestination = (next: Destination) => {
    setDestination(next);
    if (next !== 'table') choice.setOrderType(next);
  };
  const pick = (product: MenuProduct) => {
    if (product.optionGroups.length > 0) setSheetProduct(product);
    else setLines((current) => addProduct(current, product));
  };
  const addFromSheet = (product: Product, selection?: LineSelection) => {
    setLines((current) => (selection ? addLine(current, product, selection) : addProduct(current, product)));
    setSheetProduct(null);
  };

  const check = (): Problems => {
    const found: Problems = {};
    const phoneTyped = customer.phone.trim() !== '';
    if (empty) found.lines = 'Adicione itens ao pedido.';
    if (phoneTyped && !phoneE164) found.phone = PHONE_INVALID;
    if ((phoneTyped || destination === 'delivery') && !customer.name.trim()) found.name = STAFF_ORDER_NAME_REQUIRED;
    if (destination === 'delivery' && !phoneTyped) found.phone = STAFF_DELIVERY_PHONE_REQUIRED;
    if (destination === 'delivery' && !choice.structured && !textAddress.trim()) found.address = DELIVERY_ADDRESS_REQUIRED;
    if (atTable && !tableId) found.table = 'Escolha a mesa';
    return found;
  };

  const submit = () => {
    payment.reveal();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!payment.valid) {
      payment.focusProblem();
      return;
    }
    if (benefit.checking || (!atTable && (choice.blocked || fee === null))) return;
    const structured = atTable ? { orderType: 'pickup' as const, deliveryFee: '0.00' } : choice.orderFields();
    const address = 'address' in structured && structured.address ? addressLine({ ...structured.address, cep: structured.address.cep.replace(/\D/g, '') }) : '';
    const paid = payment.payment();
    const input = buildOrderInput(restaurant, lines, {
      customerPhone: '',
      deliveryAddress: destination === 'delivery' ? address || textAddress.trim() : '',
      notes: notes.trim(),
      ...structured,
      ...(paid ? { payment: paid } : {}),
      benefit: benefit.benefit,
    });
    const name = customer.name.trim();
    placing.send({
      ...input,
      id: restaurant.id,
      origin,
      ...(name ? { customer: { name, phone: customer.phone.trim() || null } } : {}),
      ...(atTable ? { tableId } : {}),
    });
  };

  const usePrevious = (found: { lastAddress: Parameters<typeof toDraft>[0] | null; lastDeliveryAddress: string | null }) => {
    chooseDestination('delivery');
    if (choice.structured && found.lastAddress) choice.setAddress(toDraft(found.lastAddress));
    else setTextAddress(found.lastDeliveryAddress ?? '');
  };

  const blocked = !atTable && choice.blocked;
  const incompleteAddress = !atTable && choice.structured && choice.orderType === 'delivery' && !isCompleteAddress(choice.address);
  return (
    <form
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 space-y-6">
        <Card>
          <CardContent className="pt-6">
            <CustomerLookupFields restaurantId={restaurant.id} value={customer} onChange={setCustomer} errors={problems} onUsePreviousAddress={usePrevious} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-lg">Cardápio</CardTitle>
          </CardHeader>
          <CardContent>
            <ProductPicker menu={menu} onPick={pick} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-6 pt-6">
            <OrderDestination
              destination={destination}
              onDestination={chooseDestination}
              choice={choice}
              tables={tables.data ?? []}
              tableId={tableId}
              onTable={setTableId}
              textAddress={textAddress}
              onTextAddress={setTextAddress}
              errors={problems}
            />
            {atTable ? null : <OriginChoice value={origin} onChange={setOrigin} />}
            <Field label="Observações" hint={`${notes.length}/${LIMITS.orderNotesMax} caracteres`}>
              <Textarea rows={2} maxLength={LIMITS.orderNotesMax} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Ex.: sem cebola, troco para R$ 100" />
            </Field>
          </CardContent>
        </Card>
      </div>
      <Card className="lg:sticky lg:top-4">
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">Pedido</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {empty ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
              <ShoppingBag aria-hidden="true" className="size-8 opacity-40" />
              <p>Nenhum item ainda</p>
            </div>
          ) : (
            <CartLineList lines={lines} onQuantityChange={(key, quantity) => setLines((current) => setQuantity(current, key, quantity))} />
          )}
          {problems.lines ? <p role="alert" className="text-sm font-medium text-destructive">{problems.lines}</p> : null}
          <CartTotals lines={lines} deliveryFee={fee ?? '0.00'} benefit={benefit.benefit} />
          {atTable ? <p className="text-sm text-muted-foreground">Vai para a conta da mesa: paga ao fechar a conta.</p> : <CheckoutPayment payment={payment} />}
          {blocked ? <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">{blocked}</p> : null}
          <Button type="submit" className="w-full" size="lg" disabled={placing.isPending || benefit.checking || Boolean(blocked) || (!atTable && (fee === null || incompleteAddress))}>
            {placing.isPending ? 'Registrando...' : 'Registrar pedido'}
          </Button>
        </CardContent>
      </Card>
      <ProductSheet product={sheetProduct} onClose={() => setSheetProduct(null)} onAdd={addFromSheet} />
      <ConfirmDialog
        open={placing.closedAsk}
        onOpenChange={(open) => (open ? undefined : placing.cancelClosed())}
        title={STORE_CLOSED_CONFIRM}
        description="O restaurante não está recebendo pedidos agora. O pedido entra no quadro mesmo assim."
        confirmLabel="Registrar mesmo assim"
        pending={placing.isPending}
        onConfirm={placing.confirmClosed}
      />
    </form>
  );
}
