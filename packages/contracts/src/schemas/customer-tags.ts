import { z } from '../zod-locale';

/**
 * Issue 30: the thresholds of the automatic customer tags, owner-editable. Novo = first order in the
 * last `newDays`; Frequente = at least `frequentOrders` orders in the last `frequentDays`; Em risco =
 * last order `atRiskDays` to `inactiveDays` days ago; Inativo = last order over `inactiveDays` ago.
 */
export const customerTagRulesSchema = z.object({
  newDays: z.number().int().min(1).max(365),
  frequentOrders: z.number().int().min(2).max(100),
  frequentDays: z.number().int().min(1).max(365),
  atRiskDays: z.number().int().min(1).max(365),
  inactiveDays: z.number().int().min(1).max(730),
});
export type CustomerTagRules = z.infer<typeof customerTagRulesSchema>;

export const DEFAULT_CUSTOMER_TAG_RULES: CustomerTagRules = {
  newDays: 30,
  frequentOrders: 3,
  frequentDays: 60,
  atRiskDays: 30,
  inactiveDays: 60,
};

/** The automatic tags, as the owner reads them. */
export const CUSTOMER_TAGS = ['Novo', 'Frequente', 'Em risco', 'Inativo'] as const;
export type CustomerTag = (typeof CUSTOMER_TAGS)[number];
