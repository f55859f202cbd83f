import type { ComponentPropsWithoutRef } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { trpc } from '@/lib/trpc';

/** Radix items need a non-empty value; this one stands for "no category" (the menu's 'Outros'). */
const NONE = 'sem-categoria';

type CategorySelectProps = Omit<ComponentPropsWithoutRef<typeof SelectTrigger>, 'value' | 'onChange'> & {
  restaurantId: string;
  /** A category id, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** The product's menu section, from the restaurant's categories. Field passes it its id, so its label points at the trigger. */
export function CategorySelect({ restaurantId, value, onChange, ...triggerProps }: CategorySelectProps) {
  const categories = trpc.category.list.useQuery({ restaurantId });
  const options = categories.data ?? [];
  // A category deleted meanwhile (or not loaded yet) shows as none rather than as a blank select.
  const selected = value && options.some((category) => category.id === value) ? value : NONE;
  return (
    <Select value={selected} onValueChange={(next) => onChange(next === NONE ? null : next)}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>Sem categoria (Outros)</SelectItem>
        {options.map((category) => (
          <SelectItem key={category.id} value={category.id}>
            {category.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
