import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { BackArrowLink } from '@/components/back-arrow-link';
import { Button } from '@/components/ui/button';

/** The screen-only bar above a printed slip (the caixa's closing, a table's conferência): back, the title, extra actions and 'Imprimir'. */
export function SlipScreenHeader({ back, title, children }: { back: { to: string; label: string }; title: string; children?: ReactNode }) {
  return (
    <header className="kitchen-ticket-screen-only border-b border-border bg-background">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
        <BackArrowLink to={back.to} label={back.label} />
        <h1 className="min-w-0 flex-1 text-lg font-semibold">{title}</h1>
        {children}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
      </div>
    </header>
  );
}
