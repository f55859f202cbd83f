import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { DATE_PLACEHOLDER, isoDayFromText, isWholeDateText, maskDateText } from './date-mask';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'>;

interface DateInputProps extends NativeProps {
  /** The text as typed, 'dd/mm/aaaa' or part of it; read it with isoDayFromText (date-mask). */
  value: string;
  onChange: (text: string) => void;
}

/**
 * The one input for a day: 'dd/mm/aaaa' in every browser language, never type=date (whose
 * order of day and month follows the browser's language). The form holds the text; a caller
 * uses the day only once isoDayFromText finds a whole, real one, so nothing is sent half typed.
 * A whole text that is no real day (31/02/2026) is marked invalid; a caller may mark more
 * (a day out of its range) with aria-invalid.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(({ value, onChange, placeholder = DATE_PLACEHOLDER, 'aria-invalid': invalid, ...props }, ref) => {
  const notADay = isWholeDateText(value) && isoDayFromText(value) === null;
  return (
    <Input
      ref={ref}
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      aria-invalid={notADay || invalid === true || invalid === 'true' ? true : undefined}
      value={value}
      onChange={(event) => onChange(maskDateText(event.target.value))}
    />
  );
});
DateInput.displayName = 'DateInput';
