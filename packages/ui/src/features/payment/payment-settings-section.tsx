import { useState } from 'react';
import { paymentSettingsFormSchema, type OwnRestaurant, type PaymentSettings } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';
import { paymentFormValues, suggestedPixReceiver, type PaymentForm } from './payment-form-values';
import { PaymentMethodsFields } from './payment-methods-fields';
import { PixSettingsFields } from './pix-settings-fields';

/** Configurações › Pagamento (issue 16): what the checkout offers, and the restaurant's Pix key. */
export function PaymentSettingsSection({ restaurant }: { restaurant: OwnRestaurant }) {
  const settings = trpc.payment.settings.useQuery({ id: restaurant.id });
  return (
    <QueryState query={settings} error="Não foi possível carregar as formas de pagamento: " className="py-6 text-center text-sm">
      {(initial) => <PaymentSettingsForm restaurant={restaurant} initial={initial} />}
    </QueryState>
  );
}

function PaymentSettingsForm({ restaurant, initial }: { restaurant: OwnRestaurant; initial: PaymentSettings }) {
  const utils = trpc.useUtils();
  const form: PaymentForm = useZodForm(paymentSettingsFormSchema, { defaultValues: paymentFormValues(initial) });
  // The version the form was loaded with: a save over changes made elsewhere meanwhile is refused (409).
  const [version, setVersion] = useState(initial.version);
  const save = trpc.payment.updateSettings.useMutation({
    onSuccess: async (saved) => {
      setVersion(saved.version);
      // The key comes back as stored (CPF digits only, phone +55…): the form shows it so.
      form.reset(paymentFormValues(saved));
      utils.payment.settings.setData({ id: restaurant.id }, saved);
      toast({ title: 'Pagamento salvo' });
      // restaurant.mine carries the methods the checkout offers.
      await utils.restaurant.invalidate();
    },
    onError: (error) => {
      // A refused field (400 with issues: 'pix.key', …) shows its message where it is typed, too.
      for (const issue of error.data?.issues ?? []) {
        if (issue.path.startsWith('methods') || issue.path.startsWith('pix.')) {
          form.setError(issue.path as Parameters<PaymentForm['setError']>[0], { type: 'server', message: issue.message });
        }
      }
      toastError('Erro ao salvar o pagamento', error, 'Tente novamente em alguns instantes.');
    },
  });
  const submit = form.handleSubmit((values) => save.mutate({ id: restaurant.id, ...values, expectedVersion: version }));

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Pagamento</CardTitle>
          <CardDescription>Como seus clientes podem pagar. Sem intermediário e sem taxa: o Pix cai direto na sua conta.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <PaymentMethodsFields form={form} />
          <PixSettingsFields form={form} suggested={suggestedPixReceiver(restaurant)} />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar pagamento'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
