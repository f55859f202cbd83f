import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogOut, UserRound } from 'lucide-react';
import { displayName } from '@direto/contracts';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { browser } from '@/lib/browser';
import { cn } from '@/lib/cn';
import type { CurrentUser } from '@/lib/trpc';
import { useOnlineStatus } from './use-online-status';

interface OwnerTopBarProps {
  user: CurrentUser;
  restaurantName?: string | undefined;
  /** Links shown before the profile (a staff member's 'Fazer um pedido'). */
  children?: ReactNode;
}

/** Owner header: connection indicator, profile, name and photo, and logout via /api/logout (spec §7). */
export function OwnerTopBar({ user, restaurantName, children }: OwnerTopBarProps) {
  const online = useOnlineStatus();
  const name = displayName(user);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Logo size="sm" />
          <div className="min-w-0">
            <h1 className="truncate text-base font-semibold sm:text-lg">Painel do restaurante</h1>
            {restaurantName ? <p className="truncate text-xs text-muted-foreground sm:text-sm">{restaurantName}</p> : null}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <span className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground" role="status">
            <span className={cn('size-2 rounded-full', online ? 'bg-success' : 'bg-destructive')} aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{online ? 'Online' : 'Offline'}</span>
          </span>
          {children}
          <Button variant="ghost" asChild className="px-2">
            <Link to="/profile" aria-label={`Perfil de ${name}`}>
              {user.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span className="flex size-8 items-center justify-center rounded-full bg-muted">
                  <UserRound className="size-4" aria-hidden="true" />
                </span>
              )}
              <span className="hidden max-w-40 truncate md:inline">{name}</span>
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={() => browser.navigate('/api/logout')}>
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
      </div>
    </header>
  );
}
