import { useState } from 'react';
import { MessageCircle, RotateCcw } from 'lucide-react';
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  formatWhatsappNumber,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  WHATSAPP_TEMPLATE_MAX,
  WHATSAPP_VARIABLE_DESCRIPTIONS,
  WHATSAPP_VARIABLES,
  whatsappSettingsFormSchema,
  type OwnRestaurant,
  type WhatsappSettingsForm,
} from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';

const count = new Intl.NumberFormat('pt-BR');

function valuesOf(restaurant: OwnRestaurant): WhatsappSettingsForm {
  return {
    whatsappNumber: restaurant.whatsappNumber ? formatWhatsappNumber(restaurant.whatsappNumber) : '',
    whatsappTemplates: restaurant.whatsappTemplates,
  };
}

/**
 * Configurações › WhatsApp: the restaurant's number (customers get 'Falar com o restaurante') and
 * the message 'Avisar cliente' types in for each order status. Links only: the owner sends.
 */
export function WhatsappSection({ restaurant }: { restaurant: OwnRestaurant }) {
  const utils = trpc.useUtils();
  const form = useZodForm(whatsappSettingsFormSchema, { defaultValues: valuesOf(restaurant) });
  const { errors } = form.formState;
  const templates = form.watch('whatsappTemplates');
  // The version of these fields as loaded: a save over changes made elsewhere meanwhile is refused (409).
  const [version, setVersion] = useState(restaurant.settingsVersions.whatsapp);

  const update = trpc.restaurant.update.useMutation({
    onSuccess: async (saved) => {
      setVersion(saved.settingsVersions.whatsapp);
      form.reset(valuesOf(saved));
      toast({ title: 'WhatsApp atualizado!', description: saved.whatsappNumber ? 'Seus clientes já podem falar com você.' : 'Sem número, seus clientes não veem o botão do WhatsApp.' });
      await utils.restaurant.invalidate();
    },
    onError: (error) => toastError('Erro ao salvar o WhatsApp', error, 'Tente novamente em alguns instantes.'),
  });

  const submit = form.handleSubmit((values) => {
    // Only this form's fields: the others keep whatever another tab saved meanwhile.
    update.mutate({
      id: restaurant.id,
      whatsappNumber: values.whatsappNumber,
      whatsappTemplates: values.whatsappTemplates,
      expectedVersions: { whatsapp: version },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <MessageCircle aria-hidden="true" className="size-5 text-success" />
            WhatsApp
          </CardTitle>
          <CardDescription>
            Seus clientes falam com você pela página do pedido, e 'Avisar cliente' abre o WhatsApp com a mensagem pronta. Nada é enviado sem você.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <Field
            label="Número do WhatsApp"
            error={errors.whatsappNumber?.message}
            hint="Celular (ou fixo do WhatsApp Business) com DDD. Deixe em branco para não mostrar o botão aos clientes."
          >
            <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 98765-4321" {...form.register('whatsappNumber')} />
          </Field>

          <section aria-labelledby="whatsapp-templates-title" className="space-y-4">
            <div className="space-y-1">
              <h3 id="whatsapp-templates-title" className="font-medium">
                Mensagens para avisar o cliente
              </h3>
              <p className="text-sm text-muted-foreground">Uma para cada status do pedido. Escreva as variáveis entre chaves:</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                {WHATSAPP_VARIABLES.map((name) => (
                  <div key={name} className="contents">
                    <dt>
                      <code className="rounded bg-muted px-1 font-mono">{`{${name}}`}</code>
                    </dt>
                    <dd className="text-muted-foreground">{WHATSAPP_VARIABLE_DESCRIPTIONS[name]}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {ORDER_STATUSES.map((status) => {
              const length = templates[status]?.length ?? 0;
              const isDefault = templates[status] === DEFAULT_WHATSAPP_TEMPLATES[status];
              return (
                <div key={status} className="space-y-1">
                  <Field
                    label={`Pedido ${ORDER_STATUS_LABELS[status]}`}
                    error={errors.whatsappTemplates?.[status]?.message}
                    hint={`${count.format(length)} de ${count.format(WHATSAPP_TEMPLATE_MAX)} caracteres`}
                  >
                    <Textarea rows={4} maxLength={WHATSAPP_TEMPLATE_MAX} {...form.register(`whatsappTemplates.${status}`)} />
                  </Field>
                  {isDefault ? null : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Restaurar padrão: Pedido ${ORDER_STATUS_LABELS[status]}`}
                      onClick={() => form.setValue(`whatsappTemplates.${status}`, DEFAULT_WHATSAPP_TEMPLATES[status], { shouldDirty: true, shouldValidate: true })}
                    >
                      <RotateCcw aria-hidden="true" />
                      Restaurar padrão
                    </Button>
                  )}
                </div>
              );
            })}
          </section>

          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
