import { useState } from 'react';
import { Mail, UserMinus } from 'lucide-react';
import { STAFF_ROLE_LABEL, staffInviteInputSchema } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatRestaurantDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';

interface Removal {
  id: string;
  label: string;
  kind: 'member' | 'invitation';
}

/**
 * Configurações › Equipe (issue 21): the restaurant's staff ('Atendente') and pending invitations;
 * invite by e-mail, remove a member (their sessions end at once) or cancel an invitation; and
 * whether customers get order e-mails.
 */
export function TeamSection({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const team = trpc.staff.list.useQuery({ id: restaurantId });
  const [removal, setRemoval] = useState<Removal | null>(null);
  const form = useZodForm(staffInviteInputSchema, { defaultValues: { id: restaurantId, email: '' } });
  const invite = trpc.staff.invite.useMutation({
    onSuccess: (list, { email }) => {
      utils.staff.list.setData({ id: restaurantId }, list);
      form.reset({ id: restaurantId, email: '' });
      toast({ title: 'Convite enviado', description: `Enviamos o convite para ${email}. Ele vale por 7 dias.` });
    },
    onError: (error) => toastError('Erro ao convidar', error),
  });
  const remove = trpc.staff.remove.useMutation({
    onSuccess: (list) => {
      utils.staff.list.setData({ id: restaurantId }, list);
      toast({ title: removal?.kind === 'invitation' ? 'Convite cancelado' : 'Membro removido' });
      setRemoval(null);
    },
    onError: (error) => toastError('Erro ao remover', error),
  });
  const { errors } = form.formState;
  const members = team.data?.members ?? [];
  const invitations = team.data?.invitations ?? [];

  return (
    <div className="mt-4 space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Equipe</CardTitle>
          <CardDescription>
            Atendentes veem o painel e os detalhes dos pedidos, mudam o status, imprimem, confirmam Pix e cancelam pedidos. Não editam cardápio,
            preços, configurações nem a equipe.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values))} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label="Email do atendente" error={errors.email?.message} className="flex-1">
              <Input type="email" autoComplete="off" placeholder="atendente@email.com" {...form.register('email')} />
            </Field>
            <Button type="submit" disabled={invite.isPending}>
              <Mail aria-hidden="true" />
              {invite.isPending ? 'Enviando...' : 'Convidar'}
            </Button>
          </form>

          <section aria-labelledby="team-members-title" className="space-y-2">
            <h3 id="team-members-title" className="text-sm font-medium">
              Membros
            </h3>
            {members.length === 0 && !team.isLoading ? <p className="text-sm text-muted-foreground">Ninguém na equipe ainda.</p> : null}
            <ul className="divide-y divide-border rounded-md border border-border empty:hidden">
              {members.map((member) => (
                <li key={member.userId} className="flex items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">
                      {member.name} <Badge variant="secondary">{STAFF_ROLE_LABEL}</Badge>
                    </p>
                    <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                  </div>
                  <Button type="button" variant="outline" size="sm" onClick={() => setRemoval({ id: member.userId, label: member.name, kind: 'member' })}>
                    <UserMinus aria-hidden="true" />
                    Remover
                  </Button>
                </li>
              ))}
            </ul>
          </section>

          {invitations.length > 0 ? (
            <section aria-labelledby="team-invitations-title" className="space-y-2">
              <h3 id="team-invitations-title" className="text-sm font-medium">
                Convites pendentes
              </h3>
              <ul className="divide-y divide-border rounded-md border border-border">
                {invitations.map((invitation) => (
                  <li key={invitation.id} className="flex items-center justify-between gap-3 p-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{invitation.email}</p>
                      <p className="text-xs text-muted-foreground">Vale até {formatRestaurantDateTime(invitation.expiresAt)}</p>
                    </div>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setRemoval({ id: invitation.id, label: invitation.email, kind: 'invitation' })}>
                      Cancelar convite
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </CardContent>
      </Card>
      <OrderEmailsSetting restaurantId={restaurantId} />
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => (open ? undefined : setRemoval(null))}
        title={removal?.kind === 'invitation' ? 'Cancelar convite?' : `Remover ${removal?.label ?? ''} da equipe?`}
        description={removal?.kind === 'invitation' ? 'O link enviado deixa de funcionar.' : 'A pessoa é desconectada na hora e perde o acesso ao painel.'}
        confirmLabel={removal?.kind === 'invitation' ? 'Cancelar convite' : 'Remover'}
        cancelLabel="Voltar"
        destructive
        pending={remove.isPending}
        onConfirm={() => (removal ? remove.mutate({ id: restaurantId, userId: removal.id }) : undefined)}
      />
    </div>
  );
}

/** Whether customers get 'Pedido recebido' and cancellation e-mails (on by default). */
function OrderEmailsSetting({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const setting = trpc.orderEmails.get.useQuery({ id: restaurantId });
  const update = trpc.orderEmails.set.useMutation({
    onSuccess: (data) => utils.orderEmails.get.setData({ id: restaurantId }, data),
    onError: (error) => toastError('Erro ao salvar', error),
  });
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 pt-6">
        <div className="space-y-1">
          <Label htmlFor="order-emails">E-mails de pedido para clientes</Label>
          <p className="text-sm text-muted-foreground">O cliente recebe &quot;Pedido recebido&quot; com os itens e o total, e um aviso se o pedido for cancelado.</p>
        </div>
        <Switch
          id="order-emails"
          checked={setting.data?.orderEmails ?? true}
          disabled={setting.isLoading || update.isPending}
          onCheckedChange={(checked) => update.mutate({ id: restaurantId, orderEmails: checked })}
        />
      </CardContent>
    </Card>
  );
}
