import { useState } from 'react';
import type { MenuImportResult } from '@direto/contracts';
import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { MenuImportSummary } from './menu-import-summary';
import { MenuImportRefused, sendMenuSpreadsheet } from './send-menu-spreadsheet';

/** /cardapio/importar (issue 35): the menu from a spreadsheet, with a preview, and the menu exported to one. */
export default function MenuImportPage() {
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Importar cardápio · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Cardápio › Importar" subtitle={mine.data?.name} />
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        <QueryState query={mine} className="text-center" empty={<p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}>
          {(restaurant) => <MenuImport restaurantId={restaurant.id} />}
        </QueryState>
      </main>
    </div>
  );
}

function DownloadLink({ href, fileName, children }: { href: string; fileName: string; children: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={href} download={fileName}>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

function MenuImport({ restaurantId }: { restaurantId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<MenuImportResult | null>(null);
  const [applied, setApplied] = useState<MenuImportResult | null>(null);
  const [failure, setFailure] = useState<MenuImportRefused | null>(null);
  const [busy, setBusy] = useState(false);
  const utils = trpc.useUtils();

  const run = async (mode: 'preview' | 'import' | 'importValid', chosen: File) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await sendMenuSpreadsheet(restaurantId, chosen, mode);
      if (mode === 'preview') setPreview(result);
      else {
        setApplied(result);
        setPreview(null);
        void utils.product.listByRestaurant.invalidate();
        void utils.optionGroup.invalidate();
      }
    } catch (error) {
      setFailure(error instanceof MenuImportRefused ? error : new MenuImportRefused('Não foi possível importar a planilha.', []));
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setApplied(null);
    setFailure(null);
    if (chosen) void run('preview', chosen);
  };

  const hasErrors = (preview?.errors.length ?? 0) > 0;
  const nothingToDo = preview !== null && preview.creates.length + preview.updates.length + preview.optionGroups.creates.length + preview.optionGroups.updates.length === 0;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Planilha do cardápio</CardTitle>
          <CardDescription>
            Baixe o modelo, preencha um produto por linha (a aba Opções traz os grupos de opções) e envie. Produtos já cadastrados são encontrados pelo código PDV ou
            pela categoria e nome, e atualizados; nada é apagado.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <DownloadLink href="/api/menu-import/template.xlsx" fileName="modelo-cardapio.xlsx">
              Modelo (.xlsx)
            </DownloadLink>
            <DownloadLink href="/api/menu-import/template.csv" fileName="modelo-cardapio.csv">
              Modelo (.csv)
            </DownloadLink>
            <DownloadLink href={`/api/restaurants/${restaurantId}/menu-export.xlsx`} fileName="cardapio.xlsx">
              Exportar cardápio (.xlsx)
            </DownloadLink>
            <DownloadLink href={`/api/restaurants/${restaurantId}/menu-export.csv`} fileName="cardapio.csv">
              Exportar cardápio (.csv)
            </DownloadLink>
          </div>
          <Field label="Planilha (.xlsx ou .csv, até 2 MB)">
            <Input
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Field>
          {busy ? <p className="text-sm text-muted-foreground">Lendo a planilha...</p> : null}
          {failure ? (
            <div role="alert" className="space-y-1 text-sm text-destructive">
              <p>{failure.message}</p>
              {failure.lines.length ? (
                <ul className="max-h-48 list-inside list-disc overflow-y-auto">
                  {failure.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>

      {preview && file ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <FileSpreadsheet aria-hidden="true" className="size-5" />
              Prévia da importação
            </CardTitle>
            <CardDescription>{file.name}: nada foi alterado ainda.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <MenuImportSummary result={preview} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void run('import', file)} disabled={busy || hasErrors || nothingToDo}>
                Importar
              </Button>
              {hasErrors ? (
                <Button variant="outline" onClick={() => void run('importValid', file)} disabled={busy}>
                  Importar só as linhas válidas
                </Button>
              ) : null}
            </div>
            {hasErrors ? <p className="text-sm text-muted-foreground">Corrija as linhas com erro e envie de novo, ou importe só as linhas válidas.</p> : null}
          </CardContent>
        </Card>
      ) : null}

      {applied ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Cardápio importado</CardTitle>
          </CardHeader>
          <CardContent>
            <MenuImportSummary result={applied} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
