import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Input } from '@/components/ui/input';

interface MaskedInputProps extends ComponentPropsWithoutRef<typeof Input> {
  /** Formats what was typed, e.g. formatPhone or formatCep from lib/format. */
  mask: (value: string) => string;
}

/**
 * An input formatted as people type (phone, CEP). Works with react-hook-form's `register`:
 * the value is formatted in place before the form sees the change.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(({ mask, onChange, ...props }, ref) => (
  <Input
    ref={ref}
    {...props}
    onChange={(event) => {
      event.target.value = mask(event.target.value);
      onChange?.(event);
    }}
  />
));
MaskedInput.displayName = 'MaskedInput';
