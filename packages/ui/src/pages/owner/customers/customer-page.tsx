import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MessageCircle, Trash2 } from 'lucide-react';
import { formatPhone, orderStatusLabel, ownerOrderPath, toWhatsappNumber, whatsappChatUrl, type CustomerDetail } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { toast, toastError } from '@/hooks/use-toast';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { CustomerTagBadges } from './customer-tag-badges';
import { CONSENT_SOURCE_LABELS, formatCustomerDay } from './customer-format';

/** /clientes/:customerId (issue 30): a customer's figures, tags, notes, block, orders and LGPD erasure. */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch;
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  const restaurantId = mine.data?.id ?? '';
  const detail = trpc.customers.get.useQuery({ id: restaurantId, customerId }, { enabled: Boolean(restaurantId) });
  if (mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>{detail.data ? `${detail.data.customer.name} · Clientes · Direto` : 'Clientes · Direto'}</title>
      <OwnerPageHeader back={{ to: listSearch ? `/clientes?${listSearch}` : '/clientes', label: 'Voltar aos clientes' }} title={detail.data?.customer.name ?? 'Cliente'} />
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        <QueryState query={detail} className="text-center">
          {(data) => <CustomerSections key={data.customer.id} restaurantId={restaurantId} detail={data} />}
        </QueryState>
      </main>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function CustomerSections({ restaurantId, detail }: { restaurantId: string; detail: CustomerDetail }) {
  const { customer, orders } = detail;
  const whatsapp = toWhatsappNumber(customer.phone);
  const consent = customer.marketingConsent
    ? `Sim, desde ${formatCustomerDay(customer.marketingConsentAt)}${customer.marketingConsentSource ? ` (${CONSENT_SOURCE_LABELS[customer.marketingConsentSource] ?? customer.marketingConsentSource})` : ''}`
    : 'Não';
  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-lg">{customer.name}</CardTitle>
            <CustomerTagBadges customer={customer} />
          </div>
          <CardDescription>{formatPhone(customer.phone)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label="Pedidos" value={String(customer.orderCount)} testId="customer-orders" />
            <Figure label="Total gasto" value={formatBRL(customer.totalSpent)} testId="customer-total" />
            <Figure label="Ticket médio" value={customer.averageTicket ? formatBRL(customer.averageTicket) : '—'} testId="customer-average" />
            <Figure label="Primeiro pedido" value={formatCustomerDay(customer.firstOrderAt)} />
            <Figure label="Último pedido" value={formatCustomerDay(customer.lastOrderAt)} />
            <Figure label="Bairro" value={customer.district ?? '—'} />
            <Figure label="Aceita ofertas" value={consent} />
          </dl>
          {whatsapp ? (
            <Button variant="outline" asChild>
              <a href={whatsappChatUrl(whatsapp)} target="_blank" rel="noreferrer">
                <MessageCircle aria-hidden="true" />
                Conversar no WhatsApp
              </a>
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <NotesCard restaurantId={restaurantId} detail={detail} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Pedidos</CardTitle>
        </CardHeader>
        <CardContent>
          {orders.length === 0 ? (
            <p className="text-muted-foreground">Nenhum pedido ainda.</p>
          ) : (
            <ul className="divide-y divide-border">
              {orders.map((order) => (
                <li key={order.id}>
                  <Link to={ownerOrderPath(order.id)} className="flex flex-wrap items-center justify-between gap-2 py-2 hover:underline">
                    <span>
                      #{order.id.slice(-4)} · {formatCustomerDay(order.createdAt)}
                      {order.district ? ` · ${order.district}` : ''}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {orderStatusLabel(order.status, order.orderType)} · {formatBRL(order.total)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <EraseCard restaurantId={restaurantId} customerId={customer.id} name={customer.name} />
    </>
  );
}

/** The owner's notes and tags, and 'Bloquear cliente'. */
function NotesCard({ restaurantId, detail }: { restaurantId: string; detail: CustomerDetail }) {
  const { customer } = detail;
  const [notes, setNotes] = useState(customer.notes ?? '');
  const [tags, setTags] = useState(customer.tags.join(', '));
  const utils = trpc.useUtils();
  const update = trpc.customers.update.useMutation({
    onSuccess: (saved) => {
      utils.customers.get.setData({ id: restaurantId, customerId: customer.id }, saved);
      void utils.customers.list.invalidate();
    },
  });
  const save = () =>
    update.mutate(
      { id: restaurantId, customerId: customer.id, notes, tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean) },
      { onSuccess: () => toast({ title: 'Cliente salvo' }), onError: (error) => toastError('Não foi possível salvar', error) },
    );
  const block = (blocked: boolean) =>
    update.mutate(
      { id: restaurantId, customerId: customer.id, blocked },
      {
        onSuccess: () => toast({ title: blocked ? 'Cliente bloqueado' : 'Cliente desbloqueado' }),
        onError: (error) => toastError('Não foi possível salvar', error),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Anotações</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Field label="Observações" hint="Só você vê.">
          <Textarea value={notes} maxLength={2000} rows={3} onChange={(event) => setNotes(event.target.value)} />
        </Field>
        <Field label="Etiquetas" hint="Separe por vírgulas: vip, almoço">
          <Input value={tags} maxLength={400} onChange={(event) => setTags(event.target.value)} />
        </Field>
        <Button onClick={save} disabled={update.isPending}>
          Salvar
        </Button>
        <div className="flex items-start gap-3 border-t border-border pt-4">
          <Switch id="customer-blocked" checked={customer.blocked} disabled={update.isPending} onCheckedChange={block} />
          <div>
            <Label htmlFor="customer-blocked">Bloquear cliente</Label>
            <p className="text-sm text-muted-foreground">Novos pedidos deste telefone são recusados.</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Excluir dados do cliente' (LGPD): asks first; afterwards back to the list. */
function EraseCard({ restaurantId, customerId, name }: { restaurantId: string; customerId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const erase = trpc.customers.erase.useMutation({
    onSuccess: () => {
      void utils.customers.list.invalidate();
      toast({ title: 'Dados do cliente excluídos' });
      void navigate('/clientes');
    },
    onError: (error) => {
      setConfirming(false);
      toastError('Não foi possível excluir', error);
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Privacidade (LGPD)</CardTitle>
        <CardDescription>A pedido do cliente: apaga nome, telefone e endereços dos pedidos dele. Os valores ficam para os relatórios.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Excluir dados do cliente
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Excluir os dados de ${name}?`}
        description="Nome, telefone e endereços saem dos pedidos deste cliente e o cadastro dele é apagado. Isso não pode ser desfeito."
        confirmLabel="Excluir dados"
        destructive
        pending={erase.isPending}
        onConfirm={() => erase.mutate({ id: restaurantId, customerId })}
      />
    </Card>
  );
}
