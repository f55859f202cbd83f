import { useState } from 'react';
import { WINBACK_RESULT_DAYS } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { formatCustomerDay } from './customer-format';

/**
 * Issue 31, 'Reativar clientes': the consenting customers who stopped ordering. 'Enviar convite'
 * makes a personal coupon and opens WhatsApp with the message, one customer at a time (no bulk
 * sending: unofficial automation gets numbers banned). Below, who ordered after an invitation.
 */
export function WinbackPanel({ restaurantId }: { restaurantId: string }) {
  const [days, setDays] = useState('30');
  const inactiveDays = Math.min(730, Math.max(1, Number.parseInt(days, 10) || 30));
  const candidates = trpc.winback.candidates.useQuery({ id: restaurantId, inactiveDays });
  const report = trpc.winback.report.useQuery({ id: restaurantId });
  const [template, setTemplate] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const invite = trpc.winback.invite.useMutation({
    onSuccess: (sent) => {
      window.open(sent.whatsappUrl, '_blank', 'noopener');
      toast({ title: `Convite criado: cupom ${sent.couponCode}` });
      void utils.winback.candidates.invalidate({ id: restaurantId });
      void utils.winback.report.invalidate({ id: restaurantId });
    },
    onError: (failure) => toast({ title: failure.message, variant: 'destructive' }),
  });
  const message = template ?? candidates.data?.template ?? '';

  return (
    <section aria-labelledby="winback-heading" className="mt-8 space-y-4 rounded-xl border border-border bg-background p-4">
      <div>
        <h2 id="winback-heading" className="text-xl font-semibold">
          Reativar clientes
        </h2>
        <p className="text-sm text-muted-foreground">Clientes que aceitam ofertas e não pedem há algum tempo. Cada convite leva um cupom só dele e abre o seu WhatsApp.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field label="Sem pedir há (dias)">
          <Input inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
        </Field>
        <Field label="Mensagem" hint="{nome}, {cupom}, {validade} e {link} são preenchidos; a linha para sair da lista é adicionada.">
          <Textarea rows={3} value={message} onChange={(event) => setTemplate(event.target.value)} />
        </Field>
      </div>
      {candidates.data && candidates.data.customers.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum cliente para reativar.</p> : null}
      <ul className="divide-y divide-border">
        {candidates.data?.customers.map((customer) => (
          <li key={customer.customerId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <p className="font-medium">{customer.name}</p>
              <p className="text-sm text-muted-foreground">
                {customer.lastOrderAt ? `Último pedido em ${formatCustomerDay(customer.lastOrderAt)}` : 'Sem pedidos'}
                {customer.invitedAt ? ` · convidado em ${formatCustomerDay(customer.invitedAt)}` : ''}
              </p>
            </div>
            <Button size="sm" disabled={invite.isPending} onClick={() => invite.mutate({ id: restaurantId, customerId: customer.customerId, template: template ?? undefined })}>
              Enviar convite
            </Button>
          </li>
        ))}
      </ul>
      {report.data && report.data.invitations.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-medium">Convites e pedidos em até {WINBACK_RESULT_DAYS} dias</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th className="py-1 font-medium">Cliente</th>
              <th className="py-1 font-medium">Convidado em</th>
              <th className="py-1 font-medium">Cupom</th>
              <th className="py-1 font-medium">Pediu?</th>
            </tr>
          </thead>
          <tbody>
            {report.data.invitations.map((row) => (
              <tr key={row.couponCode} className="border-t border-border">
                <td className="py-1">{row.name}</td>
                <td className="py-1">{formatCustomerDay(row.invitedAt)}</td>
                <td className="py-1">{row.couponCode}</td>
                <td className="py-1">{row.orderedAt ? `Sim, em ${formatCustomerDay(row.orderedAt)}` : 'Ainda não'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
