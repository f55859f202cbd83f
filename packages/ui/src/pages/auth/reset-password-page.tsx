import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LinkPage } from '@/features/account/link-page';
import { toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { browser } from '@/lib/browser';
import { trpc } from '@/lib/trpc';
import { PrivacyNotice } from '@/features/account/privacy-notice';

/**
 * /redefinir-senha (issue 21): without a token, 'Esqueci minha senha' asks for the e-mail; with
 * the mailed ?token=…, the new password. Using the link signs in here and out everywhere else.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <LinkPage title="Redefinir senha">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{token ? 'Nova senha' : 'Esqueci minha senha'}</h1>
          <CardDescription>{token ? 'Escolha a nova senha da sua conta.' : 'Informe seu email e enviaremos um link para redefinir a senha.'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
          <div className="text-center">
            <Button variant="link" asChild>
              <Link to="/">Voltar ao login</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <PrivacyNotice className="text-center" />
    </LinkPage>
  );
}

function RequestLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const request = trpc.passwordReset.request.useMutation({
    onSuccess: ({ message }) => setSent(message),
    onError: (error) => toastError('Erro ao pedir o link', error),
  });
  if (sent) {
    return (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {sent}
      </p>
    );
  }
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))} className="space-y-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="seu@email.com" {...form.register('email')} />
      </Field>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const form = useZodForm(passwordResetConfirmSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const confirm = trpc.passwordReset.confirm.useMutation({
    // Signed in under a new session: start the app from it.
    onSuccess: () => browser.navigate('/'),
    onError: (error) => toastError('Não foi possível redefinir a senha', error),
  });
  const { errors } = form.formState;
  const busy = confirm.isPending || confirm.isSuccess;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => confirm.mutate(values))} className="space-y-4">
      <Field label="Nova senha" error={errors.password?.message} hint="Pelo menos 8 caracteres.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Confirmar nova senha" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      {confirm.error ? (
        <p role="alert" className="text-sm text-destructive">
          {confirm.error.message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
