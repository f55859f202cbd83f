import { Controller } from 'react-hook-form';
import { registerInputSchema, USER_TYPE_LABELS, USER_TYPES } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { browser } from '@/lib/browser';
import { trpc } from '@/lib/trpc';

interface RegisterFormProps {
  /** Registering through /r/{slug}: the account is a customer of that restaurant, no type selector. */
  restaurantSlug: string | null;
  /** Registering from a team invitation (/convite/{token}): its address, already proven by the link. */
  invitation?: { token: string; email: string };
}

export function RegisterForm({ restaurantSlug, invitation }: RegisterFormProps) {
  const form = useZodForm(registerInputSchema, {
    defaultValues: { firstName: '', lastName: '', email: invitation?.email ?? '', password: '', userType: 'customer' },
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: () => browser.reload(),
    onError: (error) => toastError('Erro no cadastro', error),
  });
  const busy = register.isPending || register.isSuccess;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const lastName = values.lastName || null;
    const invitationToken = invitation?.token;
    register.mutate(
      restaurantSlug ? { ...values, lastName, userType: 'customer', restaurantSlug } : { ...values, lastName, ...(invitationToken ? { invitationToken } : {}) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label="Sobrenome (opcional)" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="seu@email.com" {...form.register('email')} />
      </Field>
      <Field label="Senha" error={errors.password?.message} hint="Pelo menos 8 caracteres.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      {restaurantSlug ? null : (
        <div className="space-y-2">
          <Label htmlFor="register-user-type">Tipo de conta</Label>
          <Controller
            control={form.control}
            name="userType"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="register-user-type" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {USER_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {USER_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Criando conta...' : 'Criar Conta'}
      </Button>
    </form>
  );
}
