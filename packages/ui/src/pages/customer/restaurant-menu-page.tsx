import { cartDeliveryFee } from '@/features/delivery/delivery-text';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, Loader2, ShoppingCart } from 'lucide-react';
import { fromCents } from '@direto/contracts/display';
import type { Product } from '@direto/contracts';
import { customerHomePath, loginPathFor } from '@/app/route-paths';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { itemCount, subtotalCents, totalCents, type LineSelection, type OrderDelivery } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/use-cart';
import { isSideCartShown } from '@/features/cart/side-cart';
import { useCheckout } from '@/features/cart/use-checkout';
import { useSaveDeliveryToProfile } from '@/features/cart/use-save-delivery-to-profile';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast } from '@/hooks/use-toast';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { CartBar, type CartAddition } from './cart-bar';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';
import { CartPanel, preloadCheckoutStep } from './cart-panel';
import { LoyaltyBanner } from '@/features/loyalty/loyalty-banner';
import { MenuOffers } from './menu-offers';
import { OrderInProgressBanner } from './order-in-progress-banner';
import { ORDER_JUST_PLACED } from './order-placed-state';
import { RestaurantBanner } from './restaurant-banner';
import { MenuProducts } from './menu-products';

// The phone's cart sheet (a Radix dialog) and the checkout form open on a tap: their code is
// fetched once the page is idle, never before the menu's first paint.
const CartSheet = lazyWithPreload(() => import('./cart-sheet').then((module) => ({ default: module.CartSheet })));
/** After the first paint and the menu's own requests: a second is plenty on a phone on 4G. */
const PRELOAD_DELAY_MS = 1000;
/** What public/after-first-paint.js waits for to replay early taps. */
const MENU_HYDRATED = 'direto:menu-hydrated';

/** /restaurant/{slug} and /r/{slug} for customers: the menu and the cart (spec §2). */
export default function RestaurantMenuPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { user } = useCurrentUser();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Once opened the sheet stays mounted, so it can play its closing animation.
  const [sheetMounted, setSheetMounted] = useState(false);
  if (sheetOpen && !sheetMounted) setSheetMounted(true);
  // The checkout's code at idle too: asked for only at the first 'Adicionar', it arrived after a
  // quick 'Finalizar Pedido' and the step then grew the sheet under the customer's eyes (a
  // layout shift Lighthouse scored 0.34, issue 37). It now carries only the checkout's schemas.
  useEffect(
    () =>
      whenIdle(() => {
        CartSheet.preload();
        preloadCheckoutStep();
      }, PRELOAD_DELAY_MS),
    [],
  );
  // Live: the taps made on the server's first view before the app took it over are replayed now
  // (public/after-first-paint.js). Effects run once the page has hydrated (main.tsx).
  useEffect(() => {
    document.dispatchEvent(new Event(MENU_HYDRATED));
  }, []);
  const [addition, setAddition] = useState<CartAddition | null>(null);
  const navigate = useNavigate();
  const saveDeliveryToProfile = useSaveDeliveryToProfile();
  /** 'Salvar no meu perfil' of the attempt under way: saved once the order is placed, never in the same request. */
  const toSaveInProfile = useRef<OrderDelivery | null>(null);

  const restaurantQuery = trpc.restaurant.bySlug.useQuery({ slug });
  const restaurant = restaurantQuery.data;
  const productsQuery = trpc.product.listByRestaurant.useQuery(
    { id: restaurant?.id ?? '' },
    { enabled: Boolean(restaurant) },
  );
  const cart = useCart(restaurant, productsQuery.data);
  // Issue 30: signed out, this page shows only when the restaurant takes orders without an account.
  const guest = !user && restaurant?.guestOrders === true;
  const { start, checkout, isPending } = useCheckout({
    restaurant,
    lines: cart.lines,
    signedIn: Boolean(user),
    guest,
    onGuestPlaced: ({ trackingToken }) => {
      cart.clear();
      setSheetOpen(false);
      void navigate(`/pedido/${trackingToken}`, { state: ORDER_JUST_PLACED });
    },
    onPlaced: (order) => {
      if (toSaveInProfile.current && user) saveDeliveryToProfile(user, toSaveInProfile.current);
      cart.clear();
      setSheetOpen(false);
      void navigate(`/orders/${order.id}`, { state: ORDER_JUST_PLACED });
    },
  });

  if (restaurantQuery.isLoading) return <MenuLoading />;
  if (!restaurant) return <RestaurantNotFound home={customerHomePath(user)} />;

  const count = itemCount(cart.lines);
  // Issue 18: closed or paused, the menu stays browsable; a scheduled order may still be placed.
  const takesOrders = restaurant.isOpen || restaurant.openState.scheduledOnly;
  const addToCart = (product: Product, selection?: LineSelection) => {
    cart.add(product, selection);
    // 'Finalizar Pedido' is next: its form's code is asked for now if the page was not idle yet.
    preloadCheckoutStep();
    // The cart is kept for later; the toast says why it cannot be ordered now ('Fechado agora · Abre hoje às 18:00').
    if (!takesOrders) {
      toast({ variant: 'destructive', title: 'Pedidos indisponíveis no momento', description: restaurant.openState.message });
      return;
    }
    // On a small screen a toast would cover 'Voltar' and the cart icon: the bottom bar pulses instead.
    if (isSideCartShown()) toast({ title: 'Item adicionado!', description: `${product.name} foi adicionado ao carrinho.` });
    else setAddition((last) => ({ name: product.name, serial: (last?.serial ?? 0) + 1 }));
  };
  const cartPanel = (
    <CartPanel
      restaurant={restaurant}
      lines={cart.lines}
      deliveryFee={cartDeliveryFee(restaurant, subtotalCents(cart.lines))}
      isOpen={takesOrders}
      isPending={isPending}
      user={user}
      onQuantityChange={cart.setQuantity}
      onStart={start}
      onConfirm={({ saveToProfile, customer, ...delivery }) => {
        toSaveInProfile.current = saveToProfile ? delivery : null;
        checkout(delivery, customer);
      }}
    />
  );

  return (
    <div className="min-h-dvh bg-muted/50 pb-24 lg:pb-0 print:bg-white print:pb-0">
      <title>{`${restaurant.name} · Direto`}</title>
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          {user ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={customerHomePath(user)}>
                <ArrowLeft aria-hidden="true" />
                Voltar
              </Link>
            </Button>
          ) : null}
          <Logo size="sm" />
          <span className="truncate font-semibold">{restaurant.name}</span>
          {/* A customer with an account still signs in to order with it. */}
          {user ? null : (
            <Button asChild variant="outline" size="sm" className="ml-auto">
              <Link to={loginPathFor(`/restaurant/${slug}`)}>Entrar</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className={`relative lg:hidden ${user ? 'ml-auto' : ''}`}
            onClick={() => setSheetOpen(true)}
            aria-label={`Abrir carrinho: ${count} ${count === 1 ? 'item' : 'itens'}`}
          >
            <ShoppingCart aria-hidden="true" />
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-5 text-primary-foreground"
            >
              {count}
            </span>
          </Button>
        </div>
      </header>
      <div className="print:hidden">
        {user ? <OrderInProgressBanner /> : null}
      </div>

      {/* Printed (issue 35's print stylesheet): the banner and the menu with prices, no cart, header or buttons. */}
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_360px] print:block print:max-w-none print:p-0">
        <main className="min-w-0 space-y-6">
          <RestaurantBanner restaurant={restaurant} />
          <MenuOffers offers={restaurant.offers} />
          <LoyaltyBanner restaurantId={restaurant.id} />
          <section aria-labelledby="menu-heading" className="space-y-4">
            <h2 id="menu-heading" className="text-2xl font-bold tracking-tight">
              Cardápio
            </h2>
            <MenuProducts query={productsQuery} restaurantId={restaurant.id} onAdd={addToCart} />
          </section>
        </main>

        <aside aria-labelledby="cart-heading" className="hidden lg:block print:hidden">
          {/* As high as the screen at most: the checkout step scrolls inside it. */}
          <Card className="sticky top-22 max-h-[calc(100dvh-6.5rem)] overflow-y-auto">
            <CardHeader>
              <CardTitle id="cart-heading" className="text-lg">
                Seu Pedido
              </CardTitle>
            </CardHeader>
            <CardContent>{cartPanel}</CardContent>
          </Card>
        </aside>
      </div>

      <div className="print:hidden">
        <CartBar
          count={count}
          total={formatBRL(fromCents(totalCents(cart.lines, cartDeliveryFee(restaurant, subtotalCents(cart.lines)))))}
          addition={addition}
          onOpen={() => setSheetOpen(true)}
        />
      </div>

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

function MenuLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
      Carregando cardápio...
    </div>
  );
}

function RestaurantNotFound({ home }: { home: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <title>Restaurante não encontrado · Direto</title>
      <Card className="w-full max-w-md text-center">
        <CardContent className="space-y-4 pt-6">
          <h1 className="text-2xl font-bold">Restaurante não encontrado</h1>
          <p className="text-muted-foreground">O restaurante que você procura não existe ou não está disponível.</p>
          <Button asChild>
            <Link to={home}>Voltar ao início</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
