import { useEffect, useId, useState, type ReactNode } from 'react';
import { COUPON_LIMITS, type Coupon, type CouponBenefitType, type OrderType } from '@direto/contracts';
import { DateInput } from '@/components/date-input';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { ProductSelect } from './product-select';
import { couponInputFrom, EMPTY_COUPON_FORM, formFromCoupon, withSuggestedTitle, type CouponFormValues } from './coupon-form-values';
import { FormAlert } from '@/components/form-alert';

interface CouponFormDialogProps {
  restaurantId: string;
  /** The coupon being edited, 'new' for a new one, null when closed. */
  editing: Coupon | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

const BENEFITS: { type: CouponBenefitType; label: string }[] = [
  { type: 'percent', label: 'Desconto em %' },
  { type: 'amount', label: 'Desconto em R$' },
  { type: 'free_delivery', label: 'Frete grátis' },
  { type: 'free_item', label: 'Produto grátis' },
];
const WEEKDAYS = [
  { day: 0, short: 'Dom', name: 'domingo' },
  { day: 1, short: 'Seg', name: 'segunda' },
  { day: 2, short: 'Ter', name: 'terça' },
  { day: 3, short: 'Qua', name: 'quarta' },
  { day: 4, short: 'Qui', name: 'quinta' },
  { day: 5, short: 'Sex', name: 'sexta' },
  { day: 6, short: 'Sáb', name: 'sábado' },
];
const ORDER_TYPES: { type: OrderType; label: string }[] = [
  { type: 'delivery', label: 'Entrega' },
  { type: 'pickup', label: 'Retirada' },
];

/** Adds or removes `value` of a list (a chip pressed). */
const toggled = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Marketing › Cupons: the form of a coupon (a code) or an automatic offer, every benefit and condition. */
export function CouponFormDialog({ restaurantId, editing, onClose, onSaved }: CouponFormDialogProps) {
  const ids = useId();
  const [form, setForm] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [error, setError] = useState<string | null>(null);
  const products = trpc.product.listByRestaurant.useQuery({ id: restaurantId }, { enabled: editing !== null });
  const productNameOf = (productId: string) => products.data?.find((product) => product.id === productId)?.name ?? null;
  useEffect(() => {
    if (editing === null) return;
    setForm(editing === 'new' ? EMPTY_COUPON_FORM : formFromCoupon(editing));
    setError(null);
  }, [editing]);
  // The title follows the benefit and conditions until the owner writes their own.
  const change = (changes: Partial<CouponFormValues>) => setForm((current) => withSuggestedTitle({ ...current, ...changes }, productNameOf(changes.productId ?? current.productId)));

  const done = {
    onSuccess: () => {
      onSaved();
      toast({ title: 'Cupom salvo' });
      onClose();
    },
    onError: (failure: { message: string }) => setError(failure.message),
  };
  const create = trpc.coupon.create.useMutation(done);
  const update = trpc.coupon.update.useMutation(done);
  const pending = create.isPending || update.isPending;

  const submit = () => {
    const read = couponInputFrom(form);
    if ('error' in read) return setError(read.error);
    setError(null);
    if (editing && editing !== 'new') update.mutate({ couponId: editing.id, coupon: read.input });
    else create.mutate({ id: restaurantId, coupon: read.input });
  };

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing && editing !== 'new' ? 'Editar cupom' : 'Novo cupom'}</DialogTitle>
          <DialogDescription>Um benefício por pedido: quando um cupom e uma oferta valem, o cliente fica com o melhor.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Choices legend="Tipo">
            <Radio name={`${ids}-kind`} checked={form.kind === 'coupon'} onChange={() => change({ kind: 'coupon' })} label="Cupom com código" />
            <Radio name={`${ids}-kind`} checked={form.kind === 'offer'} onChange={() => change({ kind: 'offer' })} label="Oferta automática (sem código, aparece no cardápio)" />
          </Choices>
          {form.kind === 'coupon' ? (
            <Field label="Código" hint="De 3 a 20 letras e números, sem espaços. O cliente digita sem diferença de maiúsculas.">
              <Input value={form.code} maxLength={COUPON_LIMITS.codeMax} autoComplete="off" onChange={(event) => change({ code: event.target.value.toUpperCase().replace(/\s/g, '') })} />
            </Field>
          ) : null}

          <Choices legend="Benefício">
            {BENEFITS.map((benefit) => (
              <Radio key={benefit.type} name={`${ids}-benefit`} checked={form.benefitType === benefit.type} onChange={() => change({ benefitType: benefit.type })} label={benefit.label} />
            ))}
          </Choices>
          {form.benefitType === 'percent' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Desconto (%)">
                <Input inputMode="numeric" maxLength={3} value={form.percent} onChange={(event) => change({ percent: digitsOnly(event.target.value) })} />
              </Field>
              <Field label="Desconto máximo (opcional)">
                <MoneyInput value={form.maxDiscount} onChange={(maxDiscount) => change({ maxDiscount })} />
              </Field>
            </div>
          ) : null}
          {form.benefitType === 'amount' ? (
            <Field label="Valor do desconto">
              <MoneyInput value={form.amount} onChange={(amount) => change({ amount })} />
            </Field>
          ) : null}
          {form.benefitType === 'free_item' ? (
            <Field label="Produto grátis (1 unidade)">
              <ProductSelect value={form.productId} products={products.data ?? []} onChange={(productId) => change({ productId })} />
            </Field>
          ) : null}

          <Field label="Título" hint={form.kind === 'offer' ? 'É o que o cliente vê no cardápio.' : 'Para você reconhecer o cupom.'}>
            <Input value={form.title} maxLength={COUPON_LIMITS.titleMax} onChange={(event) => setForm({ ...form, title: event.target.value, titleEdited: true })} />
          </Field>
          <Field label="Descrição (opcional)">
            <Textarea rows={2} maxLength={COUPON_LIMITS.descriptionMax} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />
          </Field>

          <fieldset className="space-y-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold">Condições (todas opcionais)</legend>
            <Field label="Pedido mínimo">
              <MoneyInput value={form.minSubtotal} onChange={(minSubtotal) => change({ minSubtotal })} />
            </Field>
            <Chips legend="Dias da semana">
              {WEEKDAYS.map(({ day, short, name }) => (
                <Chip key={day} pressed={form.weekdays.includes(day)} label={name} onClick={() => change({ weekdays: toggled(form.weekdays, day).sort((a, b) => a - b) })}>
                  {short}
                </Chip>
              ))}
            </Chips>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Das (HH:MM)">
                <Input value={form.timeFrom} placeholder="18:00" maxLength={5} inputMode="numeric" onChange={(event) => change({ timeFrom: event.target.value })} />
              </Field>
              <Field label="Às (HH:MM)" hint="Antes do início, vai até o dia seguinte.">
                <Input value={form.timeTo} placeholder="23:00" maxLength={5} inputMode="numeric" onChange={(event) => change({ timeTo: event.target.value })} />
              </Field>
            </div>
            <Chips legend="Tipo de pedido">
              {ORDER_TYPES.map(({ type, label }) => (
                <Chip key={type} pressed={form.orderTypes.includes(type)} label={label} onClick={() => change({ orderTypes: toggled(form.orderTypes, type) })}>
                  {label}
                </Chip>
              ))}
            </Chips>
            <Field label="Bairros" hint="Separados por vírgula. Vazio: todos.">
              <Input value={form.districts} maxLength={2000} onChange={(event) => change({ districts: event.target.value })} />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={form.firstOrderOnly} onChange={(event) => change({ firstOrderOnly: event.target.checked })} />
              Só no primeiro pedido do cliente
            </label>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Limite total de usos">
                <Input inputMode="numeric" maxLength={7} value={form.totalLimit} onChange={(event) => change({ totalLimit: digitsOnly(event.target.value) })} />
              </Field>
              <Field label="Limite por cliente">
                <Input inputMode="numeric" maxLength={7} value={form.perCustomerLimit} onChange={(event) => change({ perCustomerLimit: digitsOnly(event.target.value) })} />
              </Field>
              <Field label="Válido de">
                <DateInput value={form.startsOn} onChange={(startsOn) => change({ startsOn })} />
              </Field>
              <Field label="Válido até">
                <DateInput value={form.endsOn} onChange={(endsOn) => change({ endsOn })} />
              </Field>
            </div>
          </fieldset>

          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={form.active} onChange={(event) => change({ active: event.target.checked })} />
            Ativo
          </label>
          <FormAlert message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">{children}</div>
    </fieldset>
  );
}

function Radio({ name, checked, onChange, label }: { name: string; checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" className="size-4 accent-primary" name={name} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

function Chips({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={legend} className="space-y-2">
      <p className="text-sm font-medium">{legend}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

function Chip({ pressed, label, onClick, children }: { pressed: boolean; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" size="sm" variant={pressed ? 'default' : 'outline'} aria-pressed={pressed} aria-label={label} className="rounded-full" onClick={onClick}>
      {children}
    </Button>
  );
}
