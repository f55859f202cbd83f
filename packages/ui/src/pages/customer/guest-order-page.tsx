import { useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CircleCheck, Copy, Share2 } from 'lucide-react';
import { guestAccountFormSchema } from '@direto/contracts';
import { OrderNotFound } from '@/components/order-not-found';
import { QueryState } from '@/components/query-state';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useGuestLiveOrder } from '@/features/live/use-live-orders';
import { PixPaymentCard } from '@/features/payment/pix-payment-card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { useAnnounceHydrated } from '@/lib/use-announce-hydrated';
import { CancelledOrderNotice, OrderDetailRow, OrderDetailsCards } from './order-details';
import { ReorderButton } from './reorder-button';

/**
 * /pedido/{token} (issue 30): a guest's order, for whoever holds the link — 'Pedido enviado!', the
 * live status, items, totals and payment (the Pix QR), the link to keep, and 'Criar senha' to
 * follow every order of this device from an account.
 */
export default function GuestOrderPage() {
  const { token = '' } = useParams();
  const { user } = useCurrentUser();
  const order = trpc.guestOrder.byToken.useQuery({ token }, { retry: false });
  useGuestLiveOrder(token, !order.isError);
  // 'Pedir de novo' is for the device that placed the order (the server refuses any other), not every link holder.
  const device = trpc.guestOrder.device.useQuery(undefined, { retry: false });
  const placedHere = (orderId: string) => device.data?.orders.some((placed) => placed.id === orderId) ?? false;
  // Sent with its first view by the server (issue 37): early taps are replayed once live.
  useAnnounceHydrated();

  return (
    <div className="min-h-dvh bg-muted/50">
      <title>{`Pedido ${order.data ? shortOrderId(order.data.id) : ''} · Direto`}</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4">
          <Logo size="sm" />
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <QueryState
          query={order}
          loading="Carregando pedido..."
          error={(error) => <OrderNotFound message={error.message} backTo="/" backLabel="Voltar ao início" />}
          className="justify-center py-12"
        >
          {(data) => (
            <div className="space-y-6">
              <div role="status" className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/10 p-4">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <div>
                  <h1 className="font-semibold">Pedido enviado!</h1>
                  <p className="text-sm text-muted-foreground">
                    Pedido {shortOrderId(data.id)} para {data.restaurantName ?? 'o restaurante'}.
                  </p>
                </div>
              </div>
              <CancelledOrderNotice order={data} />
              <PixPaymentCard order={data} />
              <KeepThisLink restaurantName={data.restaurantName} />
              <OrderDetailsCards
                order={data}
                tracking={placedHere(data.id) ? <ReorderButton orderId={data.id} className="w-full" /> : null}
                details={
                  <>
                    <OrderDetailRow label="Nome" value={data.customerName} />
                    <OrderDetailRow label="Endereço de entrega" value={data.deliveryAddress} multiline />
                  </>
                }
              />
              {user ? null : <CreatePassword token={token} />}
              {data.restaurantSlug ? (
                <Button asChild variant="outline" className="w-full">
                  <Link to={`/r/${data.restaurantSlug}`}>Voltar ao cardápio</Link>
                </Button>
              ) : null}
            </div>
          )}
        </QueryState>
      </main>
    </div>
  );
}

/** 'Guarde este link para acompanhar seu pedido': the page's own address, to copy or send to oneself on WhatsApp. */
function KeepThisLink({ restaurantName }: { restaurantName: string | null }) {
  const link = usePageLink();
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast({ title: 'Link copiado!' }),
      () => toast({ variant: 'destructive', title: 'Não foi possível copiar', description: link }),
    );
  const share = `https://wa.me/?text=${encodeURIComponent(`Meu pedido${restaurantName ? ` no ${restaurantName}` : ''}: ${link}`)}`;
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <p className="font-medium">Guarde este link para acompanhar seu pedido</p>
        <Input readOnly value={link} aria-label="Link do pedido" onFocus={(event) => event.target.select()} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copiar link
          </Button>
          <Button asChild variant="outline">
            <a href={share} target="_blank" rel="noopener noreferrer">
              <Share2 aria-hidden="true" />
              Enviar pelo WhatsApp
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

const subscribeToNothing = () => () => {};

/**
 * This page's address: the full one in the browser; the path alone in the server's first view
 * (which knows no origin the browser will agree on) and while hydrating it, the full one right after.
 */
function usePageLink(): string {
  const { pathname, search } = useLocation();
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.href,
    () => `${pathname}${search}`,
  );
}

/** 'Criar senha para acompanhar todos os seus pedidos': an account (existing rules) that owns this device's orders. */
function CreatePassword({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useZodForm(guestAccountFormSchema, { defaultValues: { email: '', password: '' } });
  const create = trpc.guestOrder.createAccount.useMutation({
    onSuccess: async () => {
      toast({ title: 'Conta criada!', description: 'Seus pedidos deste aparelho estão em Meus pedidos.' });
      await utils.invalidate();
      void navigate('/orders');
    },
    onError: (error) => toastError('Erro no cadastro', error),
  });
  const { errors } = form.formState;
  if (!open) {
    return (
      <Button type="button" variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        Criar senha para acompanhar todos os seus pedidos
      </Button>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Criar senha para acompanhar todos os seus pedidos</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => create.mutate({ ...values, token }))}>
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label="Senha" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? 'Criando conta...' : 'Criar conta'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
