import type { ComponentPropsWithoutRef } from 'react';
import { CUISINES } from '@direto/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type CuisineSelectProps = Omit<ComponentPropsWithoutRef<typeof SelectTrigger>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The §3 cuisine options; Field hands the trigger its id so the label points at it. */
export function CuisineSelect({ value, onChange, ...triggerProps }: CuisineSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder="Selecione o tipo de cozinha" />
      </SelectTrigger>
      <SelectContent>
        {CUISINES.map((cuisine) => (
          <SelectItem key={cuisine} value={cuisine}>
            {cuisine}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
