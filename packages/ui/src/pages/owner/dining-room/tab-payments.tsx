import { cashLineLabel, formatBRL, type Tab } from '@direto/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The payments registered so far, oldest first. */
export function TabPayments({ tab }: { tab: Tab }) {
  if (tab.payments.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pagamentos</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-1" aria-label="Pagamentos">
          {tab.payments.map((payment) => (
            <li key={payment.id} className="flex justify-between gap-2">
              <span>
                {cashLineLabel(payment.method, payment.brand)} <span className="text-sm text-muted-foreground">· {payment.createdByName}</span>
              </span>
              <span>{formatBRL(payment.amount)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
