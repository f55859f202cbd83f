import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useIsMutating } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/cn';
import { FIRST_STEP_LABELS } from './first-steps-labels';

interface FirstStepsCardProps {
  restaurantId: string;
  /** When the dashboard's orders were last read: a new order may tick 'Receba um pedido de teste'. */
  ordersUpdatedAt: number;
}

/**
 * 'Primeiros passos' (issue 35): the steps to a first order, each ticked by the server from the
 * restaurant's real state and linking to its screen. Gone once complete or dismissed.
 */
export function FirstStepsCard({ restaurantId, ordersUpdatedAt }: FirstStepsCardProps) {
  const utils = trpc.useUtils();
  const onboarding = trpc.onboarding.get.useQuery({ id: restaurantId }, { refetchOnMount: 'always' });
  const dismiss = trpc.onboarding.dismiss.useMutation({
    onSuccess: (next) => utils.onboarding.get.setData({ id: restaurantId }, next),
    onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível dispensar', description: error.message }),
  });
  const data = onboarding.data;
  const gone = data !== undefined && (data.complete || data.dismissed);
  // Once gone it stays gone: no read on every new order (issue 37).
  useRefreshAfterChanges(() => void (gone ? undefined : onboarding.refetch()), ordersUpdatedAt);

  if (!data || gone) return null;
  const done = data.steps.filter((step) => step.done).length;
  return (
    <Card role="region" aria-labelledby="primeiros-passos">
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="primeiros-passos" className="text-lg">
            Primeiros passos
          </CardTitle>
          <CardDescription>
            {done} de {data.steps.length} — o que falta para receber o primeiro pedido.
          </CardDescription>
        </div>
        <Button variant="ghost" size="sm" disabled={dismiss.isPending} onClick={() => dismiss.mutate({ id: restaurantId })}>
          Dispensar
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <Progress value={(done / data.steps.length) * 100} label={`Primeiros passos: ${done} de ${data.steps.length}`} />
        <ol className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {data.steps.map((step) => (
            <li key={step.key}>
              <Link
                to={step.href}
                onClick={() => scrollToDashboardCard(step.href)}
                className={cn('flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-muted', step.done && 'text-muted-foreground')}
              >
                {step.done ? <CheckCircle2 className="size-5 shrink-0 text-green-600" aria-hidden="true" /> : <Circle className="size-5 shrink-0" aria-hidden="true" />}
                <span className={cn(step.done && 'line-through')}>{FIRST_STEP_LABELS[step.key]}</span>
                {step.done ? <span className="sr-only">, feito</span> : null}
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's own changes (a product added, the link copied: any mutation) and new orders
 * change the steps; the cache never goes stale by itself (spec §9), so read them again then.
 */
function useRefreshAfterChanges(refresh: () => void, ordersUpdatedAt: number): void {
  const idle = useIsMutating() === 0;
  const first = useRef(true);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (idle) latest.current();
  }, [idle, ordersUpdatedAt]);
}

/** A step on the dashboard itself (/dashboard#cardapio): the router changes no scroll, so bring its card into view. */
function scrollToDashboardCard(href: string): void {
  const [path, id] = href.split('#');
  if (path !== '/dashboard' || !id) return;
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
}
