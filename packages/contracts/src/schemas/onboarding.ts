import { z } from '../zod-locale';

/** 'Primeiros passos' (issue 35): the steps to a first order, in the order the owner meets them. */
export const ONBOARDING_STEP_KEYS = ['branding', 'address', 'hours', 'delivery', 'payment', 'products', 'guest_orders', 'share', 'test_order'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

/** Products a menu needs before its step counts as done. */
export const ONBOARDING_MIN_PRODUCTS = 5;

/** A tab of Configurações (/settings), opened from a link by `?aba=`. */
type SettingsTabKey = 'restaurante' | 'entrega' | 'pagamento' | 'funcionamento' | 'pedidos';
export const SETTINGS_TAB_PARAM = 'aba';
function settingsTabPath(tab: SettingsTabKey): string {
  return `/settings?${SETTINGS_TAB_PARAM}=${tab}`;
}

/** Where each step is done: a settings tab, or a card of the owner's dashboard (by its id). */
export const ONBOARDING_STEP_HREFS: Record<OnboardingStepKey, string> = {
  branding: settingsTabPath('restaurante'),
  address: settingsTabPath('entrega'),
  hours: settingsTabPath('funcionamento'),
  delivery: settingsTabPath('entrega'),
  payment: settingsTabPath('pagamento'),
  products: '/dashboard#cardapio',
  guest_orders: settingsTabPath('pedidos'),
  share: '/dashboard#compartilhar',
  test_order: '/dashboard#pedidos',
};

export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEP_KEYS),
  done: z.boolean(),
  /** The web app's path of the screen where the step is done. */
  href: z.string(),
});

export const onboardingSchema = z.object({
  steps: z.array(onboardingStepSchema),
  /** Every step done: the dashboard no longer shows the checklist. */
  complete: z.boolean(),
  /** The owner chose 'Dispensar': the dashboard no longer shows the checklist. */
  dismissed: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
