import { Bike, MapPin, Store } from 'lucide-react';
import { addressLine, formatTimeRange, ORDER_TYPE_LABELS, type OrderType } from '@direto/contracts';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import { AddressFields } from './address-fields';
import type { DeliveryChoice } from './use-delivery-choice';

/**
 * The checkout's 'Entrega' / 'Retirada no local' choice, the structured address when the
 * restaurant delivers by bairro (with that bairro's fee and time before placing), and the
 * restaurant's address with a map link for pickup. `withTypeChoice` false: the caller offers the types.
 */
export function CheckoutDelivery({ choice, withTypeChoice = true }: { choice: DeliveryChoice; withTypeChoice?: boolean }) {
  const { restaurant } = choice;
  const types = (['delivery', 'pickup'] as const).filter((type) => (type === 'delivery' ? restaurant.delivery.delivery : restaurant.delivery.pickup));
  return (
    <div className="space-y-3">
      {/* 'Novo pedido' (issue 33) asks entrega, retirada or mesa itself. */}
      {withTypeChoice && types.length > 1 ? (
        <div role="radiogroup" aria-label="Como receber o pedido" className="grid grid-cols-2 gap-2">
          {types.map((type) => (
            <TypeOption key={type} type={type} checked={choice.orderType === type} onSelect={() => choice.setOrderType(type)} />
          ))}
        </div>
      ) : null}
      {choice.orderType === 'pickup' ? (
        <div className="rounded-md border border-border p-3 text-sm">
          <p className="font-medium">Retirada no local · Pronto em {formatTimeRange(restaurant.delivery.pickupTime)}</p>
          {restaurant.delivery.address ? (
            <p className="mt-1 text-muted-foreground">
              {addressLine(restaurant.delivery.address)}{' '}
              {choice.pickupMapLink ? (
                <a className="inline-flex items-center gap-1 font-medium text-primary underline" href={choice.pickupMapLink} target="_blank" rel="noreferrer">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  Ver no mapa
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : choice.structured ? (
        <>
          <AddressFields value={choice.address} onChange={choice.setAddress} />
          <DeliveryQuoteLine choice={choice} />
        </>
      ) : null}
    </div>
  );
}

function TypeOption({ type, checked, onSelect }: { type: OrderType; checked: boolean; onSelect: () => void }) {
  const Icon = type === 'delivery' ? Bike : Store;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      onClick={onSelect}
      className={cn('flex items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm font-medium', checked ? 'border-primary bg-primary/10 text-foreground ring-1 ring-primary' : 'border-border')}
    >
      <Icon aria-hidden="true" className="size-4" />
      {ORDER_TYPE_LABELS[type]}
    </button>
  );
}

/** 'Entrega em São Cristóvão: R$ 6,00 · 40–50 min', or why not. */
function DeliveryQuoteLine({ choice }: { choice: DeliveryChoice }) {
  if (choice.quoting && choice.fee === null) return <p className="text-sm text-muted-foreground">Calculando a entrega…</p>;
  if (choice.fee === null || !choice.address.district.trim()) return null;
  return (
    <p className="rounded-md bg-muted p-3 text-sm" aria-live="polite">
      Entrega em {choice.address.district}: <strong>{formatBRL(choice.fee)}</strong>
      {choice.time ? ` · ${formatTimeRange(choice.time)}` : ''}
    </p>
  );
}
