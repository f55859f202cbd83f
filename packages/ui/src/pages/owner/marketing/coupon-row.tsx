import { ChartColumn, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { Coupon } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { benefitSummary, conditionsSummary, usesSummary } from './coupon-summary';

interface CouponRowProps {
  coupon: Coupon;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onResults: () => void;
  onRemove: () => void;
}

/** One coupon or offer: its code ('Oferta automática' without one), benefit, conditions, uses and actions. */
export function CouponRow({ coupon, toggling, onToggle, onEdit, onResults, onRemove }: CouponRowProps) {
  const name = coupon.code ?? coupon.title;
  return (
    <li className="space-y-2 rounded-lg border border-border bg-background p-4" aria-label={coupon.code ? `Cupom ${coupon.code}` : `Oferta automática: ${coupon.title}`}>
      <div className="flex flex-wrap items-center gap-2">
        {coupon.code ? <span className="font-mono text-base font-semibold tracking-wide">{coupon.code}</span> : <Badge variant="secondary">Oferta automática</Badge>}
        <span className="min-w-0 truncate font-medium">{coupon.title}</span>
        {coupon.active ? <Badge variant="success">Ativo</Badge> : <Badge variant="outline">Pausado</Badge>}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Benefício</dt>
        <dd>{benefitSummary(coupon.benefit)}</dd>
        <dt className="text-muted-foreground">Condições</dt>
        <dd>{conditionsSummary(coupon.conditions)}</dd>
        <dt className="text-muted-foreground">Usos</dt>
        <dd>{usesSummary(coupon.uses, coupon.conditions.totalLimit)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onToggle} disabled={toggling} aria-label={`${coupon.active ? 'Pausar' : 'Ativar'} ${name}`}>
          {coupon.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {coupon.active ? 'Pausar' : 'Ativar'}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${name}`}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <Button size="sm" variant="outline" onClick={onResults} aria-label={`Resultados de ${name}`}>
          <ChartColumn aria-hidden="true" />
          Resultados
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Excluir ${name}`} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      </div>
    </li>
  );
}
