import { useId } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toastError } from '@/hooks/use-toast';
import { PAPER_WIDTHS, parsePaperWidth } from '@/features/kitchen-ticket/paper';
import { COPIES_MAX, usePrintSettings, writePrintSettings } from '@/features/kitchen-ticket/print-settings';
import { printTicket } from '@/features/kitchen-ticket/print-ticket';
import { TEST_PAGE_BANNER, testTicketOrder } from '@/features/kitchen-ticket/test-ticket';

const COPY_OPTIONS = Array.from({ length: COPIES_MAX }, (_, index) => index + 1);

/**
 * Configurações › Impressão: how this device prints kitchen tickets. Stored in this browser,
 * since each device has its own printer (or none).
 */
export function PrintingSection({ restaurantName }: { restaurantName: string }) {
  const settings = usePrintSettings();
  const ids = useId();
  const autoId = `${ids}-auto`;

  const printTestPage = () => {
    try {
      printTicket(testTicketOrder(restaurantName), settings, TEST_PAGE_BANNER);
    } catch (error) {
      toastError('Não foi possível imprimir', error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Impressão de comandas</CardTitle>
        <CardDescription>Valem só para este dispositivo e ficam salvas neste navegador.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${ids}-paper`}>Largura do papel</Label>
            <Select value={String(settings.paper)} onValueChange={(value) => writePrintSettings({ paper: parsePaperWidth(value) ?? settings.paper })}>
              <SelectTrigger id={`${ids}-paper`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PAPER_WIDTHS.map((width) => (
                  <SelectItem key={width} value={String(width)}>
                    {width} mm
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-copies`}>Cópias</Label>
            <Select value={String(settings.copies)} onValueChange={(value) => writePrintSettings({ copies: Number(value) })}>
              <SelectTrigger id={`${ids}-copies`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {COPY_OPTIONS.map((copies) => (
                  <SelectItem key={copies} value={String(copies)}>
                    {copies}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <div className="flex items-start gap-3">
          <Switch
            id={autoId}
            checked={settings.autoPrintOnConfirm}
            onCheckedChange={(checked) => writePrintSettings({ autoPrintOnConfirm: checked })}
            aria-describedby={`${autoId}-hint`}
          />
          <div className="space-y-1">
            <Label htmlFor={autoId}>Imprimir automaticamente ao confirmar</Label>
            <p id={`${autoId}-hint`} className="text-xs text-muted-foreground">
              Ao confirmar um pedido neste dispositivo, a comanda sai uma vez, sem precisar clicar em Imprimir.
            </p>
          </div>
        </div>

        <div className="space-y-2 border-t border-border pt-4">
          <Button type="button" variant="outline" onClick={printTestPage}>
            <Printer aria-hidden="true" />
            Imprimir página de teste
          </Button>
          <p className="text-xs text-muted-foreground">
            Para imprimir sem abrir a janela de impressão, abra o Chrome com a opção <code>--kiosk-printing</code> e escolha a impressora térmica como
            padrão.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
