import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { AdminRestaurant } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/query-state';
import { hasRating } from '@/components/restaurant-rating';
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
      await utils.admin.invalidate();
    },
    onError: (error) => toastError('Erro ao remover restaurante', error),
  });

  const columns: Column<AdminRestaurant>[] = [
    {
      header: 'Restaurante',
      className: 'break-all sm:break-normal',
      cell: (restaurant) => (
        <>
          <div className="font-medium">{restaurant.name}</div>
          <div className="text-xs text-muted-foreground">
            {[restaurant.cuisine, hasRating(restaurant.rating) ? `★ ${formatRating(restaurant.rating)}` : 'Novo', `/r/${restaurant.shareableSlug}`].filter(Boolean).join(' · ')}
          </div>
          <div className="text-xs text-muted-foreground md:hidden">{restaurant.ownerEmail}</div>
          {/* On phones the status sits here instead of its own column. */}
          <div className="mt-1 sm:hidden">
            <OpenBadge isOpen={restaurant.isOpen} />
          </div>
        </>
      ),
    },
    {
      header: 'Dono',
      from: 'md',
      cell: (restaurant) => (
        <>
          <div>{restaurant.ownerName ?? '—'}</div>
          <div className="text-xs text-muted-foreground">{restaurant.ownerEmail}</div>
        </>
      ),
    },
    { header: 'Produtos', from: 'lg', cell: (restaurant) => restaurant.productCount },
    {
      header: 'Entrega',
      from: 'lg',
      className: 'whitespace-nowrap',
      cell: (restaurant) => `${formatBRL(restaurant.deliveryFee)} · ${restaurant.deliveryTime}`,
    },
    { header: 'Status', from: 'sm', cell: (restaurant) => <OpenBadge isOpen={restaurant.isOpen} /> },
    {
      header: 'Ações',
      align: 'right',
      cell: (restaurant) => (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={`Remover ${restaurant.name}`}
          onClick={() => setDeleting(restaurant)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];

  return (
    <>
      <QueryState query={restaurants} empty="Nenhum restaurante cadastrado.">
        {(rows) => <DataTable columns={columns} rows={rows} />}
      </QueryState>

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

function OpenBadge({ isOpen }: { isOpen: boolean }) {
  return <Badge variant={isOpen ? 'success' : 'secondary'}>{isOpen ? 'Aberto' : 'Fechado'}</Badge>;
}
