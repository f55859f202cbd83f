import { z } from '../zod-locale';
import { formatBRL, toCents } from '../money';
import { moneySchema, uuidSchema } from './common';
import { moneyInput } from './money-input';
import { EXTERNAL_CODE_MAX, productSchema } from './product';
import { boundedText, requiredText } from './text';
import { MULTI_FLAVOUR_PRICING, OPTION_GROUP_KINDS, OPTION_LIMITS, OPTION_PRICING_METHODS } from '../option-group-rules';

export * from '../option-group-rules';

/**
 * One option as everyone sees it. `flavours` only on size options; `sizePrices` (size option id →
 * price) only on flavours; both left out otherwise, which keeps the menu answer small.
 */
export const menuOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneySchema,
  maxQuantity: z.number().int(),
  isAvailable: z.boolean(),
  flavours: z.number().int().optional(),
  sizePrices: z.record(z.string(), moneySchema).optional(),
  /** Issue 34: 'Código PDV', the code the restaurant's POS knows the option by; only in the owner's view, when set. */
  externalCode: z.string().optional(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

/** A group as linked to a product, in the product's order. On the public menu a flavour group's `pricing` is the restaurant's rule (avg or max). */
export const menuOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  pricing: z.enum(OPTION_PRICING_METHODS),
  kind: z.enum(OPTION_GROUP_KINDS),
  options: z.array(menuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;

/** The owner's view of a group: as stored, with the products it is linked to. */
export const optionGroupSchema = menuOptionGroupSchema.extend({
  restaurantId: z.string(),
  sortOrder: z.number().int(),
  productIds: z.array(z.string()),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

const countInput = (label: string, low: number, high: number) =>
  z
    .number({ message: `${label} deve ser um número inteiro` })
    .int({ message: `${label} deve ser um número inteiro` })
    .min(low, { message: `${label} deve ser entre ${low} e ${high}` })
    .max(high, { message: `${label} deve ser entre ${low} e ${high}` });

const optionPriceInput = moneyInput({ label: 'Preço', required: 'Preço é obrigatório', invalid: 'Preço deve ser um valor válido, com até 2 casas decimais' }).refine(
  (value) => toCents(value) <= 100_000_00,
  { message: `Preço deve ser de no máximo ${formatBRL('100000')}` },
);

export const optionInputSchema = z.object({
  /** Left out for a new option; an option of this group keeps its id (past orders keep their snapshot anyway). */
  id: uuidSchema.optional(),
  name: requiredText('Nome da opção', OPTION_LIMITS.optionNameMax, 'Nome da opção é obrigatório'),
  description: boundedText('Descrição', OPTION_LIMITS.optionDescriptionMax).nullish(),
  price: optionPriceInput,
  maxQuantity: countInput('Quantidade máxima', 1, OPTION_LIMITS.selectionMax).default(1),
  isAvailable: z.boolean().default(true),
  flavours: countInput('Número de sabores', 1, OPTION_LIMITS.flavoursMax).nullish(),
  sizePrices: z.record(uuidSchema, optionPriceInput).nullish(),
  /** Issue 34: 'Código PDV' (Open Delivery's externalCode). Left out: kept as it is; '' or null: removed. */
  externalCode: boundedText('Código PDV', EXTERNAL_CODE_MAX).nullish(),
});

const optionGroupFields = {
  name: requiredText('Nome do grupo', OPTION_LIMITS.groupNameMax, 'Nome do grupo é obrigatório'),
  min: countInput('Mínimo', 0, OPTION_LIMITS.selectionMax).default(0),
  max: countInput('Máximo', 1, OPTION_LIMITS.selectionMax).default(1),
  pricing: z.enum(OPTION_PRICING_METHODS, { message: 'Forma de cobrança inválida' }).default('sum'),
  kind: z.enum(OPTION_GROUP_KINDS, { message: 'Tipo de grupo inválido' }).default('standard'),
  options: z
    .array(optionInputSchema)
    .min(1, { message: 'Adicione pelo menos uma opção ao grupo' })
    .max(OPTION_LIMITS.optionsPerGroupMax, { message: `No máximo ${OPTION_LIMITS.optionsPerGroupMax} opções por grupo` }),
};

type GroupFields = z.output<z.ZodObject<typeof optionGroupFields>>;

/** The rules between a group's fields, with the field each message belongs to. */
function groupRules(group: GroupFields, ctx: z.RefinementCtx) {
  if (group.min > group.max) ctx.addIssue({ code: 'custom', message: 'O mínimo não pode passar do máximo', path: ['min'] });
  if (group.kind === 'size' && group.max !== 1) ctx.addIssue({ code: 'custom', message: 'Um grupo de tamanhos permite escolher só 1 tamanho', path: ['max'] });
  if (group.kind === 'size' && !group.options.every((option) => option.flavours)) {
    ctx.addIssue({ code: 'custom', message: 'Informe o número de sabores de cada tamanho', path: ['options'] });
  }
  const ids = group.options.flatMap((option) => (option.id ? [option.id] : []));
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'A mesma opção aparece duas vezes no grupo', path: ['options'] });
}

/** The group editor's form. */
export const optionGroupFormSchema = z.object(optionGroupFields).superRefine(groupRules);
export type OptionGroupForm = z.input<typeof optionGroupFormSchema>;

/** POST /api/restaurants/{id}/option-groups: the group's fields in the body. */
export const createOptionGroupInputSchema = z.object({ id: uuidSchema, ...optionGroupFields }).superRefine(groupRules);
/** PUT /api/option-groups/{groupId}: the whole group; options left out are removed. */
export const updateOptionGroupInputSchema = z.object({ groupId: uuidSchema, ...optionGroupFields }).superRefine(groupRules);
export const optionGroupIdInputSchema = z.object({ groupId: uuidSchema });
/** PUT /api/products/{productId}/option-groups */
export const linkProductOptionGroupsInputSchema = z.object({
  productId: uuidSchema,
  groupIds: z
    .array(uuidSchema)
    .max(OPTION_LIMITS.groupsPerProductMax, { message: `No máximo ${OPTION_LIMITS.groupsPerProductMax} grupos por produto` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'O mesmo grupo aparece duas vezes' }),
});
export const reorderOptionGroupsInputSchema = z.object({
  restaurantId: uuidSchema,
  groupIds: z.array(uuidSchema).max(OPTION_LIMITS.groupsPerRestaurantMax, { message: `No máximo ${OPTION_LIMITS.groupsPerRestaurantMax} grupos por restaurante` }),
});
export const flavourPricingSchema = z.object({ multiFlavourPricing: z.enum(MULTI_FLAVOUR_PRICING, { message: 'Regra de preço inválida' }) });
export const setFlavourPricingInputSchema = flavourPricingSchema.extend({ restaurantId: uuidSchema });

/** A choice on an order line: an option and how many units of it. */
export const lineChoiceInputSchema = z.object({
  optionId: uuidSchema,
  quantity: countInput('Quantidade da opção', 1, OPTION_LIMITS.selectionMax).default(1),
});
export type LineChoice = z.output<typeof lineChoiceInputSchema>;

/** What an order item keeps of each chosen option: copied, so menu edits never change a past order. */
export const orderItemOptionSchema = z.object({
  optionId: z.string(),
  groupName: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: moneySchema,
  /** A pizza flavour, shown as a fraction ('½ Calabresa'). */
  isFlavour: z.boolean(),
});
export type OrderItemOption = z.infer<typeof orderItemOptionSchema>;

/** A product on the public menu: with its option groups in the product's order (empty: adds with one tap). */
export const menuProductSchema = productSchema.extend({ optionGroups: z.array(menuOptionGroupSchema) });
export type MenuProduct = z.infer<typeof menuProductSchema>;
