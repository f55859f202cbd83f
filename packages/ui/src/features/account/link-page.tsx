import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

/**
 * The frame of the screens a mailed link opens (reset a password, join a team, confirm an
 * e-mail): the browser tab's title, the app's name and logo, then the page's card.
 */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <title>{`${title} · Direto`}</title>
      <div className="flex items-center gap-3">
        <Logo size="md" />
        <span className="text-2xl font-bold tracking-tight">Direto</span>
      </div>
      {children}
    </div>
  );
}
