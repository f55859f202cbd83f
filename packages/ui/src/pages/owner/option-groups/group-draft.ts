import type { OptionGroup, OptionGroupForm, OptionGroupKind, OptionPricingMethod } from '@direto/contracts';

/** An option row of the group editor, prices as typed money strings ("12.50"). */
export interface OptionDraft {
  /** Kept for options already saved (past orders keep their snapshot either way). */
  id?: string;
  /** A stable React key for rows not saved yet. */
  key: string;
  name: string;
  description: string;
  price: string;
  maxQuantity: number;
  isAvailable: boolean;
  flavours: number;
  /** Price by size option id, for a flavour group. */
  sizePrices: Record<string, string>;
  /** 'Código PDV' (issue 34): '' for none. */
  externalCode: string;
}

export interface GroupDraft {
  name: string;
  kind: OptionGroupKind;
  min: number;
  max: number;
  pricing: OptionPricingMethod;
  options: OptionDraft[];
}

let serial = 0;
const newKey = () => `novo-${(serial += 1)}`;

export const emptyOption = (): OptionDraft => ({ key: newKey(), name: '', description: '', price: '0.00', maxQuantity: 1, isAvailable: true, flavours: 1, sizePrices: {}, externalCode: '' });

export const emptyGroup = (): GroupDraft => ({ name: '', kind: 'standard', min: 0, max: 1, pricing: 'sum', options: [emptyOption()] });

/** A saved group as the editor's draft; `copy` drops the ids (a duplicate creates new options). */
export function draftOf(group: OptionGroup, copy = false): GroupDraft {
  return {
    name: copy ? `${group.name} (cópia)`.slice(0, 80) : group.name,
    kind: group.kind,
    min: group.min,
    max: group.max,
    pricing: group.pricing,
    options: group.options.map((option) => ({
      ...(copy ? {} : { id: option.id }),
      key: copy ? newKey() : option.id,
      name: option.name,
      description: option.description ?? '',
      price: option.price,
      maxQuantity: option.maxQuantity,
      isAvailable: option.isAvailable,
      flavours: option.flavours ?? 1,
      sizePrices: option.sizePrices ?? {},
      // A copy is another option for the POS: it starts without a code.
      externalCode: copy ? '' : (option.externalCode ?? ''),
    })),
  };
}

/** The request body of a draft (POST or PUT). */
export function bodyOf(draft: GroupDraft): OptionGroupForm {
  return {
    name: draft.name,
    kind: draft.kind,
    min: draft.min,
    max: draft.kind === 'size' ? 1 : draft.max,
    pricing: draft.pricing,
    options: draft.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name,
      description: option.description || null,
      price: option.price || '0',
      maxQuantity: option.maxQuantity,
      isAvailable: option.isAvailable,
      flavours: draft.kind === 'size' ? option.flavours : null,
      sizePrices: draft.kind === 'flavour' ? option.sizePrices : null,
      externalCode: option.externalCode.trim() || null,
    })),
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function move<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
