import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { Download, SlidersHorizontal, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { useDebounce } from '@/hooks/use-debounce';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { WinbackPanel } from './winback-panel';
import { CustomerFilterBar } from './customer-filter-bar';
import { CustomerImportDialog } from './customer-import-dialog';
import { CustomerRow } from './customer-row';
import { exportCsvUrl, filterInput, filtersFromSearch, searchFromFilters, type CustomerFilterState } from './customer-filters';
import { TagRulesDialog } from './tag-rules-dialog';

const SEARCH_DEBOUNCE_MS = 300;

/** /clientes (issue 30): the restaurant's own customers, searchable, filterable, exported and imported as CSV. */
export default function CustomersPage() {
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Clientes · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Clientes" subtitle={mine.data?.name} width="max-w-5xl" />
      <main className="mx-auto max-w-5xl px-4 py-6">
        <QueryState query={mine} className="text-center" empty={<p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}>
          {(restaurant) => (
            <>
              <CustomerList restaurantId={restaurant.id} />
              <WinbackPanel restaurantId={restaurant.id} />
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}

function CustomerList({ restaurantId }: { restaurantId: string }) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = (next: CustomerFilterState) => setSearch(searchFromFilters(next), { replace: true });
  const [importing, setImporting] = useState(false);
  const [editingRules, setEditingRules] = useState(false);
  const debounced = useDebounce(filters, SEARCH_DEBOUNCE_MS);
  const input = useMemo(() => ({ id: restaurantId, ...filterInput(debounced) }), [restaurantId, debounced]);
  const customers = trpc.customers.list.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const shown = useMemo(() => customers.data?.pages.flatMap((page) => page.customers) ?? [], [customers.data]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={exportCsvUrl(restaurantId, debounced)} download="clientes.csv">
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" />
          Importar CSV
        </Button>
        <Button variant="ghost" onClick={() => setEditingRules(true)}>
          <SlidersHorizontal aria-hidden="true" />
          Etiquetas automáticas
        </Button>
      </div>

      <SearchInput
        aria-label="Buscar clientes"
        placeholder="Buscar por nome ou telefone..."
        value={filters.query}
        maxLength={100}
        onChange={(event) => setFilters({ ...filters, query: event.target.value })}
      />
      <CustomerFilterBar filters={filters} onChange={setFilters} />

      <QueryState
        query={customers}
        isEmpty={() => shown.length === 0}
        empty={<p className="py-8 text-center text-muted-foreground">Nenhum cliente encontrado.</p>}
      >
        {() => (
          <section aria-label="Lista de clientes" className="space-y-2">
            <ul className="space-y-2">
              {shown.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} listSearch={search.toString()} />
              ))}
            </ul>
            {customers.hasNextPage ? (
              <div className="flex justify-center pt-2">
                <Button variant="outline" onClick={() => void customers.fetchNextPage()} disabled={customers.isFetchingNextPage}>
                  {customers.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              </div>
            ) : null}
          </section>
        )}
      </QueryState>

      <CustomerImportDialog open={importing} onOpenChange={setImporting} restaurantId={restaurantId} />
      <TagRulesDialog open={editingRules} onOpenChange={setEditingRules} restaurantId={restaurantId} />
    </div>
  );
}
