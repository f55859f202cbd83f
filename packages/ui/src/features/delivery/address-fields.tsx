import { useState } from 'react';
import { BRAZIL_STATES, cepDigits, type Address, type BrazilState } from '@direto/contracts';
import { MaskedInput } from '@/components/masked-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatCep } from '@/lib/format';
import { trpc } from '@/lib/trpc';

/** An address as the form holds it: every field a string ('' = blank). */
export interface AddressDraft {
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  reference: string;
}

export const EMPTY_ADDRESS: AddressDraft = { cep: '', street: '', number: '', complement: '', district: '', city: '', state: '', reference: '' };

/** A stored address in the form (the CEP with its mask). */
export const toDraft = (address: Address): AddressDraft => ({
  ...address,
  cep: formatCep(address.cep),
  complement: address.complement ?? '',
  reference: address.reference ?? '',
});

/** Whether every required field is filled (the server checks the rest). */
export const isCompleteAddress = (draft: AddressDraft) =>
  cepDigits(draft.cep).length === 8 && [draft.street, draft.number, draft.district, draft.city, draft.state].every((value) => value.trim() !== '');

/** What the API takes: blanks of the optional fields as null. */
export const toAddressInput = (draft: AddressDraft) => ({
  ...draft,
  // An empty UF is refused by the server with its message ('Escolha a UF').
  state: draft.state as BrazilState,
  complement: draft.complement.trim() || null,
  reference: draft.reference.trim() || null,
});

interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Called once a CEP lookup filled the fields (the checkout then quotes the bairro). */
  onLookedUp?: (value: AddressDraft) => void;
  /** Hide 'Ponto de referência' (the restaurant's own address). */
  withReference?: boolean;
  errors?: Partial<Record<keyof AddressDraft, string>>;
}

/**
 * CEP (00000-000), rua, número, complemento, bairro, cidade, UF and ponto de referência. Typing
 * the 8th digit of the CEP fills rua, bairro, cidade and UF; when the lookup fails the fields stay
 * editable by hand, with a word on why.
 */
export function AddressFields({ value, onChange, onLookedUp, withReference = true, errors = {} }: AddressFieldsProps) {
  const utils = trpc.useUtils();
  const [lookup, setLookup] = useState<{ state: 'idle' | 'loading' } | { state: 'failed'; message: string }>({ state: 'idle' });
  const set = (field: keyof AddressDraft) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });

  const changeCep = (typed: string) => {
    const next = { ...value, cep: typed };
    onChange(next);
    const digits = cepDigits(typed);
    if (digits.length !== 8 || digits === cepDigits(value.cep)) return;
    setLookup({ state: 'loading' });
    utils.delivery.cep
      .fetch({ cep: digits }, { staleTime: Infinity, retry: false })
      .then((found) => {
        const filled = { ...next, street: found.street || next.street, district: found.district || next.district, city: found.city, state: found.state };
        setLookup({ state: 'idle' });
        onChange(filled);
        onLookedUp?.(filled);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error && error.message === 'CEP não encontrado' ? 'CEP não encontrado. Confira o número ou preencha o endereço.' : 'Não foi possível buscar o CEP agora. Preencha o endereço.';
        setLookup({ state: 'failed', message });
      });
  };

  const cepHint = lookup.state === 'loading' ? 'Buscando endereço…' : lookup.state === 'failed' ? lookup.message : 'Preenchemos rua, bairro e cidade pelo CEP.';
  return (
    // One layout for every width: the form sits in a narrow side column as well as on a whole page.
    <div className="grid grid-cols-6 gap-3">
      <Field label="CEP" className="col-span-3" error={errors.cep} hint={cepHint}>
        <MaskedInput inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" mask={formatCep} value={value.cep} onChange={(event) => changeCep(event.target.value)} />
      </Field>
      <Field label="Rua" className="col-span-6" error={errors.street}>
        <Input autoComplete="address-line1" value={value.street} onChange={set('street')} maxLength={120} />
      </Field>
      <Field label="Número" className="col-span-2" error={errors.number} hint="Ou S/N">
        <Input value={value.number} onChange={set('number')} maxLength={10} />
      </Field>
      <Field label="Complemento" className="col-span-4" error={errors.complement}>
        <Input autoComplete="address-line2" value={value.complement} onChange={set('complement')} maxLength={60} placeholder="Apto, bloco, casa" />
      </Field>
      <Field label="Bairro" className="col-span-6" error={errors.district}>
        <Input value={value.district} onChange={set('district')} maxLength={80} />
      </Field>
      <Field label="Cidade" className="col-span-4" error={errors.city}>
        <Input autoComplete="address-level2" value={value.city} onChange={set('city')} maxLength={80} />
      </Field>
      <Field label="UF" className="col-span-2" error={errors.state}>
        <select className="flex h-10 w-full rounded-md border border-input bg-background px-2 text-sm" value={value.state} onChange={set('state')}>
          <option value="">—</option>
          {BRAZIL_STATES.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </select>
      </Field>
      {withReference ? (
        <Field label="Ponto de referência" className="col-span-6" error={errors.reference}>
          <Input value={value.reference} onChange={set('reference')} maxLength={120} placeholder="Perto de…" />
        </Field>
      ) : null}
    </div>
  );
}
