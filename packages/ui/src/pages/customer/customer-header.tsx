import { Link } from 'react-router-dom';
import { ClipboardList, LogOut, ShoppingCart, User } from 'lucide-react';
import { displayName } from '@direto/contracts';
import { customerHomePath } from '@/app/route-paths';
import { Logo } from '@/components/logo';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { useSavedCartsSummary } from '@/features/cart/use-cart';
import { clearAllCarts } from '@/features/cart/cart-storage';
import { browser } from '@/lib/browser';
import type { CurrentUser } from '@/lib/trpc';

interface CustomerHeaderProps {
  user: CurrentUser;
}

/**
 * The customer's top bar: logo, cart count, name, profile and logout (spec §2); for a staff member
 * ordering as a customer, the way back to the restaurant's board.
 */
export function CustomerHeader({ user }: CustomerHeaderProps) {
  const cart = useSavedCartsSummary();
  const name = displayName(user);

  const logout = () => {
    // The next person on this browser starts with an empty cart.
    clearAllCarts();
    browser.navigate('/api/logout');
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to={customerHomePath(user)} className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo size="sm" />
          <span className="whitespace-nowrap text-base font-bold tracking-tight sm:text-lg max-[339px]:sr-only">Meu Cardápio</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user.workplace ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard">
                <ClipboardList aria-hidden="true" />
                <span className="max-sm:sr-only">Voltar ao painel</span>
              </Link>
            </Button>
          ) : null}
          {cart.count > 0 && cart.latestSlug ? (
            <Button asChild variant="ghost" size="icon" className="relative">
              <Link to={`/restaurant/${cart.latestSlug}`} aria-label={`Carrinho: ${cart.count} ${cart.count === 1 ? 'item' : 'itens'}`}>
                <ShoppingCart aria-hidden="true" />
                <CartCount count={cart.count} />
              </Link>
            </Button>
          ) : (
            <span className="relative inline-flex size-10 items-center justify-center text-muted-foreground" role="img" aria-label="Carrinho: 0 itens">
              <ShoppingCart aria-hidden="true" className="size-4" />
              <CartCount count={0} />
            </span>
          )}
          <div className="hidden items-center gap-2 sm:flex">
            <UserAvatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
            <span className="max-w-40 truncate text-sm font-medium">{name}</span>
          </div>
          <Button asChild variant="ghost" size="icon">
            <Link to="/profile" aria-label="Meu perfil">
              <User aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={logout}>
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
      </div>
    </header>
  );
}

function CartCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-5 text-primary-foreground"
    >
      {count}
    </span>
  );
}
