import { useEffect, useId, useRef, useState } from 'react';
import { Check, CircleCheck, Copy } from 'lucide-react';
import type { OrderWithItems } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatBRL } from '@/lib/format';
import { PixQrCode } from './pix-qr-code';

type PixOrder = Pick<OrderWithItems, 'status' | 'total' | 'payment'>;

/** How long 'Código copiado!' stays on the button. */
const COPIED_MS = 4000;

/**
 * A Pix order on the customer's order page (issue 16): while the restaurant has not confirmed the
 * money, 'Pague com Pix' with the QR code, the amount, the receiver and the 'copia e cola' code;
 * once confirmed, 'Pagamento confirmado'. Nothing for other methods, nor for a cancelled order
 * (nothing to pay).
 */
export function PixPaymentCard({ order }: { order: PixOrder }) {
  const { payment } = order;
  if (payment.method !== 'pix') return null;
  if (payment.status === 'confirmed') {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/10 p-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold">Pagamento confirmado</p>
          <p className="text-sm text-muted-foreground">A loja confirmou o recebimento do seu Pix de {formatBRL(order.total)}.</p>
        </div>
      </div>
    );
  }
  if (order.status === 'cancelled' || !payment.pixPayload) return null;
  return <PayWithPix total={order.total} payload={payment.pixPayload} receiverName={payment.pixReceiverName} />;
}

function PayWithPix({ total, payload, receiverName }: { total: string; payload: string; receiverName: string | undefined }) {
  const amount = formatBRL(total);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Pague com Pix
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <PixQrCode payload={payload} label={`QR code Pix de ${amount}`} />
        <div className="space-y-1">
          <p className="text-2xl font-bold tabular-nums">{amount}</p>
          {receiverName ? <p className="text-sm text-muted-foreground">Recebedor: {receiverName}</p> : null}
        </div>
        <CopyPixCode payload={payload} />
        <p className="text-sm text-muted-foreground">A loja confirma o recebimento direto no banco — não precisa enviar comprovante.</p>
      </CardContent>
    </Card>
  );
}

/** 'Copiar código Pix' → 'Código copiado!'; without a clipboard, the code is selected for a manual copy. */
function CopyPixCode({ payload }: { payload: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payload);
      setState('copied');
    } catch {
      // No clipboard (insecure origin, permission denied, old browser): select it so a long press or Ctrl+C copies it.
      input.current?.focus();
      input.current?.select();
      setState('manual');
    }
  };

  return (
    <div className="w-full space-y-2 text-left">
      <Label htmlFor={id}>Código Pix copia e cola</Label>
      <Input id={id} ref={input} readOnly value={payload} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
      <Button type="button" className="w-full" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? 'Código copiado!' : 'Copiar código Pix'}
      </Button>
      <p aria-live="polite" className="text-center text-sm text-muted-foreground">
        {state === 'manual' ? 'Não foi possível copiar automaticamente: o código está selecionado, copie e cole no app do banco.' : null}
        {state === 'copied' ? <span className="sr-only">Código Pix copiado para a área de transferência.</span> : null}
      </p>
    </div>
  );
}
