import { Bike, Store, UtensilsCrossed } from 'lucide-react';
import { tableLabel, type RestaurantTableView } from '@direto/contracts';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { CheckoutDelivery } from '@/features/delivery/checkout-delivery';
import type { DeliveryChoice } from '@/features/delivery/use-delivery-choice';
import { cn } from '@/lib/cn';

export type Destination = 'delivery' | 'pickup' | 'table';

const DESTINATIONS: { value: Destination; label: string; icon: typeof Bike }[] = [
  { value: 'delivery', label: 'Entrega', icon: Bike },
  { value: 'pickup', label: 'Retirada', icon: Store },
  { value: 'table', label: 'Mesa', icon: UtensilsCrossed },
];

interface OrderDestinationProps {
  destination: Destination;
  onDestination: (destination: Destination) => void;
  /** The checkout's own delivery state: the bairros, the fee and the minimum, as for a customer. */
  choice: DeliveryChoice;
  /** The restaurant's active tables ('Mesa' is offered when it has any). */
  tables: readonly RestaurantTableView[];
  tableId: string;
  onTable: (tableId: string) => void;
  /** A restaurant without bairros takes the address as text. */
  textAddress: string;
  onTextAddress: (text: string) => void;
  errors: { table?: string; address?: string };
}

/** 'Entrega', 'Retirada' or 'Mesa', and then the address (the checkout's fields and rules) or the table. */
export function OrderDestination({ destination, onDestination, choice, tables, tableId, onTable, textAddress, onTextAddress, errors }: OrderDestinationProps) {
  // 'Retirada' always: the customer at the counter takes the order away even where the online menu offers only delivery.
  const offered = DESTINATIONS.filter(({ value }) => (value === 'delivery' ? choice.restaurant.delivery.delivery : value === 'pickup' ? true : tables.length > 0));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-base font-semibold">Como recebe</legend>
      <div role="radiogroup" aria-label="Como recebe" className="grid grid-cols-3 gap-2">
        {offered.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={destination === value}
            onClick={() => onDestination(value)}
            className={cn(
              'flex items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm font-medium',
              destination === value ? 'border-primary bg-primary/10 text-foreground ring-1 ring-primary' : 'border-border',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      {destination === 'table' ? (
        <Field label="Mesa" error={errors.table}>
          <select className="flex h-10 w-full rounded-md border border-input bg-background px-2 text-sm" value={tableId} onChange={(event) => onTable(event.target.value)}>
            <option value="">Escolha a mesa</option>
            {tables.map((table) => (
              <option key={table.id} value={table.id}>
                {tableLabel(table.name)}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <CheckoutDelivery choice={choice} withTypeChoice={false} />
      )}
      {destination === 'delivery' && !choice.structured ? (
        <Field label="Endereço de entrega" error={errors.address} hint="Inclua número, complemento e um ponto de referência.">
          <Textarea rows={2} value={textAddress} onChange={(event) => onTextAddress(event.target.value)} placeholder="Rua das Flores, 123, apto 45" />
        </Field>
      ) : null}
    </fieldset>
  );
}
