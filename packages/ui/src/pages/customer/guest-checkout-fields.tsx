import { orderStatusLabel } from '@direto/contracts/display';
import type { GuestDevice } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatBRL, formatDateTime } from '@/lib/format';

export interface GuestIdentity {
  name: string;
  marketingConsent: boolean;
}

interface GuestCheckoutFieldsProps {
  restaurantName: string;
  identity: GuestIdentity;
  nameError: string | undefined;
  onChange: (identity: GuestIdentity) => void;
  /** What this browser remembers (its device cookie), if anything. */
  device: GuestDevice | undefined;
  /** 'Não sou eu': the browser forgets its orders and the form is emptied. */
  onForget: () => void;
  forgetting: boolean;
}

/**
 * The guest's part of the checkout (issue 30): the name, what this browser remembers of its last
 * order with 'Não sou eu', the orders placed from it, and the unticked marketing consent.
 */
export function GuestNameField({ identity, nameError, onChange, device, onForget, forgetting }: Omit<GuestCheckoutFieldsProps, 'restaurantName'>) {
  return (
    <div className="space-y-3">
      {device?.prefill ? (
        <div className="flex items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm">
          <span>
            Olá, <strong>{device.prefill.name}</strong>! Preenchemos com os dados do seu último pedido.
          </span>
          <Button type="button" variant="outline" size="sm" onClick={onForget} disabled={forgetting}>
            Não sou eu
          </Button>
        </div>
      ) : null}
      <Field label="Nome" error={nameError}>
        <Input autoComplete="name" value={identity.name} maxLength={100} onChange={(event) => onChange({ ...identity, name: event.target.value })} />
      </Field>
    </div>
  );
}

export function GuestConsentField({ restaurantName, identity, onChange }: Pick<GuestCheckoutFieldsProps, 'restaurantName' | 'identity' | 'onChange'>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={identity.marketingConsent}
        onChange={(event) => onChange({ ...identity, marketingConsent: event.target.checked })}
      />
      Quero receber ofertas do {restaurantName} pelo WhatsApp
    </label>
  );
}

/** 'Seus pedidos neste aparelho': the orders placed from this browser, newest first. */
export function DeviceOrders({ device }: { device: GuestDevice | undefined }) {
  if (!device || device.orders.length === 0) return null;
  return (
    <section aria-labelledby="device-orders" className="space-y-2">
      <h4 id="device-orders" className="text-sm font-semibold">
        Seus pedidos neste aparelho
      </h4>
      <ul className="divide-y divide-border rounded-md border border-border text-sm">
        {device.orders.map((order) => (
          <li key={order.id} className="flex justify-between gap-2 p-2">
            <span className="min-w-0 truncate">
              {order.restaurantName ?? 'Restaurante removido'} · {formatDateTime(order.createdAt)}
            </span>
            <span className="shrink-0 text-muted-foreground">
              {orderStatusLabel(order.status)} · {formatBRL(order.total)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
