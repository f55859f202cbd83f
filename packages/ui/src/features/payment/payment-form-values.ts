import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  brandsOf,
  ON_DELIVERY_METHODS,
  pixText,
  PIX_LIMITS,
  type OwnRestaurant,
  type PaymentSettings,
  type PaymentSettingsForm,
  type paymentSettingsFormSchema,
} from '@direto/contracts';

/**
 * The form's fields from the saved settings: every on-delivery method in a fixed order (one the
 * server left out shows off, with all its brands ready to tick), the Pix key as typed text.
 */
export function paymentFormValues(settings: PaymentSettings): PaymentSettingsForm {
  return {
    methods: ON_DELIVERY_METHODS.map((method) => {
      const saved = settings.methods.find((entry) => entry.method === method);
      const brands = brandsOf(method);
      if (brands.length === 0) return { method, enabled: saved?.enabled ?? false };
      return { method, enabled: saved?.enabled ?? false, brands: saved?.brands ?? [...brands] };
    }),
    pix: {
      enabled: settings.pix.enabled,
      keyType: settings.pix.keyType,
      key: settings.pix.key ?? '',
      receiverName: settings.pix.receiverName,
      receiverCity: settings.pix.receiverCity,
      requireConfirmation: settings.pix.requireConfirmation,
    },
  };
}

/**
 * The receiver the BR Code names when the owner has not written one: the restaurant's name and
 * the city of its address, already without accents ('Pizzaria São João' → 'PIZZARIA SAO JOAO').
 */
export function suggestedPixReceiver(restaurant: Pick<OwnRestaurant, 'name' | 'delivery'>): { name: string; city: string } {
  return {
    name: pixText(restaurant.name, PIX_LIMITS.receiverNameMax).trim(),
    city: pixText(restaurant.delivery.address?.city ?? '', PIX_LIMITS.receiverCityMax).trim(),
  };
}

/** The Configurações › Pagamento form: its fields are the schema's input, a submit gets its output (key normalised). */
export type PaymentForm = UseFormReturn<z.input<typeof paymentSettingsFormSchema>, unknown, z.output<typeof paymentSettingsFormSchema>>;

/**
 * After a first 'Salvar', a switch re-checks the whole list: 'pelo menos uma forma' is a rule on
 * the list (and Pix), not on the switch that was touched.
 */
export function revalidateMethods(form: PaymentForm): void {
  if (form.formState.isSubmitted) void form.trigger(['methods', 'pix']);
}
