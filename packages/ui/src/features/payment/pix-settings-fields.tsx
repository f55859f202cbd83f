import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Controller } from 'react-hook-form';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, PIX_LIMITS, type PixKeyType } from '@direto/contracts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { revalidateMethods, type PaymentForm } from './payment-form-values';
import { PixTextInput } from './pix-text-input';
import { SettingSwitch } from './setting-switch';

/** How each kind of key looks, as a placeholder; the keyboard a phone opens for it. */
const KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '123.456.789-09',
  cnpj: '12.345.678/0001-95',
  email: 'pix@restaurante.com.br',
  phone: '(11) 98765-4321',
  random: '123e4567-e12b-12d1-a456-426655440000',
};
const KEY_INPUT_MODES: Record<PixKeyType, 'numeric' | 'email' | 'tel' | 'text'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  email: 'email',
  phone: 'tel',
  random: 'text',
};

interface PixSettingsFieldsProps {
  form: PaymentForm;
  /** Written into an empty name and city when Pix is turned on (already without accents). */
  suggested: { name: string; city: string };
}

/**
 * 'Aceitar Pix': the restaurant's own key (its type chosen, never guessed — 11 digits are a CPF
 * and a phone), the receiver name and city the BR Code carries, and whether a Pix order waits
 * for the owner to confirm the money before it is prepared.
 */
export function PixSettingsFields({ form, suggested }: PixSettingsFieldsProps) {
  const errors = form.formState.errors.pix;
  const keyType = form.watch('pix.keyType');
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 font-medium">Pix</legend>
      <Controller
        control={form.control}
        name="pix.enabled"
        render={({ field }) => (
          <SettingSwitch
            label="Aceitar Pix"
            hint="O cliente paga com o QR Code do pedido direto na conta da loja, sem taxa."
            checked={field.value}
            onCheckedChange={(enabled) => {
              field.onChange(enabled);
              if (enabled && !form.getValues('pix.receiverName')) form.setValue('pix.receiverName', suggested.name, { shouldDirty: true });
              if (enabled && !form.getValues('pix.receiverCity')) form.setValue('pix.receiverCity', suggested.city, { shouldDirty: true });
              revalidateMethods(form);
            }}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <Controller
          control={form.control}
          name="pix.keyType"
          render={({ field }) => (
            <Field label="Tipo de chave" error={errors?.keyType?.message}>
              <PixKeyTypeSelect value={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            </Field>
          )}
        />
        <Field
          label="Chave Pix"
          error={errors?.key?.message}
          hint="Guardamos a chave como o Banco Central: CPF e CNPJ só com números, telefone com +55, e-mail em minúsculas."
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            inputMode={keyType ? KEY_INPUT_MODES[keyType] : 'text'}
            placeholder={keyType ? KEY_PLACEHOLDERS[keyType] : 'Escolha antes o tipo de chave'}
            {...form.register('pix.key')}
          />
        </Field>
        <Controller
          control={form.control}
          name="pix.receiverName"
          render={({ field }) => (
            <Field
              label="Nome do recebedor"
              error={errors?.receiverName?.message}
              hint={`Até ${PIX_LIMITS.receiverNameMax} caracteres, sem acentos: alguns bancos recusam o Pix com acento.`}
              className="sm:col-span-2"
            >
              <PixTextInput max={PIX_LIMITS.receiverNameMax} placeholder="PIZZARIA SAO JOAO" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="pix.receiverCity"
          render={({ field }) => (
            <Field label="Cidade do recebedor" error={errors?.receiverCity?.message} hint={`Até ${PIX_LIMITS.receiverCityMax} caracteres, sem acentos.`} className="sm:col-span-2">
              <PixTextInput max={PIX_LIMITS.receiverCityMax} placeholder="SAO PAULO" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            </Field>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="pix.requireConfirmation"
        render={({ field }) => (
          <SettingSwitch
            label="Só preparar depois de confirmar o Pix"
            hint="O pedido Pix só passa de Confirmado depois que você conferir o valor no extrato do banco e tocar em 'Confirmar recebimento'. Comprovantes podem ser falsificados."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  );
}

type PixKeyTypeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: PixKeyType | null;
  onChange: (value: PixKeyType | null) => void;
};

/**
 * CPF, CNPJ, E-mail, Telefone, Chave aleatória, in a native select (the phone's own picker, and
 * the keyboard's). Starts on 'Escolha o tipo': the type is never guessed. Field hands it its id.
 */
const PixKeyTypeSelect = forwardRef<HTMLSelectElement, PixKeyTypeSelectProps>(({ value, onChange, className, ...props }, ref) => (
  <select
    ref={ref}
    {...props}
    className={cn(
      'h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive md:text-sm',
      className,
    )}
    value={value ?? ''}
    onChange={(event) => onChange((event.target.value || null) as PixKeyType | null)}
  >
    <option value="" disabled>
      Escolha o tipo
    </option>
    {PIX_KEY_TYPES.map((type) => (
      <option key={type} value={type}>
        {PIX_KEY_TYPE_LABELS[type]}
      </option>
    ))}
  </select>
));
PixKeyTypeSelect.displayName = 'PixKeyTypeSelect';
