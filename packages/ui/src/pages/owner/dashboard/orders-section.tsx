import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Columns3, List, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OrderBoard } from './board/order-board';
import { OrdersTable } from './orders-table';
import { readOrdersView, writeOrdersView, type OrdersView } from './orders-view-preference';

/** The dashboard's orders: 'Quadro' (columns by status) or 'Lista' (the filterable table), remembered on this browser. */
export function OrdersSection({ restaurantId }: { restaurantId: string }) {
  const [view, setView] = useState(readOrdersView);
  const choose = (next: string) => {
    setView(next as OrdersView);
    writeOrdersView(next as OrdersView);
  };
  return (
    <Card>
      <Tabs value={view} onValueChange={choose}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <CardTitle className="text-lg">Pedidos</CardTitle>
          {/* Issue 33: an order taken at the counter, on the phone or from WhatsApp. */}
          <Button asChild size="sm" className="sm:ml-auto">
            <Link to="/dashboard/novo-pedido">
              <Plus aria-hidden="true" />
              Novo pedido
            </Link>
          </Button>
          <TabsList aria-label="Ver pedidos como">
            <TabsTrigger value="quadro" className="gap-1.5">
              <Columns3 className="size-4" aria-hidden="true" />
              Quadro
            </TabsTrigger>
            <TabsTrigger value="lista" className="gap-1.5">
              <List className="size-4" aria-hidden="true" />
              Lista
            </TabsTrigger>
          </TabsList>
        </CardHeader>
        <CardContent>
          <TabsContent value="quadro" className="mt-0">
            <OrderBoard restaurantId={restaurantId} />
          </TabsContent>
          <TabsContent value="lista" className="mt-0">
            <OrdersTable restaurantId={restaurantId} />
          </TabsContent>
        </CardContent>
      </Tabs>
    </Card>
  );
}
