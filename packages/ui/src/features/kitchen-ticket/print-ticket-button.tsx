import { useRef } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { shortOrderId } from '@/lib/format';
import type { PaperWidth } from './paper';
import { usePrintOrderTicket } from './use-print-ticket';

interface PrintTicketButtonProps {
  orderId: string;
  /** In table rows on phones only the icon shows (the name stays for screen readers). */
  compact?: boolean;
  /** Instead of this device's paper width (the ticket page prints the width it shows). */
  paper?: PaperWidth;
  className?: string;
}

/** 'Imprimir': the order's kitchen ticket, with this device's paper width and copies. */
export function PrintTicketButton({ orderId, compact = false, paper, className }: PrintTicketButtonProps) {
  const printOrder = usePrintOrderTicket();
  // A second click while the order loads prints nothing more. (Not `disabled`: the button keeps its focus.)
  const printing = useRef(false);
  const print = () => {
    if (printing.current) return;
    printing.current = true;
    printOrder(orderId, paper)
      .catch((error: unknown) => toastError('Não foi possível imprimir', error))
      .finally(() => {
        printing.current = false;
      });
  };
  return (
    <Button
      size="sm"
      variant="outline"
      className={cn(compact && 'px-2.5 sm:px-3', className)}
      aria-label={`Imprimir pedido ${shortOrderId(orderId)}`}
      title="Imprimir comanda"
      onClick={print}
    >
      <Printer aria-hidden="true" />
      <span className={compact ? 'hidden sm:inline' : undefined}>Imprimir</span>
    </Button>
  );
}
