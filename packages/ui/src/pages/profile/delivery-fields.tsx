import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ProfileInput } from '@direto/contracts';
import { MaskedInput } from '@/components/masked-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatCep, formatPhone } from '@/lib/format';

interface DeliveryFieldsProps {
  register: UseFormRegister<ProfileInput>;
  errors: FieldErrors<ProfileInput>;
}

/** Phone, address, city and CEP: the profile completion screen and the profile page's edit mode. */
export function DeliveryFields({ register, errors }: DeliveryFieldsProps) {
  return (
    <>
      <Field label="Telefone" error={errors.phone?.message} hint="Usado pelo restaurante para falar com você durante a entrega.">
        <MaskedInput type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 99999-9999" mask={formatPhone} {...register('phone')} />
      </Field>
      <Field label="Endereço" error={errors.address?.message} hint="Inclua número, complemento e um ponto de referência.">
        <Textarea autoComplete="street-address" rows={3} placeholder="Rua das Flores, 123, apto 45 — próximo à padaria" {...register('address')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Cidade" error={errors.city?.message}>
          <Input autoComplete="address-level2" placeholder="São Paulo" {...register('city')} />
        </Field>
        <Field label="CEP" error={errors.zipCode?.message}>
          <MaskedInput inputMode="numeric" autoComplete="postal-code" placeholder="01310-100" mask={formatCep} {...register('zipCode')} />
        </Field>
      </div>
    </>
  );
}
