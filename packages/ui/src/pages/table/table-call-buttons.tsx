import { useEffect, useState } from 'react';
import { BellRing, Receipt } from 'lucide-react';
import type { TableCallType } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/** A 429's wait is not told in numbers: a call is refused for at most a minute. */
const CALL_INTERVAL_MS = 60_000;

const BUTTONS: Record<TableCallType, { label: string; done: string; Icon: typeof BellRing }> = {
  waiter: { label: 'Chamar garçom', done: 'Garçom chamado', Icon: BellRing },
  bill: { label: 'Pedir a conta', done: 'Conta pedida', Icon: Receipt },
};

/**
 * 'Chamar garçom' and 'Pedir a conta': each alerts the restaurant's board (sound and badge) and
 * then waits a minute; the server's refusal (429, another phone at the table called) is shown as
 * it says it.
 */
export function TableCallButtons({ token }: { token: string }) {
  const [waitUntil, setWaitUntil] = useState<Record<TableCallType, number>>({ waiter: 0, bill: 0 });
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const waiting = Object.values(waitUntil).some((until) => until > now);
  // Ticks only while a button waits, to enable it again on time.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  const call = trpc.tableLink.callStaff.useMutation({
    onSuccess: (placed) => {
      setWaitUntil((current) => ({ ...current, [placed.type]: Date.parse(placed.nextCallAt) }));
      setNow(Date.now());
      setNotice(placed.type === 'waiter' ? 'O garçom foi avisado e já vem.' : 'O garçom foi avisado e já traz a conta.');
    },
    onError: (error, { type }) => {
      setWaitUntil((current) => ({ ...current, [type]: Date.now() + CALL_INTERVAL_MS }));
      setNow(Date.now());
      setNotice(error.message);
      toast({ variant: 'destructive', title: 'Não foi possível chamar', description: error.message });
    },
  });

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        {(Object.keys(BUTTONS) as TableCallType[]).map((type) => {
          const { label, done, Icon } = BUTTONS[type];
          const blocked = waitUntil[type] > now;
          return (
            <Button key={type} variant="outline" disabled={blocked || call.isPending} onClick={() => call.mutate({ token, type })}>
              <Icon aria-hidden="true" />
              {blocked ? done : label}
            </Button>
          );
        })}
      </div>
      <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
        {notice}
      </p>
    </div>
  );
}
