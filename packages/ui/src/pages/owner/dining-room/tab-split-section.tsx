import { formatBRL, type Tab, type TabSplit } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

type SplitMode = 'none' | 'people' | 'items';

interface TabSplitSectionProps {
  tab: Tab;
  mode: SplitMode;
  onMode: (mode: SplitMode) => void;
  people: number;
  onPeople: (people: number) => void;
  /** 'Por itens': each line's person (0 or absent: shared by all). */
  assignments: Record<string, number>;
  split: TabSplit | null;
  onItemSplit: (split: TabSplit | null) => void;
}

const MODES: [SplitMode, string][] = [
  ['none', 'Não dividir'],
  ['people', 'Igualmente'],
  ['items', 'Por itens'],
];

/** 'Dividir': equally by N, or by items (each line's person chosen in the orders above); each person's share, service charge included. */
export function TabSplitSection({ tab, mode, onMode, people, onPeople, assignments, split, onItemSplit }: TabSplitSectionProps) {
  const utils = trpc.useUtils();
  const update = trpc.tabs.update.useMutation({
    onSuccess: (answer) => {
      onItemSplit(answer.split?.kind === 'items' ? answer.split : null);
      void utils.tabs.diningRoom.invalidate();
    },
    onError: (error) => toastError('Não foi possível dividir a conta', error),
  });
  const choose = (next: SplitMode) => {
    onMode(next);
    // Leaving a stored equal split undoes it, so the dining room and the print agree.
    if (next !== 'people' && tab.split?.kind === 'people') update.mutate({ tabId: tab.id, split: null });
  };
  const apply = () => {
    if (mode === 'people') update.mutate({ tabId: tab.id, split: { people } });
    if (mode === 'items') {
      const items = Object.entries(assignments)
        .filter(([, person]) => person > 0)
        .map(([itemId, person]) => ({ itemId, person }));
      update.mutate({ tabId: tab.id, split: items.length > 0 ? { items } : null });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Dividir</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div role="radiogroup" aria-label="Dividir a conta" className="flex flex-wrap gap-2">
          {MODES.map(([value, label]) => (
            <Button key={value} type="button" size="sm" role="radio" aria-checked={mode === value} variant={mode === value ? 'default' : 'outline'} onClick={() => choose(value)}>
              {label}
            </Button>
          ))}
        </div>
        {mode !== 'none' ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor="split-people">Pessoas</Label>
              <Input
                id="split-people"
                inputMode="numeric"
                className="w-24"
                value={String(people)}
                onChange={(event) => onPeople(Math.min(100, Number(event.target.value.replace(/\D/g, '')) || 0))}
              />
            </div>
            <Button type="button" disabled={update.isPending || people < (mode === 'people' ? 2 : 1)} onClick={apply}>
              {mode === 'people' ? `Dividir por ${people}` : 'Dividir por itens'}
            </Button>
          </div>
        ) : null}
        {mode === 'items' ? <p className="text-sm text-muted-foreground">Escolha a pessoa de cada item nos pedidos acima; itens em "Todos" são divididos entre todos.</p> : null}
        {mode !== 'none' && split ? (
          <ul className="space-y-1" aria-label="Parte de cada pessoa">
            {split.shares.map((share) => (
              <li key={share.person} className="flex justify-between gap-2">
                <span>Pessoa {share.person}</span>
                <span>
                  <strong>{formatBRL(share.amount)}</strong>
                  <span className="text-sm text-muted-foreground"> (taxa {formatBRL(share.serviceCharge)})</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
