import { toCents } from './money';
import type { LineChoice, MenuOptionGroup } from './schemas/option-group';

/**
 * The price of a line's chosen options and the rules of a valid choice, shared by the product
 * sheet (live total, 'Adicionar' button) and the server (which recomputes every order line).
 * Pure: groups as the public menu gives them (a flavour group's `pricing` is already the
 * restaurant's rule), choices as the customer made them; integer cents only.
 */

/** Why a choice cannot be ordered, naming the group. `unavailable` is drift (409); the others are invalid choices (400). */
export type ChoiceProblem =
  | { kind: 'unknown-option'; optionId: string }
  | { kind: 'repeated-option'; group: string; option: string }
  | { kind: 'unavailable'; group: string; option: string }
  | { kind: 'option-max'; group: string; option: string; max: number }
  | { kind: 'too-few'; group: string; min: number }
  | { kind: 'too-many'; group: string; max: number };

const options = (count: number) => (count === 1 ? 'opção' : 'opções');

/** The pt-BR message of a problem, e.g. 'Escolha pelo menos 1 opção em Molho'. */
export function choiceProblemMessage(problem: ChoiceProblem): string {
  switch (problem.kind) {
    case 'unknown-option':
      return 'Uma das opções escolhidas não é deste produto.';
    case 'repeated-option':
      return `${problem.option} aparece duas vezes em ${problem.group}.`;
    case 'unavailable':
      return `${problem.option} (${problem.group}) acabou.`;
    case 'option-max':
      return `Escolha no máximo ${problem.max}× ${problem.option} em ${problem.group}`;
    case 'too-few':
      return `Escolha pelo menos ${problem.min} ${options(problem.min)} em ${problem.group}`;
    case 'too-many':
      return `Escolha no máximo ${problem.max} ${options(problem.max)} em ${problem.group}`;
  }
}

/** 'Obrigatório · Escolha 1', 'Escolha até 3' or 'Opcional'. */
export function groupRuleLabel(group: Pick<MenuOptionGroup, 'min' | 'max'>): string {
  if (group.min > 0) return group.min === group.max ? `Obrigatório · Escolha ${group.min}` : `Obrigatório · Escolha de ${group.min} a ${group.max}`;
  return group.max > 1 ? `Escolha até ${group.max}` : 'Opcional';
}

/** The chosen size option (of a size group), which decides flavour prices and how many flavours fit. */
export function chosenSize(groups: readonly MenuOptionGroup[], choices: readonly LineChoice[]) {
  const chosen = new Set(choices.map((choice) => choice.optionId));
  for (const group of groups) {
    if (group.kind !== 'size') continue;
    const size = group.options.find((option) => chosen.has(option.id));
    if (size) return size;
  }
  return null;
}

/** How many units a group allows with this size: a flavour group allows the size's number of flavours. */
export function effectiveMax(group: MenuOptionGroup, size: ReturnType<typeof chosenSize>): number {
  return group.kind === 'flavour' && size?.flavours ? size.flavours : group.max;
}

/** An option's price in cents: a flavour's price for the chosen size when it has one. */
export function optionUnitCents(option: MenuOptionGroup['options'][number], size: ReturnType<typeof chosenSize>): number {
  const bySize = size ? option.sizePrices?.[size.id] : undefined;
  return toCents(bySize ?? option.price);
}

/** The first problem of a line's choices, in the groups' order, or null when it can be ordered. */
export function findChoiceProblem(groups: readonly MenuOptionGroup[], choices: readonly LineChoice[]): ChoiceProblem | null {
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  const unknown = choices.find((choice) => !known.has(choice.optionId));
  if (unknown) return { kind: 'unknown-option', optionId: unknown.optionId };
  const size = chosenSize(groups, choices);
  for (const group of groups) {
    let units = 0;
    for (const option of group.options) {
      const picked = choices.filter((choice) => choice.optionId === option.id);
      if (picked.length === 0) continue;
      if (picked.length > 1) return { kind: 'repeated-option', group: group.name, option: option.name };
      const quantity = picked[0]?.quantity ?? 0;
      if (!option.isAvailable) return { kind: 'unavailable', group: group.name, option: option.name };
      if (quantity > option.maxQuantity) return { kind: 'option-max', group: group.name, option: option.name, max: option.maxQuantity };
      units += quantity;
    }
    const max = effectiveMax(group, size);
    if (units < group.min) return { kind: 'too-few', group: group.name, min: group.min };
    if (units > max) return { kind: 'too-many', group: group.name, max };
  }
  return null;
}

/** Half up to the centavo, on integers: numerator / denominator, rounded. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** What the chosen options add to the product's price, in cents (valid choices assumed). */
export function optionsCents(groups: readonly MenuOptionGroup[], choices: readonly LineChoice[]): number {
  const size = chosenSize(groups, choices);
  const quantities = new Map(choices.map((choice) => [choice.optionId, choice.quantity]));
  let total = 0;
  for (const group of groups) {
    const picked = group.options.flatMap((option) => {
      const quantity = quantities.get(option.id);
      return quantity ? [{ cents: optionUnitCents(option, size), quantity }] : [];
    });
    if (picked.length === 0) continue;
    const units = picked.reduce((sum, pick) => sum + pick.quantity, 0);
    const sum = picked.reduce((acc, pick) => acc + pick.cents * pick.quantity, 0);
    if (group.pricing === 'sum') total += sum;
    else if (group.pricing === 'max') total += Math.max(...picked.map((pick) => pick.cents));
    else total += roundHalfUp(sum, units);
  }
  return total;
}
