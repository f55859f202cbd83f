import { useId, type ReactNode } from 'react';
import { Banknote, CreditCard, QrCode, Ticket } from 'lucide-react';
import { PAYMENT_BRAND_LABELS, PAYMENT_METHOD_LABELS, toCents, type PaymentMethod } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import type { PaymentChoice } from './use-payment-choice';

const METHOD_ICONS: Record<PaymentMethod, typeof Banknote> = {
  cash: Banknote,
  credit: CreditCard,
  debit: CreditCard,
  meal_voucher: Ticket,
  food_voucher: Ticket,
  pix: QrCode,
};

/**
 * 'Forma de pagamento' in the checkout (issue 16): the restaurant's methods as radios; then, by
 * method, 'Vai precisar de troco?' with 'Troco para quanto?' and quick notes, the brand, or what
 * happens with a Pix. Nothing for a restaurant without methods.
 */
export function CheckoutPayment({ payment }: { payment: PaymentChoice }) {
  const ids = useId();
  if (payment.methods.length === 0) return null;
  const { problems } = payment;
  return (
    <fieldset ref={payment.group} className="space-y-3">
      <legend className="mb-2 text-sm font-medium">Forma de pagamento</legend>
      <div className="grid grid-cols-2 gap-2">
        {payment.methods.map(({ method }) => {
          const Icon = METHOD_ICONS[method];
          return (
            <ChoiceOption
              key={method}
              name={`${ids}-method`}
              checked={payment.method === method}
              invalid={Boolean(problems.method)}
              describedBy={problems.method ? `${ids}-method-error` : undefined}
              onSelect={() => payment.setMethod(method)}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {PAYMENT_METHOD_LABELS[method]}
            </ChoiceOption>
          );
        })}
      </div>
      <Problem id={`${ids}-method-error`} message={problems.method} />
      {payment.method === 'cash' ? <CashChange payment={payment} /> : null}
      {payment.brands.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Bandeira</legend>
          <div className="flex flex-wrap gap-2">
            {payment.brands.map((brand) => (
              <ChoiceOption
                key={brand}
                name={`${ids}-brand`}
                checked={payment.brand === brand}
                invalid={Boolean(problems.brand)}
                describedBy={problems.brand ? `${ids}-brand-error` : undefined}
                onSelect={() => payment.setBrand(brand)}
                compact
              >
                {PAYMENT_BRAND_LABELS[brand]}
              </ChoiceOption>
            ))}
          </div>
          <Problem id={`${ids}-brand-error`} message={problems.brand} />
        </fieldset>
      ) : null}
      {payment.method === 'pix' ? (
        <p className="rounded-md bg-muted p-3 text-sm">Depois de fazer o pedido, mostramos o QR code e o código Pix copia e cola.</p>
      ) : null}
    </fieldset>
  );
}

/** 'Vai precisar de troco?' Sim/Não, then 'Troco para quanto?' with the next notes above the total. */
function CashChange({ payment }: { payment: PaymentChoice }) {
  const ids = useId();
  const { problems } = payment;
  return (
    <div className="space-y-3 rounded-md border border-border p-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Vai precisar de troco?</legend>
        <div className="grid grid-cols-2 gap-2">
          {([true, false] as const).map((answer) => (
            <ChoiceOption
              key={String(answer)}
              name={`${ids}-needs-change`}
              checked={payment.needsChange === answer}
              invalid={Boolean(problems.needsChange)}
              describedBy={problems.needsChange ? `${ids}-needs-change-error` : undefined}
              onSelect={() => payment.setNeedsChange(answer)}
            >
              {answer ? 'Sim' : 'Não'}
            </ChoiceOption>
          ))}
        </div>
        <Problem id={`${ids}-needs-change-error`} message={problems.needsChange} className="mt-2" />
      </fieldset>
      {payment.needsChange ? (
        <>
          <Field label="Troco para quanto?" error={problems.changeFor} hint={`Total do pedido: ${formatBRL(payment.total)}`}>
            <MoneyInput value={payment.changeFor} onChange={payment.setChangeFor} />
          </Field>
          <div role="group" aria-label="Sugestões de troco" className="flex flex-wrap gap-2">
            {payment.suggestions.map((amount) => {
              const chosen = payment.changeFor !== '' && toCents(payment.changeFor) === toCents(amount);
              return (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => payment.setChangeFor(amount)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    chosen ? 'border-primary bg-primary/10 text-foreground ring-1 ring-primary' : 'border-border hover:bg-muted',
                  )}
                >
                  {formatBRL(amount)}
                </button>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}

interface ChoiceOptionProps {
  name: string;
  checked: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onSelect: () => void;
  /** Brands: a row of small pills instead of a two-column grid. */
  compact?: boolean;
  children: ReactNode;
}

/** A native radio (arrow keys, screen readers) drawn as a tappable card. */
function ChoiceOption({ name, checked, invalid, describedBy, onSelect, compact, children }: ChoiceOptionProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-2 rounded-md border text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        compact ? 'px-3 py-1.5' : 'p-3',
        checked ? 'border-primary bg-primary/10 text-foreground ring-1 ring-primary' : invalid ? 'border-destructive' : 'border-border hover:bg-muted',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // Invisible but covering the whole card: a tap anywhere on it lands on the radio itself.
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      />
      {children}
    </label>
  );
}

function Problem({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
