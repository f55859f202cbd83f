import { forwardRef, type InputHTMLAttributes } from 'react';
import { pixText } from '@direto/contracts';
import { Input } from '@/components/ui/input';

interface PixTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** The BR Code's limit for this field (25 for the name, 15 for the city). */
  max: number;
}

/**
 * A receiver name or city typed straight into the form banks read: as the owner types, accents
 * go and letters turn upper case ('Pizzaria São João' → 'PIZZARIA SAO JOAO'), cut at `max`.
 * The caret stays where the owner was typing.
 */
export const PixTextInput = forwardRef<HTMLInputElement, PixTextInputProps>(({ value, onChange, max, ...props }, ref) => (
  <Input
    ref={ref}
    autoComplete="off"
    spellCheck={false}
    {...props}
    value={value}
    onChange={(event) => {
      const input = event.target;
      const next = pixText(input.value, max);
      if (next !== input.value) {
        // Rewritten before React renders it, so React leaves the DOM value (and the caret) alone.
        const caret = pixText(input.value.slice(0, input.selectionStart ?? input.value.length), max).length;
        input.value = next;
        input.setSelectionRange(caret, caret);
      }
      onChange(next);
    }}
  />
));
PixTextInput.displayName = 'PixTextInput';
