import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { AdminRestaurant } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/hooks/use-toast';
import { formatBRL, formatRating } from '@/lib/format';
import { trpc } from '@/lib/trpc';

/** Restaurantes tab: every restaurant with its owner, and removal (spec §2, §6). */
export function RestaurantsTab() {
  const utils = trpc.useUtils();
  const restaurants = trpc.admin.restaurants.useQuery();
  const [deleting, setDeleting] = useState<AdminRestaurant | null>(null);

  const remove = trpc.admin.deleteRestaurant.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      toast({ title: 'Restaurante removido' });
      await Promise.all([utils.admin.restaurants.invalidate(), utils.admin.stats.invalidate()]);
    },
    onError: (error) => toastError('Erro ao remover restaurante', error),
  });

  if (restaurants.isLoading) return <Spinner />;
  if (restaurants.isError) {
    return (
      <p role="alert" className="text-destructive">
        {restaurants.error.message}
      </p>
    );
  }
  const rows = restaurants.data ?? [];
  if (rows.length === 0) return <p className="text-muted-foreground">Nenhum restaurante cadastrado.</p>;

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Restaurante</th>
              <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">Dono</th>
              <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">Produtos</th>
              <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">Entrega</th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">Status</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((restaurant) => {
              const status = (
                <Badge variant={restaurant.isOpen ? 'success' : 'secondary'}>{restaurant.isOpen ? 'Aberto' : 'Fechado'}</Badge>
              );
              return (
                <tr key={restaurant.id}>
                  <td className="break-all px-3 py-3 sm:break-normal sm:px-4">
                    <div className="font-medium">{restaurant.name}</div>
                    <div className="text-xs text-muted-foreground">
                      {[restaurant.cuisine, `★ ${formatRating(restaurant.rating)}`, `/r/${restaurant.shareableSlug}`].filter(Boolean).join(' · ')}
                    </div>
                    <div className="text-xs text-muted-foreground md:hidden">{restaurant.ownerEmail}</div>
                    {/* On phones the status sits here instead of its own column. */}
                    <div className="mt-1 sm:hidden">{status}</div>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">
                    <div>{restaurant.ownerName ?? '—'}</div>
                    <div className="text-xs text-muted-foreground">{restaurant.ownerEmail}</div>
                  </td>
                  <td className="hidden px-4 py-3 lg:table-cell">{restaurant.productCount}</td>
                  <td className="hidden whitespace-nowrap px-4 py-3 lg:table-cell">
                    {formatBRL(restaurant.deliveryFee)} · {restaurant.deliveryTime}
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">{status}</td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Remover ${restaurant.name}`}
                      onClick={() => setDeleting(restaurant)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remover restaurante?"
        description={
          deleting ? `"${deleting.name}" será removido com o cardápio e as categorias. Os pedidos continuam no histórico.` : undefined
        }
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
