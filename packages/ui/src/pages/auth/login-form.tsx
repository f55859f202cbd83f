import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/hooks/use-toast';
import { browser } from '@/lib/browser';
import { trpc, type CurrentUser } from '@/lib/trpc';
import { isPathFor, roleOf } from '@/app/route-paths';
import type { LoginErrors, LoginValues, validateLogin } from './login-validation';

// The default tab of the first screen paints before its validation (zod) is downloaded, and
// without a form library: plain state is all two fields need (the login screen's JS budget).
let loadingValidation: Promise<{ validateLogin: typeof validateLogin }> | null = null;
function loadValidation() {
  // A failed download (offline) is retried on the next use rather than remembered.
  loadingValidation ??= import('./login-validation').catch((error: unknown) => {
    loadingValidation = null;
    throw error;
  });
  return loadingValidation;
}

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
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Like the other forms: messages appear on the first submit, then follow every change.
  const submitted = useRef(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const login = trpc.auth.login.useMutation({
    // A full reload starts every screen from the new session (spec §4); a full load of the
    // link that was opened does the same.
    onSuccess: (user) => (returnTo ? browser.navigate(landingAfterLogin(user, returnTo)) : browser.reload()),
    onError: (error) => toastError('Erro no login', error),
  });
  // Stays "pending" after success until the page has reloaded.
  const busy = login.isPending || login.isSuccess;

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current) void loadValidation().then(({ validateLogin }) => setErrors(validateLogin(next).errors ?? {}));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const { validateLogin } = await loadValidation();
    const result = validateLogin(values);
    setErrors(result.errors ?? {});
    if (result.data) {
      login.mutate(result.data);
      return;
    }
    // The first field to fix gets the focus, as screen-reader users expect.
    (result.errors.email ? fields.email : fields.password).current?.focus();
  };

  return (
    <form noValidate onFocus={() => void loadValidation().catch(() => undefined)} onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field label="Email" error={errors.email}>
        <Input
          ref={fields.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="seu@email.com"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
      </Field>
      <Field label="Senha" error={errors.password}>
        <Input
          ref={fields.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
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
