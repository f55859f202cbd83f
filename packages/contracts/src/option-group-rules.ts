// The option groups' kinds, pricing rules and limits, free of zod: the menu's product sheet
// shows them without loading any schema (issue 37). schemas/option-group.ts re-exports them.

/**
 * Option groups (issue 19), shaped like the Open Delivery standard's optionGroups: a group is
 * defined once per restaurant and linked to many products. `min`/`max` count units (2× 'Bacon
 * extra' counts 2); `pricing` is how the chosen options add to the product's price.
 */
export const OPTION_PRICING_METHODS = ['sum', 'max', 'avg'] as const;
export type OptionPricingMethod = (typeof OPTION_PRICING_METHODS)[number];

/** `size`: a pizza's sizes, each allowing a number of flavours; `flavour`: options priced per size. */
export const OPTION_GROUP_KINDS = ['standard', 'size', 'flavour'] as const;
export type OptionGroupKind = (typeof OPTION_GROUP_KINDS)[number];

/** How a multi-flavour pizza is priced: the average of the flavours (default) or the most expensive. */
export const MULTI_FLAVOUR_PRICING = ['average', 'highest'] as const;
export type MultiFlavourPricing = (typeof MULTI_FLAVOUR_PRICING)[number];

export const MULTI_FLAVOUR_PRICING_LABELS: Record<MultiFlavourPricing, string> = {
  average: 'Proporcional (média dos sabores)',
  highest: 'Pelo sabor mais caro',
};
export const HIGHEST_FLAVOUR_DISCLOSURE = 'Pizzas com mais de um sabor são cobradas pelo valor do sabor mais caro.';

export const OPTION_LIMITS = {
  groupNameMax: 80,
  optionNameMax: 80,
  optionDescriptionMax: 200,
  optionsPerGroupMax: 60,
  groupsPerRestaurantMax: 100,
  groupsPerProductMax: 20,
  selectionMax: 99,
  flavoursMax: 4,
  lineNotesMax: 140,
  choicesPerLineMax: 60,
} as const;
