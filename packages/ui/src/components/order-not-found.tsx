import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** An order that is not there (or not the caller's), with the way back to the caller's list. */
export function OrderNotFound({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Card>
      <CardContent className="space-y-3 py-12 text-center">
        <p role="alert" className="font-semibold">
          Pedido não encontrado
        </p>
        <p className="text-sm text-muted-foreground">{message}</p>
        <Button asChild variant="outline">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
