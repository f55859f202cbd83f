import type { MenuImportResult } from '@direto/contracts';

type Line = MenuImportResult['creates'][number];

/** One list of the preview ('Serão criados', 'Serão alterados'): each product with its line and category. */
function LineList({ title, lines }: { title: string; lines: Line[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="text-sm font-semibold">
        {title} ({lines.length})
      </h3>
      <ul className="max-h-64 divide-y divide-border overflow-y-auto rounded-md border border-border bg-background text-sm">
        {lines.map((line) => (
          <li key={line.line} className="flex gap-3 px-3 py-1.5">
            <span className="w-16 shrink-0 text-muted-foreground">Linha {line.line}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate">{line.product}</span>
              {/* On a phone the category goes under the name: it is half of how a line finds its product. */}
              <span className="block truncate text-xs text-muted-foreground sm:hidden">{line.category || 'Sem categoria'}</span>
            </span>
            <span className="hidden shrink-0 text-muted-foreground sm:block">{line.category || 'Sem categoria'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the file would do (or did): products created and changed, option groups, and the lines with errors. */
export function MenuImportSummary({ result }: { result: MenuImportResult }) {
  const groups = result.optionGroups;
  const verb = result.applied ? { create: 'Criados', update: 'Alterados' } : { create: 'Serão criados', update: 'Serão alterados' };
  return (
    <div className="space-y-4">
      <p className="text-sm" role="status">
        {count(result.creates.length, 'produto novo', 'produtos novos')}, {count(result.updates.length, 'alterado', 'alterados')},{' '}
        {count(result.unchanged, 'sem mudança', 'sem mudança')}
        {result.newCategories.length ? `; ${count(result.newCategories.length, 'categoria nova', 'categorias novas')}: ${result.newCategories.join(', ')}` : ''}
        {groups.creates.length + groups.updates.length
          ? `; grupos de opções: ${count(groups.creates.length, 'novo', 'novos')}, ${count(groups.updates.length, 'alterado', 'alterados')}`
          : ''}
        .
      </p>
      {result.errors.length ? (
        <section aria-label="Linhas com erro" className="space-y-1">
          <h3 className="text-sm font-semibold text-destructive">
            {count(result.errors.length, 'linha com erro', 'linhas com erro')}
            {result.applied ? ' (não importadas)' : ''}
          </h3>
          <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive-hover">
            {result.errors.map((error) => (
              <li key={`${error.sheet}-${error.line}`}>{error.message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <LineList title={`${verb.create} (produtos)`} lines={result.creates} />
      <LineList title={`${verb.update} (produtos)`} lines={result.updates} />
    </div>
  );
}
