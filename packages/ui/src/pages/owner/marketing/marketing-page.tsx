import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { MarketingNav } from './marketing-nav';

/**
 * The frame every Owner › Marketing screen shares (issue 31): the header, the Marketing tabs and
 * the owner's restaurant, whose id `children` gets; without a restaurant, where to create one.
 */
export function MarketingPage({ documentTitle, children }: { documentTitle: string; children: (restaurantId: string) => ReactNode }) {
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>{documentTitle}</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Marketing" subtitle={mine.data?.name} width="max-w-4xl" />
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <MarketingNav />
        <QueryState query={mine} className="text-center" empty={<p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}>
          {(restaurant) => children(restaurant.id)}
        </QueryState>
      </main>
    </div>
  );
}
