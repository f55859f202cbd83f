import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { loginInputSchema, LoginInput } from '@direto/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/hooks/use-toast';
import { browser } from '@/lib/browser';
import { lazyResolver } from '@/lib/lazy-resolver';
import { trpc, type CurrentUser } from '@/lib/trpc';
import { isPathFor, roleOf } from '@/app/route-paths';

// The default tab of the first screen: it paints before zod is downloaded.
const validation = lazyResolver(() => import('./login-resolver').then((module) => module.loginResolver));

interface LoginFormProps {
  /** A protected link opened signed out (already checked to be ours): where to go once signed in. */
  returnTo?: string | null;
}

/** Where to land after signing in: the link that was opened, when this account has that screen. */
function landingAfterLogin(user: CurrentUser, returnTo: string): string {
  const { pathname } = new URL(returnTo, window.location.origin);
  return isPathFor(roleOf(user), pathname) ? returnTo : '/';
}

export function LoginForm({ returnTo = null }: LoginFormProps) {
  const form = useForm<LoginInput, unknown, z.output<typeof loginInputSchema>>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const login = trpc.auth.login.useMutation({
    // A full reload starts every screen from the new session (spec §4); a full load of the
    // link that was opened does the same.
    onSuccess: (user) => (returnTo ? browser.navigate(landingAfterLogin(user, returnTo)) : browser.reload()),
    onError: (error) => toastError('Erro no login', error),
  });
  // Stays "pending" after success until the page has reloaded.
  const busy = login.isPending || login.isSuccess;
  const { errors } = form.formState;

  return (
    <form noValidate onFocus={() => void validation.preload()} onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="seu@email.com" {...form.register('email')} />
      </Field>
      <Field label="Senha" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <div className="text-center">
        <Link to="/redefinir-senha" className="text-sm text-primary underline-offset-4 hover:underline">
          Esqueci minha senha
        </Link>
      </div>
    </form>
  );
}
