import { useState, type FormEvent } from 'react';
import { formatBRL, PAYMENT_BRAND_LABELS, PAYMENT_METHOD_LABELS, type AcceptedPaymentMethod, type PaymentBrand, type PaymentMethod, type Tab, type TabShare } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

const SELECT_CLASS = 'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm';

/**
 * 'Registrar pagamento': a method the restaurant accepts, its brand (cards and vouchers) and the
 * amount — what remains, or one person's share. In cash the customer may hand more: the answer's
 * change shows as 'Troco: R$ 3,00'.
 */
export function TabPaymentForm({ tab, methods, shares }: { tab: Tab; methods: AcceptedPaymentMethod[]; shares: TabShare[] }) {
  const utils = trpc.useUtils();
  const [method, setMethod] = useState<PaymentMethod | ''>(methods[0]?.method ?? '');
  const [brand, setBrand] = useState<PaymentBrand | ''>('');
  const [amount, setAmount] = useState(tab.remaining);
  const [change, setChange] = useState<string | null>(null);
  const brands = methods.find((entry) => entry.method === method)?.brands ?? [];
  const pay = trpc.tabs.addPayment.useMutation({
    onSuccess: async (result) => {
      setChange(result.change !== '0.00' ? result.change : null);
      setAmount(result.tab.remaining);
      toast({ title: `Pagamento registrado: ${formatBRL(result.tab.payments.at(-1)?.amount ?? amount)}` });
      await utils.tabs.diningRoom.invalidate();
    },
    onError: (error) => toastError('Não foi possível registrar o pagamento', error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    setChange(null);
    pay.mutate({ tabId: tab.id, method, brand: brand || null, amount });
  };
  const troco = change ? (
    <p role="status" className="mt-2 text-lg font-bold">
      Troco: {formatBRL(change)}
    </p>
  ) : null;
  // Nothing left to pay: only the change of the last payment, if any.
  if (tab.remaining === '0.00') return troco;
  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Registrar pagamento</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1">
              <Label htmlFor="tab-payment-method">Forma de pagamento</Label>
              <select
                id="tab-payment-method"
                className={SELECT_CLASS}
                value={method}
                onChange={(event) => {
                  setMethod(event.target.value as PaymentMethod);
                  setBrand('');
                }}
              >
                {methods.map((entry) => (
                  <option key={entry.method} value={entry.method}>
                    {PAYMENT_METHOD_LABELS[entry.method]}
                  </option>
                ))}
              </select>
            </div>
            {brands.length > 0 ? (
              <div className="space-y-1">
                <Label htmlFor="tab-payment-brand">Bandeira</Label>
                <select id="tab-payment-brand" className={SELECT_CLASS} value={brand} onChange={(event) => setBrand(event.target.value as PaymentBrand)}>
                  <option value="">Escolha</option>
                  {brands.map((entry) => (
                    <option key={entry} value={entry}>
                      {PAYMENT_BRAND_LABELS[entry]}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="space-y-1">
              <Label htmlFor="tab-payment-amount">Valor</Label>
              <MoneyInput id="tab-payment-amount" value={amount} onChange={setAmount} />
            </div>
          </div>
          {shares.length > 0 ? (
            <div className="flex flex-wrap gap-2" aria-label="Usar a parte de uma pessoa">
              {shares.map((share) => (
                <Button key={share.person} type="button" size="sm" variant="outline" onClick={() => setAmount(share.amount)}>
                  Pessoa {share.person}: {formatBRL(share.amount)}
                </Button>
              ))}
            </div>
          ) : null}
          <Button type="submit" disabled={!method || pay.isPending}>
            Registrar pagamento
          </Button>
        </CardContent>
      </Card>
      {troco}
    </form>
  );
}
