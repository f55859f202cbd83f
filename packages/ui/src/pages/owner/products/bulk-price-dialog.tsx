import { useId, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import type { PriceChangeItemDto, PriceChangeResult, PriceRounding } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toastError } from '@/hooks/use-toast';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';

type ChangeKind = 'percent' | 'amount';
type Direction = 'up' | 'down';

const ROUNDINGS: { value: PriceRounding; label: string }[] = [
  { value: 'none', label: 'Sem arredondamento' },
  { value: '90', label: 'Para cima, terminando em ,90' },
  { value: '99', label: 'Para cima, terminando em ,99' },
  { value: '00', label: 'Para cima, em reais inteiros (,00)' },
];

/** '10', '7,5' or '7.25' → '7.25'; null when it is not a percentage with up to two decimals. */
function percentFromText(text: string): string | null {
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? `${match[1]}${match[2] ? `.${match[2]}` : ''}` : null;
}

interface BulkPriceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
  productIds: string[];
  onApplied: (result: PriceChangeResult) => void;
}

/** 'Alterar preços': a percentage or an amount in R$ up or down, a rounding, the preview old → new, then 'Aplicar'. */
export function BulkPriceDialog({ open, onOpenChange, restaurantId, productIds, onApplied }: BulkPriceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Alterar preços</DialogTitle>
          <DialogDescription>
            {productIds.length === 1 ? '1 produto selecionado.' : `${productIds.length} produtos selecionados.`} Confira a prévia antes de aplicar; dá para desfazer por 10 minutos.
          </DialogDescription>
        </DialogHeader>
        {open ? <BulkPriceForm restaurantId={restaurantId} productIds={productIds} onApplied={onApplied} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BulkPriceForm({ restaurantId, productIds, onApplied, onCancel }: Omit<BulkPriceDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const ids = useId();
  const [kind, setKind] = useState<ChangeKind>('percent');
  const [direction, setDirection] = useState<Direction>('up');
  const [percentText, setPercentText] = useState('');
  const [amount, setAmount] = useState('');
  const [rounding, setRounding] = useState<PriceRounding>('none');
  const [preview, setPreview] = useState<PriceChangeItemDto[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const previewMutation = trpc.priceChange.create.useMutation({
    onSuccess: (result) => setPreview(result.items),
    onError: (error) => setProblem(error.message),
  });
  const applyMutation = trpc.priceChange.create.useMutation({
    onSuccess: onApplied,
    onError: (error) => toastError('Erro ao alterar preços', error),
  });

  /** The request's change, signed; null (with the reason shown) when the value is not valid. */
  const change = (): { percent: string } | { amount: string } | null => {
    const sign = direction === 'down' ? '-' : '';
    if (kind === 'percent') {
      const percent = percentFromText(percentText);
      if (percent === null) return null;
      return { percent: `${sign}${percent}` };
    }
    return amount ? { amount: `${sign}${amount}` } : null;
  };
  const reset = () => {
    setPreview(null);
    setProblem(null);
  };
  const request = (previewOnly: boolean) => {
    const value = change();
    if (!value) {
      setProblem(kind === 'percent' ? 'Informe um percentual, como 10 ou 7,5.' : 'Informe um valor em reais.');
      return;
    }
    (previewOnly ? previewMutation : applyMutation).mutate({ id: restaurantId, productIds, rounding, preview: previewOnly, ...value });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${ids}-kind`}>Alterar por</Label>
          <Select value={kind} onValueChange={(value) => { setKind(value as ChangeKind); reset(); }}>
            <SelectTrigger id={`${ids}-kind`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="percent">Percentual (%)</SelectItem>
              <SelectItem value="amount">Valor (R$)</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-direction`}>Direção</Label>
          <Select value={direction} onValueChange={(value) => { setDirection(value as Direction); reset(); }}>
            <SelectTrigger id={`${ids}-direction`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="up">Aumentar</SelectItem>
              <SelectItem value="down">Reduzir</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-value`}>{kind === 'percent' ? 'Percentual' : 'Valor'}</Label>
          {kind === 'percent' ? (
            <Input id={`${ids}-value`} inputMode="decimal" placeholder="10" value={percentText} onChange={(event) => { setPercentText(event.target.value); reset(); }} />
          ) : (
            <MoneyInput id={`${ids}-value`} value={amount} onChange={(value) => { setAmount(value); reset(); }} />
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-rounding`}>Arredondamento</Label>
          <Select value={rounding} onValueChange={(value) => { setRounding(value as PriceRounding); reset(); }}>
            <SelectTrigger id={`${ids}-rounding`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROUNDINGS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {preview ? (
        <ul aria-label="Prévia dos novos preços" className="max-h-64 divide-y overflow-y-auto rounded-md border text-sm">
          {preview.map((item) => (
            <li key={item.productId} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="truncate">{item.name}</span>
              <span className="flex shrink-0 items-center gap-2 tabular-nums">
                <span className="text-muted-foreground line-through">{formatBRL(item.oldPrice)}</span>
                <ArrowRight className="size-3.5" aria-label="para" />
                <span className="font-semibold">{formatBRL(item.newPrice)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        {preview ? (
          <Button onClick={() => request(false)} disabled={applyMutation.isPending}>
            Aplicar
          </Button>
        ) : (
          <Button onClick={() => request(true)} disabled={previewMutation.isPending}>
            Ver prévia
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
