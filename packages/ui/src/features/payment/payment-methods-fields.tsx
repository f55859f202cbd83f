import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { brandsOf, PAYMENT_BRAND_LABELS, PAYMENT_METHOD_LABELS, type OnDeliveryMethod, type PaymentBrand } from '@direto/contracts';
import { revalidateMethods, type PaymentForm } from './payment-form-values';
import { SettingSwitch } from './setting-switch';
import { FormAlert } from '@/components/form-alert';

/** What each method means for the restaurant, under its switch. */
const METHOD_HINTS: Record<OnDeliveryMethod, string> = {
  cash: 'O cliente informa se precisa de troco e para quanto.',
  credit: 'Leve a maquininha na entrega.',
  debit: 'Leve a maquininha na entrega.',
  meal_voucher: 'Cartões de refeição, na maquininha.',
  food_voucher: 'Cartões de alimentação, na maquininha.',
};

/**
 * The methods paid when the order arrives (or at the counter): a switch each, and for cards and
 * vouchers the brands the restaurant's machine takes. 'Deixe pelo menos uma forma…' shows under them.
 */
export function PaymentMethodsFields({ form }: { form: PaymentForm }) {
  const errorId = useId();
  const methods = form.watch('methods');
  const methodsError = form.formState.errors.methods;
  // Set on the list (the schema's refine on `methods`); react-hook-form files it under `root` of an array.
  const noneEnabled = methodsError?.root?.message ?? methodsError?.message;
  return (
    <fieldset className="space-y-4" aria-describedby={noneEnabled ? errorId : undefined}>
      <legend className="mb-1 font-medium">Pagamento na entrega</legend>
      {methods.map((entry, index) => {
        const label = PAYMENT_METHOD_LABELS[entry.method];
        const brands = brandsOf(entry.method);
        const brandsError = form.formState.errors.methods?.[index]?.brands?.message;
        return (
          <div key={entry.method} className="space-y-2">
            <SettingSwitch
              label={label}
              hint={METHOD_HINTS[entry.method]}
              checked={entry.enabled}
              onCheckedChange={(enabled) => {
                form.setValue(`methods.${index}.enabled`, enabled, { shouldDirty: true });
                // Turned on with no brand ticked: all of them, the common case; the owner unticks what the machine refuses.
                if (enabled && brands.length > 0 && (entry.brands ?? []).length === 0) {
                  form.setValue(`methods.${index}.brands`, [...brands], { shouldDirty: true });
                }
                revalidateMethods(form);
              }}
            />
            {entry.enabled && brands.length > 0 ? (
              <Controller
                control={form.control}
                name={`methods.${index}.brands`}
                render={({ field }) => (
                  <BrandChecklist
                    methodLabel={label}
                    brands={brands}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    error={brandsError}
                  />
                )}
              />
            ) : null}
          </div>
        );
      })}
      <FormAlert id={errorId} message={noneEnabled} />
    </fieldset>
  );
}

interface BrandChecklistProps {
  methodLabel: string;
  brands: readonly PaymentBrand[];
  value: PaymentBrand[];
  onChange: (value: PaymentBrand[]) => void;
  error: string | undefined;
}

/** 'Bandeiras aceitas': one checkbox per brand, kept in the contracts' order. */
function BrandChecklist({ methodLabel, brands, value, onChange, error }: BrandChecklistProps) {
  const errorId = useId();
  return (
    <fieldset className="ml-14 space-y-1.5" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-xs font-medium text-muted-foreground">
        Bandeiras aceitas <span className="sr-only">no {methodLabel}</span>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {brands.map((brand) => (
          <label key={brand} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(brand)}
              onChange={(event) => onChange(event.target.checked ? brands.filter((each) => each === brand || value.includes(each)) : value.filter((each) => each !== brand))}
            />
            {PAYMENT_BRAND_LABELS[brand]}
          </label>
        ))}
      </div>
      <FormAlert id={errorId} message={error} />
    </fieldset>
  );
}
