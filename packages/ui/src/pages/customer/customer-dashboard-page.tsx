import { useEffect, useId, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { RestaurantListItem } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SearchInput } from '@/components/search-input';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDebounce } from '@/hooks/use-debounce';
import { trpc, type CurrentUser } from '@/lib/trpc';
import { CustomerHeader } from './customer-header';
import { LoadMoreSentinel } from './load-more-sentinel';
import { OrderInProgressBanner } from './order-in-progress-banner';
import { QuickActions } from './quick-actions';
import { RestaurantCard } from './restaurant-card';
import { ALL_CUISINES, cuisinesOf, hasFilters, listInput, SEARCH_DEBOUNCE_MS } from './restaurant-filters';

/** The customer's home (/ and /dashboard): restaurants to order from (spec §2). */
export default function CustomerDashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <CustomerDashboard user={user} />;
}

function CustomerDashboard({ user }: { user: CurrentUser }) {
  const [search, setSearch] = useState('');
  const [cuisine, setCuisine] = useState(ALL_CUISINES);
  const query = useDebounce(search, SEARCH_DEBOUNCE_MS);
  // Issue 20: the server searches and pages; the previous answer stays on screen while the next comes.
  const restaurants = trpc.restaurant.list.useInfiniteQuery(listInput(user.id, query, cuisine), {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const shown = useMemo(() => restaurants.data?.pages.flatMap((page) => page.items), [restaurants.data]);
  const seen = useSeen(shown ?? []);
  const cuisines = cuisinesOf(seen.cuisines, shown ?? [], cuisine);
  const filtered = hasFilters(query, cuisine);

  return (
    <div className="min-h-dvh bg-muted/50">
      <title>Meu Cardápio · Direto</title>
      <CustomerHeader user={user} />
      <OrderInProgressBanner />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <section aria-labelledby="restaurants-heading" className="space-y-4">
          <div>
            <h1 id="restaurants-heading" className="text-2xl font-bold tracking-tight">
              Olá{user.firstName ? `, ${user.firstName}` : ''}! Do que você tem vontade hoje?
            </h1>
            <p className="text-muted-foreground">Peça direto do restaurante, sem intermediários.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <SearchInput
              aria-label="Buscar restaurantes"
              placeholder="Buscar restaurantes..."
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
              boxClassName="flex-1"
            />
            <Select value={cuisine} onValueChange={setCuisine}>
              <SelectTrigger aria-label="Tipo de cozinha" className="sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_CUISINES}>Todos os tipos</SelectItem>
                {cuisines.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>

          <QueryState
            query={{ data: shown, isError: restaurants.isError, error: restaurants.error }}
            loading="Carregando restaurantes..."
            error="Failed to fetch restaurants: "
            empty={
              filtered ? (
                <p className="py-12 text-center text-muted-foreground">Nenhum restaurante encontrado com os filtros aplicados.</p>
              ) : (
                <p className="py-12 text-center text-muted-foreground">Nenhum restaurante disponível no momento.</p>
              )
            }
            className="justify-center py-12 text-center"
          >
            {(list) => (
              <div className="space-y-6" aria-busy={restaurants.isFetching}>
                {seen.invited ? (
                  <>
                    <RestaurantSection title="Seus restaurantes" restaurants={list.filter((restaurant) => restaurant.registeredViaLink)} />
                    <RestaurantSection title="Descubra outros" restaurants={list.filter((restaurant) => !restaurant.registeredViaLink)} />
                  </>
                ) : (
                  <RestaurantGrid restaurants={list} />
                )}
                {restaurants.hasNextPage ? (
                  <LoadMoreSentinel loading={restaurants.isFetchingNextPage} onLoadMore={() => void restaurants.fetchNextPage()} />
                ) : null}
              </div>
            )}
          </QueryState>
        </section>
        <QuickActions />
      </main>
    </div>
  );
}

/**
 * What the visit has loaded so far, whatever the filters: the cuisines to offer, and whether the
 * customer has restaurants of their own (invited through a link), which then come first in the
 * paged order, under their own heading.
 */
function useSeen(restaurants: readonly RestaurantListItem[]) {
  const [seen, setSeen] = useState<{ cuisines: ReadonlySet<string>; invited: boolean }>({ cuisines: new Set(), invited: false });
  useEffect(() => {
    setSeen((before) => {
      const cuisines = new Set(before.cuisines);
      for (const restaurant of restaurants) if (restaurant.cuisine) cuisines.add(restaurant.cuisine);
      const invited = before.invited || restaurants.some((restaurant) => restaurant.registeredViaLink);
      return cuisines.size === before.cuisines.size && invited === before.invited ? before : { cuisines, invited };
    });
  }, [restaurants]);
  return seen;
}

function RestaurantGrid({ restaurants }: { restaurants: readonly RestaurantListItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} />
        </li>
      ))}
    </ul>
  );
}

/** A titled group of the list ('Seus restaurantes', 'Descubra outros'); nothing when the filters leave it empty. */
function RestaurantSection({ title, restaurants }: { title: string; restaurants: readonly RestaurantListItem[] }) {
  const headingId = useId();
  if (restaurants.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <RestaurantGrid restaurants={restaurants} />
    </section>
  );
}
