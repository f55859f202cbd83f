import { useEffect, useRef, useState } from 'react';
import { TicketPercent } from 'lucide-react';
import { couponCodeSchema } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { benefitNotice } from './benefit-notice';
import type { CheckoutBenefitState } from './use-checkout-benefit';

/**
 * The checkout's 'Tem um cupom?' (issue 31): the code, 'Aplicar', the server's refusal under the
 * field ('Cupom esgotado') or what was applied with 'Remover', and which benefit the order gets
 * when an automatic offer beats the code (one benefit per order). The amounts show in the totals.
 */
export function CouponField({ state }: { state: CheckoutBenefitState }) {
  const [open, setOpen] = useState(state.code !== null);
  const [draft, setDraft] = useState(state.code ?? '');
  const [formatError, setFormatError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (open && opened.current) input.current?.focus();
  }, [open]);

  const apply = () => {
    const parsed = couponCodeSchema.safeParse(draft);
    setFormatError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) state.apply(parsed.data);
  };
  const remove = () => {
    state.remove();
    setDraft('');
    setFormatError(undefined);
  };
  const notice = benefitNotice(state.benefit, state.acceptedCode);

  if (state.acceptedCode) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
        <p role="status" className="flex items-center gap-2 font-medium">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
          {notice ?? `Cupom ${state.acceptedCode} aplicado`}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={remove}>
          Remover
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      {notice ? (
        <p role="status" className="flex items-center gap-2 font-medium">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      {open ? (
        <div className="flex items-start gap-2">
          <Field label="Código do cupom" error={formatError ?? state.refusal} className="min-w-0 flex-1">
            <Input
              ref={input}
              value={draft}
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code; it must not send the whole checkout form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
            />
          </Field>
          <Button type="button" variant="outline" className="mt-7" onClick={apply} disabled={state.checking && state.code !== null}>
            Aplicar
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            opened.current = true;
            setOpen(true);
          }}
        >
          Tem um cupom?
        </Button>
      )}
    </div>
  );
}
