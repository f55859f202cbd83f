import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { formatBRL, fromCents, tableLabel } from '@direto/contracts/display';
import type { OrderWithItems, Product } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { itemCount, subtotalCents, type LineSelection } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/use-cart';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { trpc } from '@/lib/trpc';
import { useAnnounceHydrated } from '@/lib/use-announce-hydrated';
import { CartBar, type CartAddition } from '@/pages/customer/cart-bar';
import { MenuProducts } from '@/pages/customer/menu-products';
import { TableCallButtons } from './table-call-buttons';
import { TableCart } from './table-cart';
import { readSentOrders, rememberSentOrder, type SentTableOrder } from './table-sent-orders';

// The phone's cart sheet (a Radix dialog) opens on a tap: fetched then, never before the menu paints.
const CartSheet = lazyWithPreload(() => import('@/pages/customer/cart-sheet').then((module) => ({ default: module.CartSheet })));

/**
 * /m/{token} (issue 33): a table's QR link opens the menu in table mode — no sign-in, no address,
 * no delivery fee or time; the table's name always in sight. Orders go to the table's conta and
 * to the kitchen; 'Chamar garçom' and 'Pedir a conta' alert the board. Public, on any account.
 */
export default function TableModePage() {
  const { token = '' } = useParams<{ token: string }>();
  const link = trpc.tableLink.get.useQuery({ token }, { retry: false });
  const restaurant = link.data?.restaurant;
  const productsQuery = trpc.product.listByRestaurant.useQuery({ id: restaurant?.id ?? '' }, { enabled: Boolean(restaurant) });
  const cart = useCart(restaurant, productsQuery.data);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Once opened the sheet stays mounted, so it can play its closing animation.
  const [sheetMounted, setSheetMounted] = useState(false);
  if (sheetOpen && !sheetMounted) setSheetMounted(true);
  const [addition, setAddition] = useState<CartAddition | null>(null);
  // What this phone sent is read once the page is live: the server's first view (issue 37) knows
  // nothing of this phone, and the browser's first render must give the same HTML.
  const [sent, setSent] = useState<SentTableOrder[]>([]);
  useEffect(() => setSent(readSentOrders(token)), [token]);
  // Early taps on the server's first view are replayed once live.
  useAnnounceHydrated();
  const [justSent, setJustSent] = useState(false);

  if (link.isLoading) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
        Carregando cardápio...
      </div>
    );
  }
  if (!link.data || !restaurant) return <TableNotFound message={link.error?.message} />;
  const table = link.data.table;
  const label = tableLabel(table.name);
  const count = itemCount(cart.lines);

  const addToCart = (product: Product, selection?: LineSelection) => {
    cart.add(product, selection);
    setAddition((last) => ({ name: product.name, serial: (last?.serial ?? 0) + 1 }));
  };
  const onSent = (order: OrderWithItems) => {
    setSent(
      rememberSentOrder(token, {
        id: order.id,
        createdAt: order.createdAt,
        total: order.total,
        lines: order.items.map((item) => ({ name: item.productName, quantity: item.quantity })),
      }),
    );
    cart.clear();
    setSheetOpen(false);
    setJustSent(true);
    window.scrollTo({ top: 0 });
  };
  const cartPanel = <TableCart token={token} restaurant={restaurant} lines={cart.lines} onQuantityChange={cart.setQuantity} onSent={onSent} />;

  return (
    <div className="min-h-dvh bg-muted/50 pb-24 lg:pb-0">
      <title>{`${label} · ${restaurant.name}`}</title>
      {/* The table in sight all the time: whoever takes the phone knows where the order goes. */}
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <span className="truncate text-sm font-medium text-muted-foreground">{restaurant.name}</span>
          <span className="rounded-md bg-primary px-3 py-1 text-xl font-bold text-primary-foreground" data-testid="table-label">
            {label}
          </span>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <main className="min-w-0 space-y-6">
          {justSent ? <SentOrders orders={sent} onOrderMore={() => setJustSent(false)} /> : null}
          <TableCallButtons token={token} />
          {justSent ? null : (
            <section aria-labelledby="menu-heading" className="space-y-4">
              <h1 id="menu-heading" className="text-2xl font-bold tracking-tight">
                Cardápio
              </h1>
              <MenuProducts query={productsQuery} restaurantId={restaurant.id} onAdd={addToCart} />
              {sent.length > 0 ? <SentOrders orders={sent} /> : null}
            </section>
          )}
        </main>

        <aside aria-labelledby="table-cart-heading" className="hidden lg:block">
          <Card className="sticky top-16 max-h-[calc(100dvh-5rem)] overflow-y-auto">
            <CardHeader>
              <CardTitle id="table-cart-heading" className="text-lg">
                Seu Pedido
              </CardTitle>
            </CardHeader>
            <CardContent>{cartPanel}</CardContent>
          </Card>
        </aside>
      </div>

      <CartBar count={count} total={formatBRL(fromCents(subtotalCents(cart.lines)))} addition={addition} onOpen={() => setSheetOpen(true)} />
      {sheetMounted ? (
        <Suspense fallback={null}>
          <CartSheet open={sheetOpen} onOpenChange={setSheetOpen}>
            {cartPanel}
          </CartSheet>
        </Suspense>
      ) : null}
    </div>
  );
}

/** After 'Enviar pedido' (`onOrderMore` given) or under the menu: what this phone sent from this table. */
function SentOrders({ orders, onOrderMore }: { orders: SentTableOrder[]; onOrderMore?: () => void }) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        {onOrderMore ? (
          <p role="status" className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
            Pedido enviado para a cozinha
          </p>
        ) : null}
        <section aria-labelledby="sent-orders-heading" className="space-y-2">
          <h2 id="sent-orders-heading" className="text-sm font-medium">
            Pedidos desta mesa (neste celular)
          </h2>
          <ul className="divide-y divide-border rounded-md border border-border">
            {orders.map((order) => (
              <li key={order.id} className="flex justify-between gap-3 p-3 text-sm">
                <span>{order.lines.map((line) => `${line.quantity}× ${line.name}`).join(', ')}</span>
                <span className="whitespace-nowrap tabular-nums">{formatBRL(order.total)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">Pague ao final, na conta.</p>
        </section>
        {onOrderMore ? (
          <Button className="w-full" onClick={onOrderMore}>
            Fazer outro pedido
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TableNotFound({ message }: { message?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <title>Mesa não encontrada · Direto</title>
      <Card className="w-full max-w-md text-center">
        <CardContent className="space-y-3 pt-6">
          <h1 className="text-2xl font-bold">Mesa não encontrada</h1>
          <p className="text-muted-foreground">{message && !message.startsWith('Mesa não encontrada') ? message : 'Este QR code não vale mais: peça ajuda ao atendente.'}</p>
        </CardContent>
      </Card>
    </main>
  );
}
