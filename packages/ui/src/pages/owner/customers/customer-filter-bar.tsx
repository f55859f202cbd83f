import type { ComponentProps } from 'react';
import { CUSTOMER_TAGS } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { CustomerFilterState } from './customer-filters';

interface CustomerFilterBarProps {
  filters: CustomerFilterState;
  onChange: (filters: CustomerFilterState) => void;
}

type DaysInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** Numbers typed as text: digits only, so a phone keyboard shows its number pad. The Field's id and aria attributes pass through. */
function DaysInput({ value, onChange, ...field }: DaysInputProps) {
  return <Input {...field} inputMode="numeric" pattern="[0-9]*" maxLength={4} value={value} onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))} />;
}

/** The list's filters: days without ordering, orders, new customers, bairro, consent and the automatic tags. */
export function CustomerFilterBar({ filters, onChange }: CustomerFilterBarProps) {
  const set = (changes: Partial<CustomerFilterState>) => onChange({ ...filters, ...changes });
  return (
    <div className="space-y-3 rounded-lg border border-border bg-background p-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field label="Sem pedir há ≥ N dias">
          <DaysInput value={filters.inactiveDays} onChange={(inactiveDays) => set({ inactiveDays })} />
        </Field>
        <Field label="≥ N pedidos">
          <DaysInput value={filters.minOrders} onChange={(minOrders) => set({ minOrders })} />
        </Field>
        <Field label="Novos nos últimos N dias">
          <DaysInput value={filters.newDays} onChange={(newDays) => set({ newDays })} />
        </Field>
        <Field label="Bairro">
          <Input value={filters.district} maxLength={120} onChange={(event) => set({ district: event.target.value })} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-2 flex items-center gap-2">
          <Switch id="customer-consent-filter" checked={filters.consent} onCheckedChange={(consent) => set({ consent })} />
          <Label htmlFor="customer-consent-filter">Aceita ofertas</Label>
        </div>
        <div role="group" aria-label="Etiquetas" className="flex flex-wrap gap-2">
          {CUSTOMER_TAGS.map((tag) => {
            const on = filters.tag === tag;
            return (
              <Button key={tag} type="button" size="sm" variant={on ? 'default' : 'outline'} aria-pressed={on} className="rounded-full" onClick={() => set({ tag: on ? null : tag })}>
                {tag}
              </Button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
