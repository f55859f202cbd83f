import { setPasswordInputSchema } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';

interface SetPasswordFormProps {
  /** Called after success: the auth screen goes back to the login form. */
  onDone: () => void;
  /** The signed-in account's email (profile page): shown read-only instead of typed. */
  email?: string;
}

/** For accounts created through Google sign-in, which have no password yet (spec §2, §4). */
export function SetPasswordForm({ onDone, email }: SetPasswordFormProps) {
  const form = useZodForm(setPasswordInputSchema, { defaultValues: { email: email ?? '', password: '' } });
  const setPassword = trpc.auth.setPassword.useMutation({
    onSuccess: () => {
      form.resetField('password');
      toast({ title: 'Sucesso', description: 'Senha definida com sucesso! Agora você pode fazer login.' });
      onDone();
    },
    onError: (error) => toastError('Erro ao definir senha', error),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setPassword.mutate(values))} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Criou sua conta com o Google? Defina uma senha para também entrar com email e senha.
      </p>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="seu@email.com" readOnly={email !== undefined} {...form.register('email')} />
      </Field>
      <Field label="Nova senha" error={errors.password?.message} hint="Pelo menos 8 caracteres.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={setPassword.isPending}>
        {setPassword.isPending ? 'Definindo...' : 'Definir Senha'}
      </Button>
    </form>
  );
}
