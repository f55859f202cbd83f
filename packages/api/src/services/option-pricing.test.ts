import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findChoiceProblem, optionsCents, type LineChoice, type MenuOptionGroup } from '@direto/contracts';

/**
 * The pricing the server charges (contracts/option-pricing.ts, also the product sheet's live
 * total) against a reference written here from the words, for random groups, choices and
 * pricing methods. The reference works in reais as floats and rounds with Math.round: an
 * independent route to the same centavos (a quotient that is exactly x,5 centavos is exact in
 * binary, so half-up rounding cannot be fooled by the float).
 */

interface RefOption {
  id: string;
  reais: number;
  perSize: Record<string, number> | null;
  maxQuantity: number;
  available: boolean;
  flavours: number | null;
}
interface RefGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  method: 'sum' | 'max' | 'avg';
  kind: 'standard' | 'size' | 'flavour';
  options: RefOption[];
}

/** Valid when every option is known, listed once, available, within its own maximum, and each group's units are within [min, max]. */
function referenceIsValid(groups: RefGroup[], choices: LineChoice[]): boolean {
  const all = groups.flatMap((group) => group.options);
  if (choices.some((choice) => !all.some((option) => option.id === choice.optionId))) return false;
  if (new Set(choices.map((choice) => choice.optionId)).size !== choices.length) return false;
  const size = referenceSize(groups, choices);
  return groups.every((group) => {
    let units = 0;
    for (const choice of choices) {
      const option = group.options.find((candidate) => candidate.id === choice.optionId);
      if (!option) continue;
      if (!option.available || choice.quantity > option.maxQuantity) return false;
      units += choice.quantity;
    }
    // A pizza's size sets how many flavours fit.
    const max = group.kind === 'flavour' && size?.flavours ? size.flavours : group.max;
    return units >= group.min && units <= max;
  });
}

function referenceSize(groups: RefGroup[], choices: LineChoice[]): RefOption | undefined {
  const sizes = groups.filter((group) => group.kind === 'size').flatMap((group) => group.options);
  for (const size of sizes) if (choices.some((choice) => choice.optionId === size.id)) return size;
  return undefined;
}

/** Reais of the chosen options, by each group's method; avg rounded half up to the centavo. */
function referencePrice(groups: RefGroup[], choices: LineChoice[]): number {
  const size = referenceSize(groups, choices);
  let cents = 0;
  for (const group of groups) {
    const picked: { reais: number; quantity: number }[] = [];
    for (const option of group.options) {
      const choice = choices.find((candidate) => candidate.optionId === option.id);
      if (!choice) continue;
      const reais = size && option.perSize && size.id in option.perSize ? (option.perSize[size.id] ?? option.reais) : option.reais;
      picked.push({ reais, quantity: choice.quantity });
    }
    if (picked.length === 0) continue;
    const centsOf = (reais: number) => Math.round(reais * 100);
    if (group.method === 'sum') cents += picked.reduce((sum, pick) => sum + centsOf(pick.reais) * pick.quantity, 0);
    if (group.method === 'max') cents += Math.max(...picked.map((pick) => centsOf(pick.reais)));
    if (group.method === 'avg') {
      const units = picked.reduce((sum, pick) => sum + pick.quantity, 0);
      const total = picked.reduce((sum, pick) => sum + centsOf(pick.reais) * pick.quantity, 0);
      cents += Math.round(total / units);
    }
  }
  return cents;
}

function toMenu(groups: RefGroup[]): MenuOptionGroup[] {
  const money = (reais: number) => (Math.round(reais * 100) / 100).toFixed(2);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    pricing: group.method,
    kind: group.kind,
    options: group.options.map((option) => ({
      id: option.id,
      name: `Opção ${option.id}`,
      description: null,
      price: money(option.reais),
      maxQuantity: option.maxQuantity,
      isAvailable: option.available,
      ...(option.flavours === null ? {} : { flavours: option.flavours }),
      ...(option.perSize ? { sizePrices: Object.fromEntries(Object.entries(option.perSize).map(([id, reais]) => [id, money(reais)])) } : {}),
    })),
  }));
}

const reais = fc.integer({ min: 0, max: 20_000 }).map((cents) => cents / 100);

/** A menu of 0–4 ordinary groups, optionally preceded by a pizza's size and flavour groups. */
const menuArbitrary = fc
  .record({
    pizza: fc.boolean(),
    sizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
    flavourMethod: fc.constantFrom<'max' | 'avg'>('max', 'avg'),
    flavours: fc.array(fc.record({ reais, perSize: fc.array(reais, { minLength: 3, maxLength: 3 }), available: fc.boolean() }), { minLength: 1, maxLength: 6 }),
    groups: fc.array(
      fc.record({
        min: fc.integer({ min: 0, max: 3 }),
        extra: fc.integer({ min: 0, max: 4 }),
        method: fc.constantFrom<'sum' | 'max' | 'avg'>('sum', 'max', 'avg'),
        options: fc.array(fc.record({ reais, maxQuantity: fc.integer({ min: 1, max: 3 }), available: fc.boolean() }), { minLength: 1, maxLength: 5 }),
      }),
      { maxLength: 4 },
    ),
  })
  .map((shape): RefGroup[] => {
    const groups: RefGroup[] = [];
    if (shape.pizza) {
      const sizes = shape.sizes.map((flavours, index): RefOption => ({ id: `s${index}`, reais: index * 5, perSize: null, maxQuantity: 1, available: true, flavours }));
      groups.push({ id: 'size', name: 'Tamanho', min: 1, max: 1, method: 'sum', kind: 'size', options: sizes });
      groups.push({
        id: 'flavour',
        name: 'Sabores',
        min: 1,
        max: 4,
        method: shape.flavourMethod,
        kind: 'flavour',
        options: shape.flavours.map((flavour, index) => ({
          id: `f${index}`,
          reais: flavour.reais,
          perSize: Object.fromEntries(sizes.map((size, at) => [size.id, flavour.perSize[at] ?? 0])),
          maxQuantity: 4,
          available: flavour.available,
          flavours: null,
        })),
      });
    }
    shape.groups.forEach((group, g) =>
      groups.push({
        id: `g${g}`,
        name: `Grupo ${g}`,
        min: group.min,
        max: Math.max(1, group.min + group.extra),
        method: group.method,
        kind: 'standard',
        options: group.options.map((option, o) => ({ id: `g${g}o${o}`, reais: option.reais, perSize: null, maxQuantity: option.maxQuantity, available: option.available, flavours: null })),
      }),
    );
    return groups;
  });

/** Choices drawn mostly from the menu's options (sometimes an unknown one or a repeat), 1–4 units each. */
const caseArbitrary = menuArbitrary.chain((groups) => {
  const ids = [...groups.flatMap((group) => group.options.map((option) => option.id)), 'unknown'];
  const choice = fc.record({ optionId: fc.constantFrom(...ids), quantity: fc.integer({ min: 1, max: 4 }) });
  return fc.record({ groups: fc.constant(groups), choices: fc.array(choice, { maxLength: 8 }) });
});

describe('option pricing against the reference', () => {
  it('accepts exactly the valid choices, and prices them like the reference', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ groups, choices }) => {
        const menu = toMenu(groups);
        const valid = referenceIsValid(groups, choices);
        expect(findChoiceProblem(menu, choices) === null).toBe(valid);
        if (valid) expect(optionsCents(menu, choices)).toBe(referencePrice(groups, choices));
      }),
      { numRuns: 2000 },
    );
  });

  it('prices valid choices like the reference, many of them', () => {
    // Valid choices are rare among random ones: build them from each group's rule instead.
    const validCase = menuArbitrary.chain((groups) =>
      fc
        .tuple(...groups.map((group) => fc.subarray(group.options.filter((option) => option.available), { minLength: 0 })))
        .chain((picks) =>
          fc.tuple(...picks.flat().map((option) => fc.integer({ min: 1, max: option.maxQuantity }).map((quantity) => ({ optionId: option.id, quantity })))),
        )
        .map((choices) => ({ groups, choices: choices as LineChoice[] })),
    );
    let priced = 0;
    fc.assert(
      fc.property(validCase, ({ groups, choices }) => {
        const menu = toMenu(groups);
        const valid = referenceIsValid(groups, choices);
        expect(findChoiceProblem(menu, choices) === null).toBe(valid);
        if (!valid) return;
        priced += 1;
        expect(optionsCents(menu, choices)).toBe(referencePrice(groups, choices));
      }),
      { numRuns: 3000 },
    );
    expect(priced).toBeGreaterThan(100);
  });

  it('rounds an average of flavours half up to the centavo', () => {
    const group = (prices: string[]): MenuOptionGroup[] => [
      {
        id: 'sabores',
        name: 'Sabores',
        min: 1,
        max: 3,
        pricing: 'avg',
        kind: 'standard',
        options: prices.map((price, index) => ({ id: `f${index}`, name: `Sabor ${index}`, description: null, price, maxQuantity: 3, isAvailable: true })),
      },
    ];
    const all = (count: number) => Array.from({ length: count }, (_, index) => ({ optionId: `f${index}`, quantity: 1 }));
    // (40,00 + 45,01) / 2 = 42,505 → 42,51; (10,00 + 10,00 + 10,01) / 3 = 10,0033 → 10,00; (10 + 10,01 + 10,01) / 3 = 10,0066 → 10,01
    expect(optionsCents(group(['40.00', '45.01']), all(2))).toBe(4251);
    expect(optionsCents(group(['10.00', '10.00', '10.01']), all(3))).toBe(1000);
    expect(optionsCents(group(['10.00', '10.01', '10.01']), all(3))).toBe(1001);
  });
});
