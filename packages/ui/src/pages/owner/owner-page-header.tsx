import type { ReactNode } from 'react';
import { BackArrowLink } from '@/components/back-arrow-link';

interface OwnerPageHeaderProps {
  /** Where the arrow leads, and what it says to a screen reader ('Voltar ao painel'). */
  back: { to: string; label: string };
  title: ReactNode;
  subtitle?: ReactNode;
  /** The content's width (the page's max-w-* class). */
  width?: string;
}

/** The header of an owner's inner page: a back arrow, the page's title and a line under it. */
export function OwnerPageHeader({ back, title, subtitle, width = 'max-w-3xl' }: OwnerPageHeaderProps) {
  return (
    <header className="border-b border-border bg-background">
      <div className={`mx-auto flex ${width} items-center gap-3 px-4 py-3`}>
        <BackArrowLink to={back.to} label={back.label} />
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold">{title}</h1>
          {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
      </div>
    </header>
  );
}
