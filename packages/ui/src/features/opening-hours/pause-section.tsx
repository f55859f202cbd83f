import { useId, useState } from 'react';
import { PauseCircle, PlayCircle } from 'lucide-react';
import { PAUSE_MINUTES, type OwnRestaurant } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { OpenStateLine } from './open-state-line';
import { useOpenStateRefresh } from './use-open-state-refresh';

const PAUSE_LABELS: Record<(typeof PAUSE_MINUTES)[number], string> = { 15: '15 min', 30: '30 min', 60: '1 h' };

/** Configurações › Funcionamento: 'Pausar pedidos' for a while or until reopened, with a reason; 'Reabrir agora'. */
export function PauseSection({ restaurant }: { restaurant: OwnRestaurant }) {
  const ids = useId();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  useOpenStateRefresh(restaurant.openState);
  const done = async (title: string) => {
    toast({ title });
    await utils.restaurant.invalidate();
  };
  const pause = trpc.openingHours.pause.useMutation({
    onSuccess: (saved) => done(saved.openState.message),
    onError: (failure) => toastError('Erro ao pausar os pedidos', failure, 'Tente novamente em alguns instantes.'),
  });
  const resume = trpc.openingHours.resume.useMutation({
    onSuccess: () => done('Pedidos reabertos!'),
    onError: (failure) => toastError('Erro ao reabrir', failure, 'Tente novamente em alguns instantes.'),
  });
  const paused = restaurant.openState.status === 'paused';
  const busy = pause.isPending || resume.isPending;
  const send = (minutes: (typeof PAUSE_MINUTES)[number] | null) => pause.mutate({ id: restaurant.id, minutes, reason: reason.trim() || null });

  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <PauseCircle aria-hidden="true" className="size-5 text-primary" />
          Pausar pedidos
        </CardTitle>
        <CardDescription>Cozinha cheia ou um imprevisto? Pause por um tempo: a pausa termina sozinha.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{restaurant.openState.status === 'open' ? 'Aberto agora' : restaurant.openState.status === 'paused' ? 'Pausado' : 'Fechado agora'}</p>
          <OpenStateLine openState={restaurant.openState} className="text-muted-foreground" />
        </div>
        {paused ? (
          <Button type="button" onClick={() => resume.mutate({ id: restaurant.id })} disabled={busy}>
            <PlayCircle aria-hidden="true" />
            Reabrir agora
          </Button>
        ) : (
          <>
            <div className="space-y-1">
              <Label htmlFor={`${ids}-reason`}>Motivo (opcional)</Label>
              <Input id={`${ids}-reason`} maxLength={120} placeholder="Ex.: cozinha lotada" value={reason} onChange={(event) => setReason(event.target.value)} />
            </div>
            <div className="flex flex-wrap gap-2">
              {PAUSE_MINUTES.map((minutes) => (
                <Button key={minutes} type="button" variant="outline" onClick={() => send(minutes)} disabled={busy}>
                  {PAUSE_LABELS[minutes]}
                </Button>
              ))}
              <Button type="button" variant="outline" onClick={() => send(null)} disabled={busy}>
                Até eu reabrir
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
