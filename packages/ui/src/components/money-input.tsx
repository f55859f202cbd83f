import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { displayMoney, moneyFromPaste, moneyFromText } from './money-mask';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'>;

interface MoneyInputProps extends NativeProps {
  /** The API's two-decimal string ('12.50'), or '' while empty. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The one input for money (prices, fees): shows 'R$ 12,50', digits fill from the right and
 * separators are ignored, so what is saved never depends on the browser's language (a
 * type=number field reads '12,50' as 1250 in an English browser). Use it through a Controller:
 * the form holds the two-decimal string the API takes.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(({ value, onChange, onPaste, placeholder = 'R$ 0,00', ...props }, ref) => {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => input.current, []);
  const display = displayMoney(value);

  // Digits come in at the right end, so the caret stays there after every change.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && element === element.ownerDocument.activeElement) element.setSelectionRange(display.length, display.length);
  }, [display]);

  return (
    <Input
      ref={input}
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={display}
      onChange={(event) => onChange(moneyFromText(event.target.value, value))}
      onPaste={(event) => {
        onPaste?.(event);
        if (event.defaultPrevented) return;
        // A pasted amount replaces the value, read with its own separators ('1.250,00', '12.50').
        event.preventDefault();
        const pasted = moneyFromPaste(event.clipboardData.getData('text'));
        if (pasted !== null) onChange(pasted);
      }}
    />
  );
});
MoneyInput.displayName = 'MoneyInput';
