import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountInputSchema, type AccountInput } from '@direto/contracts';
import type { z } from 'zod';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/hooks/use-toast';
import { formatPhone } from '@/lib/format';
import { trpc, type CurrentUser } from '@/lib/trpc';
import { SignOutOtherDevices } from './sign-out-other-devices';

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };
const CURRENT_PASSWORD_FOR_EMAIL = 'Informe a senha atual para alterar o email.';
const confirmationSentTo = (email: string) => `Enviamos um link de confirmação para ${email}. O email da conta muda quando você abrir o link.`;

function valuesOf(user: CurrentUser): AccountInput {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email, phone: user.phone ?? '', ...NO_PASSWORDS };
}

/**
 * Settings → Conta (spec §5): names, email, phone and an optional password change (which ends
 * the account's other sessions), and 'Sair de todos os outros dispositivos'.
 */
export function AccountSettingsForm({ user }: { user: CurrentUser }) {
  const utils = trpc.useUtils();
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useForm<AccountInput, unknown, z.output<typeof accountInputSchema>>({
    resolver: zodResolver(accountInputSchema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;

  const update = trpc.user.updateAccount.useMutation({
    onSuccess: (saved, values) => {
      utils.auth.me.setData(undefined, saved);
      form.reset(valuesOf(saved));
      if (saved.pendingEmail && values.email !== saved.email) {
        toast({ title: 'Confirme o novo email', description: confirmationSentTo(saved.pendingEmail) });
        return;
      }
      toast({
        title: 'Conta atualizada!',
        description: values.newPassword ? 'Senha alterada. Os outros dispositivos foram desconectados.' : 'Seus dados foram salvos.',
      });
    },
    onError: (error) => toastError('Erro ao atualizar conta', error, 'Tente novamente em alguns instantes.'),
  });

  const onSubmit = form.handleSubmit((values) => {
    // The server refuses it too; asking here points at the field to fill.
    if (values.email !== user.email && user.hasPassword && !values.currentPassword) {
      form.setError('currentPassword', { message: CURRENT_PASSWORD_FOR_EMAIL });
      return;
    }
    update.mutate(values);
  });

  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Conta</CardTitle>
        <CardDescription>Seus dados de acesso. Deixe as senhas em branco para manter a atual; para alterar o email ou a senha, informe a senha atual.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nome" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field label="Sobrenome" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
            <Field label="Email" error={errors.email?.message} hint="Um novo email só vale depois que você abrir o link que enviaremos para ele.">
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <Field label="Telefone" error={errors.phone?.message}>
                  <Input
                    type="tel"
                    autoComplete="tel"
                    placeholder="(11) 99999-9999"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(formatPhone(event.target.value))}
                  />
                </Field>
              )}
            />
          </div>
          {user.pendingEmail ? <PendingEmailNotice email={user.email} pendingEmail={user.pendingEmail} /> : null}

          <fieldset className="space-y-4 rounded-md border border-border p-4">
            <legend className="px-1 text-sm font-medium">Alterar senha</legend>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={showPasswords}
              onClick={() => setShowPasswords((shown) => !shown)}
            >
              {showPasswords ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {showPasswords ? 'Ocultar senhas' : 'Mostrar senhas'}
            </Button>
            <div className="grid gap-4 sm:grid-cols-3">
              {user.hasPassword ? (
                <Field label="Senha atual" error={errors.currentPassword?.message}>
                  <Input type={passwordType} autoComplete="current-password" {...form.register('currentPassword')} />
                </Field>
              ) : null}
              <Field label="Nova senha" error={errors.newPassword?.message}>
                <Input type={passwordType} autoComplete="new-password" {...form.register('newPassword')} />
              </Field>
              <Field label="Confirmar nova senha" error={errors.confirmPassword?.message}>
                <Input type={passwordType} autoComplete="new-password" {...form.register('confirmPassword')} />
              </Field>
            </div>
          </fieldset>

          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Salvando...' : 'Salvar conta'}
          </Button>
        </form>
        <div className="mt-6">
          <SignOutOtherDevices />
        </div>
      </CardContent>
    </Card>
  );
}

/** A new e-mail waiting for its link: the account keeps the old one until then. */
function PendingEmailNotice({ email, pendingEmail }: { email: string; pendingEmail: string }) {
  const resend = trpc.user.resendEmailConfirmation.useMutation({
    onSuccess: (sent) => toast({ title: 'Link reenviado', description: confirmationSentTo(sent.email) }),
    onError: (error) => toastError('Erro ao reenviar o link', error),
  });
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm">
      <p>
        Aguardando a confirmação de <strong>{pendingEmail}</strong>: enviamos um link para esse endereço. Até você abri-lo, o email da conta
        continua {email}.
      </p>
      <Button type="button" variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Enviando...' : 'Reenviar link'}
      </Button>
    </div>
  );
}
