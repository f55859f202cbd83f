import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import {
  choiceProblemMessage,
  chosenSize,
  effectiveMax,
  findChoiceProblem,
  fromCents,
  groupRuleLabel,
  HIGHEST_FLAVOUR_DISCLOSURE,
  LIMITS,
  OPTION_LIMITS,
  optionsCents,
  optionUnitCents,
  toCents,
  type LineChoice,
  type MenuOptionGroup,
  type MenuProduct,
} from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { CartChoice, LineSelection } from '@/features/cart/cart-rules';
import { formatBRL } from '@/lib/format';

interface ProductOptionsFormProps {
  product: MenuProduct;
  onAdd: (selection: LineSelection) => void;
}

/**
 * The product sheet's choices (issue 19): each group in the product's order with its rule
 * ('Obrigatório · Escolha 1', 'Escolha até 3', 'Opcional'), radios when one option is chosen,
 * checkboxes or steppers otherwise, a note, the quantity and 'Adicionar R$ 47,90' with the live
 * total — disabled, with the first unmet group's message, until the choices can be ordered.
 * Prices come from the same rules the server charges (contracts/option-pricing.ts).
 */
export function ProductOptionsForm({ product, onAdd }: ProductOptionsFormProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const notesId = useId();
  const groups = product.optionGroups;
  const choices: LineChoice[] = Object.entries(quantities)
    .filter(([, units]) => units > 0)
    .map(([optionId, units]) => ({ optionId, quantity: units }));
  const size = chosenSize(groups, choices);
  const problem = findChoiceProblem(groups, choices);
  const unitCents = toCents(product.price) + optionsCents(groups, choices);
  const highestFlavour = groups.some((group) => group.kind === 'flavour' && group.pricing === 'max');

  const setUnits = (group: MenuOptionGroup, max: number, optionId: string, units: number) => {
    setQuantities((current) => {
      const next = { ...current };
      // One choice in the group: picking an option replaces the other.
      if (max === 1 && units > 0) for (const option of group.options) delete next[option.id];
      next[optionId] = units;
      // A smaller size may fit fewer flavours: those chosen start over.
      if (group.kind === 'size') {
        const flavoursAllowed = group.options.find((option) => option.id === optionId)?.flavours ?? 0;
        for (const flavourGroup of groups.filter((candidate) => candidate.kind === 'flavour')) {
          const chosen = flavourGroup.options.reduce((sum, option) => sum + (next[option.id] ?? 0), 0);
          if (chosen > flavoursAllowed) for (const option of flavourGroup.options) delete next[option.id];
        }
      }
      return next;
    });
  };

  const add = () => {
    const picked: CartChoice[] = groups.flatMap((group) =>
      group.options.flatMap((option) => {
        const units = quantities[option.id] ?? 0;
        return units > 0 ? [{ optionId: option.id, quantity: units, name: option.name, isFlavour: group.kind === 'flavour' }] : [];
      }),
    );
    onAdd({ options: picked, optionsPrice: fromCents(optionsCents(groups, choices)), notes, quantity });
  };

  return (
    <>
      <div className="space-y-5 px-5 pb-5">
        {groups.map((group) => (
          <OptionGroupField
            key={group.id}
            group={group}
            max={effectiveMax(group, size)}
            quantities={quantities}
            priceOf={(option) => optionUnitCents(option, size)}
            onChange={(optionId, units) => setUnits(group, effectiveMax(group, size), optionId, units)}
          />
        ))}
        {highestFlavour ? <p className="rounded-md bg-muted p-3 text-sm">{HIGHEST_FLAVOUR_DISCLOSURE}</p> : null}
        <div className="space-y-1.5">
          <Label htmlFor={notesId}>Alguma observação?</Label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={OPTION_LIMITS.lineNotesMax}
            placeholder="Ex.: sem cebola, ponto da carne…"
            onChange={(event) => setNotes(event.target.value)}
            rows={2}
          />
          <p className="text-right text-xs text-muted-foreground tabular-nums">
            {notes.length}/{OPTION_LIMITS.lineNotesMax}
          </p>
        </div>
      </div>
      <div className="sticky bottom-0 space-y-2 border-t border-border bg-background p-4">
        {problem ? (
          <p role="status" className="text-sm text-muted-foreground">
            {choiceProblemMessage(problem)}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-1" role="group" aria-label="Quantidade">
            <Button variant="outline" size="icon" className="size-9" aria-label="Diminuir quantidade" disabled={quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
              <Minus aria-hidden="true" />
            </Button>
            <span className="w-7 text-center font-medium tabular-nums" aria-live="polite">
              {quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label="Aumentar quantidade"
              disabled={quantity >= LIMITS.quantityMax}
              onClick={() => setQuantity(quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <Button size="lg" className="flex-1" disabled={!product.isAvailable || problem !== null} onClick={add}>
            {product.isAvailable ? `Adicionar ${formatBRL(fromCents(unitCents * quantity))}` : 'Indisponível'}
          </Button>
        </div>
      </div>
    </>
  );
}

interface OptionGroupFieldProps {
  group: MenuOptionGroup;
  /** The group's maximum with the chosen size (a flavour group fits the size's flavours). */
  max: number;
  quantities: Record<string, number>;
  priceOf: (option: MenuOptionGroup['options'][number]) => number;
  onChange: (optionId: string, units: number) => void;
}

function OptionGroupField({ group, max, quantities, priceOf, onChange }: OptionGroupFieldProps) {
  const titleId = useId();
  const units = group.options.reduce((sum, option) => sum + (quantities[option.id] ?? 0), 0);
  const full = units >= max;
  const single = max === 1;
  return (
    <fieldset className="space-y-2" aria-labelledby={titleId}>
      <div className="flex items-baseline justify-between gap-2 rounded-md bg-muted px-3 py-2">
        <h3 id={titleId} className="font-semibold">
          {group.name}
        </h3>
        <span className="text-xs text-muted-foreground">{groupRuleLabel({ min: group.min, max })}</span>
      </div>
      <ul className="divide-y divide-border">
        {group.options.map((option) => {
          const chosen = quantities[option.id] ?? 0;
          const cents = priceOf(option);
          const price = cents === 0 ? 'Grátis' : `+ ${formatBRL(fromCents(cents))}`;
          const label = (
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{option.name}</span>
              {option.description ? <span className="block text-sm text-muted-foreground">{option.description}</span> : null}
              <span className="block text-sm text-muted-foreground tabular-nums">{option.isAvailable ? price : 'Esgotado'}</span>
            </span>
          );
          if (option.maxQuantity > 1 && !single) {
            return (
              <li key={option.id} className="flex items-center gap-3 py-2">
                {label}
                <div className="flex items-center gap-1" role="group" aria-label={`Quantidade de ${option.name}`}>
                  <Button variant="outline" size="icon" className="size-8" aria-label={`Remover ${option.name}`} disabled={chosen === 0} onClick={() => onChange(option.id, chosen - 1)}>
                    <Minus aria-hidden="true" />
                  </Button>
                  <span className="w-6 text-center tabular-nums">{chosen}</span>
                  <Button
                    variant="outline"
                    size="icon"
                    className="size-8"
                    aria-label={`Adicionar ${option.name}`}
                    disabled={!option.isAvailable || full || chosen >= option.maxQuantity}
                    onClick={() => onChange(option.id, chosen + 1)}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          }
          return (
            <li key={option.id}>
              <label className="flex cursor-pointer items-center gap-3 py-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                {label}
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={group.id}
                  className="size-5 accent-primary"
                  checked={chosen > 0}
                  disabled={!option.isAvailable || (!single && full && chosen === 0)}
                  onChange={(event) => onChange(option.id, event.target.checked ? 1 : 0)}
                  // A radio cannot be unticked: tapping the chosen one of an optional group clears it.
                  onClick={() => {
                    if (single && chosen > 0 && group.min === 0) onChange(option.id, 0);
                  }}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
