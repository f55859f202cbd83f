import { useRef, useState } from 'react';
import type { CustomerImportResult } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { trpc } from '@/lib/trpc';
import { readCsvFile } from './customer-format';

interface CustomerImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
}

/** 'Importar CSV': a spreadsheet of nome;telefone;bairro; the good lines are saved, the bad ones listed by line. */
export function CustomerImportDialog({ open, onOpenChange, restaurantId }: CustomerImportDialogProps) {
  const file = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<CustomerImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const importCsv = trpc.customers.importCsv.useMutation({
    onSuccess: (answer) => {
      setResult(answer);
      void utils.customers.list.invalidate();
    },
    onError: (error) => setFailure(error.message),
  });

  const send = async () => {
    const chosen = file.current?.files?.[0];
    setResult(null);
    setFailure(null);
    if (!chosen) return setFailure('Escolha um arquivo CSV.');
    importCsv.mutate({ id: restaurantId, csv: await readCsvFile(chosen) });
  };

  const close = (next: boolean) => {
    if (!next) {
      setResult(null);
      setFailure(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Importar clientes</DialogTitle>
          <DialogDescription>
            Um cliente por linha: nome;telefone;bairro (o bairro é opcional). Clientes já cadastrados, pelo telefone, são atualizados. A importação não marca que o
            cliente aceita ofertas.
          </DialogDescription>
        </DialogHeader>
        <Field label="Arquivo CSV" error={failure ?? undefined}>
          <Input ref={file} type="file" accept=".csv,text/csv" />
        </Field>
        {result ? (
          <div role="status" className="space-y-2">
            <p className="font-medium">
              {result.created} {result.created === 1 ? 'cliente novo' : 'clientes novos'}, {result.updated} {result.updated === 1 ? 'atualizado' : 'atualizados'}.
            </p>
            {result.errors.length ? (
              <div className="space-y-1">
                <p className="text-sm font-medium text-destructive">
                  {result.errors.length} {result.errors.length === 1 ? 'linha não importada' : 'linhas não importadas'}:
                </p>
                <ul aria-label="Linhas com erro" className="max-h-48 space-y-1 overflow-y-auto text-sm text-destructive">
                  {result.errors.map((error) => (
                    <li key={error.line}>{error.message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Fechar
          </Button>
          <Button onClick={() => void send()} disabled={importCsv.isPending}>
            {importCsv.isPending ? 'Importando...' : 'Importar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
