import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { checkoutFormSchema, LIMITS, toE164Phone, type CheckoutDetails, type GuestCustomerInput, type OrderPaymentInput, type Restaurant } from '@direto/contracts';
import { MaskedInput } from '@/components/masked-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { checkoutAmounts, type CartLine, type CheckoutBenefit } from '@/features/cart/cart-rules';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatPhone } from '@/lib/format';
import type { CurrentUser } from '@/lib/trpc';
import { CartTotals } from './cart-totals';
import { subtotalCents } from '@/features/cart/cart-rules';
import { CouponField } from '@/features/coupon-checkout/coupon-field';
import type { CheckoutBenefitState } from '@/features/coupon-checkout/use-checkout-benefit';
import { CheckoutDelivery } from '@/features/delivery/checkout-delivery';
import { addressLine, isCompleteAddress, useDeliveryChoice, type DeliveryChoice } from '@/features/delivery/use-delivery-choice';
import { OrderTimeChoice } from '@/features/opening-hours/order-time-choice';
import { useOrderTime } from '@/features/opening-hours/use-order-time';
import { CheckoutPayment } from '@/features/payment/checkout-payment';
import { usePaymentChoice } from '@/features/payment/use-payment-choice';
import { toDraft } from '@/features/delivery/address-fields';
import { DeviceLocationButton, useDeviceLocation } from '@/features/delivery/device-location';
import { DeviceOrders, GuestConsentField, GuestNameField } from './guest-checkout-fields';
import { useGuestCheckout } from './use-guest-checkout';

export interface CheckoutStepProps {
  /** Issue 17: the restaurant's order types, bairros and minimum; issue 16: the payment methods it accepts. */
  restaurant: CheckoutRestaurant;
  lines: readonly CartLine[];
  deliveryFee: string;
  isOpen: boolean;
  isPending: boolean;
  user: CurrentUser | null;
  /** Issue 31: the coupon applied and the benefit the server's quote gives this cart. */
  benefit: CheckoutBenefitState;
  onBack: () => void;
  /** With issue 17's fields (order type, structured address, fee) when they matter. */
  onConfirm: (
    details: CheckoutDetails &
      ReturnType<DeliveryChoice['orderFields']> & { scheduledFor?: string; payment?: OrderPaymentInput; customer?: GuestCustomerInput; couponCode?: string; benefit?: CheckoutBenefit | null },
  ) => void;
}

export type CheckoutRestaurant = DeliveryChoice['restaurant'] & Pick<Restaurant, 'paymentMethods' | 'name' | 'offers'>;

/**
 * The checkout step of 'Seu Pedido' (bottom sheet on phones, side column on desktops): where to
 * deliver and whom to call, prefilled from the profile, notes for the restaurant, the amounts,
 * how the customer pays, and 'Confirmar pedido'.
 */
export function CheckoutStep({ restaurant, lines, deliveryFee, isOpen, isPending, user, benefit, onBack, onConfirm }: CheckoutStepProps) {
  const choice = useDeliveryChoice(restaurant, subtotalCents(lines), Boolean(user));
  // Issue 18: 'Agora' or 'Agendar' with a day and a slot.
  const time = useOrderTime(restaurant.id);
  const fee = choice.fee ?? deliveryFee;
  // Issue 31: what the coupon or an automatic offer takes off, as the server's quote says.
  const amounts = checkoutAmounts(lines, fee, benefit.benefit);
  // Issue 16: change is for the amount to be paid, the fee of the chosen bairro and the discount included.
  const payment = usePaymentChoice(restaurant.paymentMethods, amounts.total);
  // Issue 34: 'Usar minha localização', sent with a delivery only.
  const location = useDeviceLocation();
  // The free-text address goes with a delivery from a restaurant without bairros (the spec's way).
  const needsTextAddress = choice.orderType === 'delivery' && !choice.structured;
  const form = useZodForm(checkoutFormSchema, {
    defaultValues: {
      customerPhone: user?.phone ?? '',
      deliveryAddress: user?.address ?? '',
      notes: '',
      // Offered ticked when the profile lacks them: what is typed now is what the next order needs.
      saveToProfile: !user?.phone || !user.address,
      needsTextAddress,
    },
  });
  useEffect(() => form.setValue('needsTextAddress', needsTextAddress), [form, needsTextAddress]);
  // Issue 30: signed out at a restaurant that takes orders without an account.
  const isGuest = !user;
  const { setAddress } = choice;
  const prefillTargets = useMemo(
    () => ({
      fillContact: (phone: string, deliveryAddress: string) => {
        if (!form.getValues('customerPhone')) form.setValue('customerPhone', phone);
        if (!form.getValues('deliveryAddress')) form.setValue('deliveryAddress', deliveryAddress);
      },
      clearContact: () => {
        form.setValue('customerPhone', '');
        form.setValue('deliveryAddress', '');
      },
      setAddress: (address: Parameters<typeof toDraft>[0]) => setAddress(toDraft(address)),
    }),
    [form, setAddress],
  );
  const guest = useGuestCheckout(isGuest, prefillTargets);
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';
  // The quote reads what a coupon's conditions do: order type, bairro, the phone (per-customer limits) and the fee.
  const phone = toE164Phone(useWatch({ control: form.control, name: 'customerPhone' }) ?? '');
  const district = choice.structured && choice.orderType === 'delivery' ? choice.address.district.trim() || null : null;
  const { setContext } = benefit;
  useEffect(() => setContext({ orderType: choice.orderType, district, phone, deliveryFee: fee }), [setContext, choice.orderType, district, phone, fee]);
  const { errors } = form.formState;
  // Moving to this step puts focus on it, so keyboard and screen-reader users land here.
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);

  const submit = form.handleSubmit(({ needsTextAddress: _text, ...details }) => {
    const customer = isGuest ? guest.customer(details.customerPhone, (message) => form.setError('customerPhone', { message })) : undefined;
    if (isGuest && !customer) return;
    if (!payment.valid) {
      payment.focusProblem();
      return;
    }
    if (choice.blocked) return;
    const structured = choice.orderFields();
    const text = structured.address ? addressLine({ ...structured.address, cep: structured.address.cep.replace(/\D/g, '') }) : details.deliveryAddress;
    // Only a typed address goes to the profile; a pickup keeps the profile's as it is.
    if (time.blocked) return;
    // The amounts sent must be the server's: not while a quote is on its way.
    if (benefit.checking) return;
    const paid = payment.payment();
    onConfirm({
      ...details,
      deliveryAddress: text,
      saveToProfile: !isGuest && details.saveToProfile && text !== '',
      ...structured,
      ...time.fields(),
      ...(paid ? { payment: paid } : {}),
      ...(customer ? { customer } : {}),
      ...(benefit.acceptedCode ? { couponCode: benefit.acceptedCode } : {}),
      ...(location.coordinates && choice.orderType === 'delivery' ? { coordinates: location.coordinates } : {}),
      benefit: benefit.benefit,
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Payment problems show together with the form's, whichever the customer fixes first.
        payment.reveal();
        void submit(event);
      }}
      className="space-y-4"
      aria-labelledby={headingId}
    >
      <div className="space-y-1">
        <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Voltar ao carrinho
        </Button>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          Dados da entrega
        </h3>
      </div>
      {isGuest ? (
        <GuestNameField
          identity={guest.identity}
          nameError={guest.nameError}
          onChange={guest.setIdentity}
          device={guest.device}
          onForget={guest.forget}
          forgetting={guest.forgetting}
        />
      ) : null}
      <CheckoutDelivery choice={choice} />
      {choice.orderType === 'delivery' ? <DeviceLocationButton location={location} /> : null}
      <Field
        label={isGuest ? 'Celular' : 'Telefone'}
        error={errors.customerPhone?.message}
        hint={isGuest ? 'Com DDD. O restaurante fala com você por este número.' : 'O restaurante liga neste número se precisar.'}
      >
        <MaskedInput
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 99999-9999"
          mask={formatPhone}
          {...form.register('customerPhone')}
        />
      </Field>
      <OrderTimeChoice time={time} deliveryTime={restaurant.deliveryTime} />
      {needsTextAddress ? (
        <Field label="Endereço de entrega" error={errors.deliveryAddress?.message} hint="Inclua número, complemento e um ponto de referência.">
          <Textarea autoComplete="street-address" rows={3} placeholder="Rua das Flores, 123, apto 45" {...form.register('deliveryAddress')} />
        </Field>
      ) : null}
      {isGuest ? (
        <GuestConsentField restaurantName={restaurant.name} identity={guest.identity} onChange={guest.setIdentity} />
      ) : (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('saveToProfile')} />
          Salvar no meu perfil
        </label>
      )}
      <Field label="Observações" error={errors.notes?.message} hint={`${notes.length}/${LIMITS.orderNotesMax} caracteres`}>
        <Textarea rows={2} maxLength={LIMITS.orderNotesMax} placeholder="Ex.: sem cebola, campainha não funciona…" {...form.register('notes')} />
      </Field>
      <CouponField state={benefit} />
      <CartTotals lines={lines} deliveryFee={fee} benefit={benefit.benefit} />
      <CheckoutPayment payment={payment} />
      {choice.blocked ? <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">{choice.blocked}</p> : null}
      {isOpen ? null : (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">Este restaurante está fechado e não está recebendo pedidos no momento.</p>
      )}
      <Button type="submit" className="w-full" size="lg" disabled={isPending || benefit.checking || !isOpen || Boolean(time.blocked) || Boolean(choice.blocked) || choice.fee === null || (choice.structured && choice.orderType === 'delivery' && !isCompleteAddress(choice.address))}>
        {isPending ? 'Enviando pedido...' : 'Confirmar pedido'}
      </Button>
      {isGuest ? <DeviceOrders device={guest.device} /> : null}
    </form>
  );
}
