import { useMemo, useState } from 'react';
import { Loader2, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc, type CurrentUser } from '@/lib/trpc';
import { CustomerHeader } from './customer-header';
import { QuickActions } from './quick-actions';
import { RestaurantCard } from './restaurant-card';
import { ALL_CUISINES, cuisinesOf, filterRestaurants } from './restaurant-filters';

/** The customer's home (/ and /dashboard): restaurants to order from (spec §2). */
export default function CustomerDashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <CustomerDashboard user={user} />;
}

function CustomerDashboard({ user }: { user: CurrentUser }) {
  const [search, setSearch] = useState('');
  const [cuisine, setCuisine] = useState(ALL_CUISINES);
  const restaurants = trpc.restaurant.list.useQuery({ customerId: user.id });
  const all = useMemo(() => restaurants.data ?? [], [restaurants.data]);
  const cuisines = useMemo(() => cuisinesOf(all), [all]);
  const shown = useMemo(() => filterRestaurants(all, search, cuisine), [all, search, cuisine]);

  return (
    <div className="min-h-dvh bg-muted/50">
      <title>Meu Cardápio · Direto</title>
      <CustomerHeader user={user} />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <section aria-labelledby="restaurants-heading" className="space-y-4">
          <div>
            <h1 id="restaurants-heading" className="text-2xl font-bold tracking-tight">
              Olá{user.firstName ? `, ${user.firstName}` : ''}! Do que você tem vontade hoje?
            </h1>
            <p className="text-muted-foreground">Peça direto do restaurante, sem intermediários.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                aria-label="Buscar restaurantes"
                placeholder="Buscar restaurantes..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
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

          {restaurants.isLoading ? (
            <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
              Carregando restaurantes...
            </p>
          ) : restaurants.isError ? (
            <p role="alert" className="py-12 text-center text-destructive">
              Failed to fetch restaurants: {restaurants.error.message}
            </p>
          ) : all.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">Nenhum restaurante disponível no momento.</p>
          ) : shown.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">Nenhum restaurante encontrado com os filtros aplicados.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((restaurant) => (
                <li key={restaurant.id}>
                  <RestaurantCard restaurant={restaurant} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <QuickActions />
      </main>
    </div>
  );
}
