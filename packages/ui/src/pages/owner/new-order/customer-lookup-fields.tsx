import { useState } from 'react';
import { Search } from 'lucide-react';
import { addressLine, PHONE_INVALID, toE164Phone, type StaffCustomerLookup } from '@direto/contracts';
import { MaskedInput } from '@/components/masked-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/hooks/use-toast';
import { formatPhone } from '@/lib/format';
import { trpc } from '@/lib/trpc';

export interface CustomerDraft {
  phone: string;
  name: string;
}

interface CustomerLookupFieldsProps {
  restaurantId: string;
  value: CustomerDraft;
  onChange: (value: CustomerDraft) => void;
  errors: { phone?: string; name?: string };
  /** 'Usar endereço anterior': the last delivery address of the phone found. */
  onUsePreviousAddress: (found: NonNullable<StaffCustomerLookup>) => void;
}

/**
 * Who the order is for: the phone first (the checkout's mask) and 'Buscar', which fills the name
 * of a known customer and offers their last delivery address here; or a new customer's name and
 * phone. Both may stay blank at the counter.
 */
export function CustomerLookupFields({ restaurantId, value, onChange, errors, onUsePreviousAddress }: CustomerLookupFieldsProps) {
  const utils = trpc.useUtils();
  const [found, setFound] = useState<StaffCustomerLookup | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const [lookupError, setLookupError] = useState<string | undefined>(undefined);

  const search = async () => {
    if (!toE164Phone(value.phone)) {
      setLookupError(PHONE_INVALID);
      return;
    }
    setLookupError(undefined);
    setSearching(true);
    try {
      const answer = await utils.staffOrders.lookupCustomer.fetch({ id: restaurantId, phone: value.phone }, { staleTime: 0 });
      setFound(answer);
      if (answer) onChange({ phone: answer.phone, name: answer.name });
    } catch (error) {
      toastError('Não foi possível buscar o cliente', error);
    } finally {
      setSearching(false);
    }
  };
  const previous = found ? (found.lastAddress ? addressLine(found.lastAddress) : found.lastDeliveryAddress) : null;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-base font-semibold">Cliente</legend>
      <div className="flex items-end gap-2">
        <Field label="Celular" error={errors.phone ?? lookupError} className="flex-1">
          <MaskedInput
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(11) 99999-9999"
            mask={formatPhone}
            value={value.phone}
            onChange={(event) => {
              setFound(undefined);
              onChange({ ...value, phone: event.target.value });
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
        </Field>
        <Button type="button" variant="outline" disabled={searching} onClick={() => void search()}>
          <Search aria-hidden="true" />
          {searching ? 'Buscando...' : 'Buscar'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Com DDD. &lsquo;Buscar&rsquo; preenche o nome e oferece o último endereço de um cliente conhecido.</p>
      {found === null ? <p role="status" className="text-sm text-muted-foreground">Cliente novo: informe o nome.</p> : null}
      {found && previous ? (
        <Button type="button" variant="secondary" className="h-auto w-full justify-start whitespace-normal text-left" onClick={() => onUsePreviousAddress(found)}>
          Usar endereço anterior: {previous}
        </Button>
      ) : null}
      <Field label="Nome do cliente" error={errors.name} hint="Em branco no balcão: o pedido fica como 'Balcão'.">
        <Input value={value.name} maxLength={100} autoComplete="off" onChange={(event) => onChange({ ...value, name: event.target.value })} />
      </Field>
    </fieldset>
  );
}
