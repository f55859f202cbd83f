import { Link } from 'react-router-dom';
import { Headset, Heart, History, Tag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * 'Ações Rápidas'. Only 'Pedidos Anteriores' has something behind it (the customer's orders);
 * the others are visibly disabled until they exist.
 */
export function QuickActions() {
  const soon = 'Em breve';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ações Rápidas</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Button variant="outline" className="h-auto flex-col py-4" disabled title={soon}>
          <Heart aria-hidden="true" />
          Favoritos
          <span className="text-xs font-normal text-muted-foreground">{soon}</span>
        </Button>
        <Button asChild variant="outline" className="h-auto flex-col py-4">
          <Link to="/orders">
            <History aria-hidden="true" />
            Pedidos Anteriores
          </Link>
        </Button>
        <Button variant="outline" className="h-auto flex-col py-4" disabled title={soon}>
          <Tag aria-hidden="true" />
          Promoções
          <span className="text-xs font-normal text-muted-foreground">{soon}</span>
        </Button>
        <Button variant="outline" className="h-auto flex-col py-4" disabled title={soon}>
          <Headset aria-hidden="true" />
          Suporte
          <span className="text-xs font-normal text-muted-foreground">{soon}</span>
        </Button>
      </CardContent>
    </Card>
  );
}
