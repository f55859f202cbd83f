import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { STAFF_ROLE_LABEL } from '@direto/contracts';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastError } from '@/hooks/use-toast';
import { browser } from '@/lib/browser';
import { trpc } from '@/lib/trpc';
import { LoginForm } from '@/pages/auth/login-form';

const RegisterForm = lazy(() => import('@/pages/auth/register-form').then((module) => ({ default: module.RegisterForm })));

/**
 * /convite/{token} (issue 21): an invitation to a restaurant's team. Signed out: sign in or
 * register (back here afterwards); signed in: 'Aceitar convite' opens the restaurant's board.
 */
export default function StaffInvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  // Already asked by the app shell: asking again on mount would re-run a signed-out visitor's
  // failing auth.me, which puts the shell back into its loading state.
  const me = trpc.auth.me.useQuery(undefined, { retry: false, retryOnMount: false, refetchOnMount: false });
  const user = me.data ?? null;
  const invitation = trpc.staff.invitation.useQuery({ token }, { retry: false });
  const [tab, setTab] = useState<'login' | 'register'>('register');
  const accept = trpc.staff.accept.useMutation({
    onSuccess: () => browser.navigate('/dashboard'),
    onError: (error) => toastError('Não foi possível aceitar o convite', error),
  });

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <title>Convite para a equipe · Direto</title>
      <div className="flex items-center gap-3">
        <Logo size="md" />
        <span className="text-2xl font-bold tracking-tight">Direto</span>
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-semibold leading-none tracking-tight">
            <UsersRound className="size-6 text-primary" aria-hidden="true" />
            Convite para a equipe
          </h1>
          {invitation.data ? (
            <CardDescription>
              Você foi convidado para a equipe de <strong>{invitation.data.restaurantName}</strong> como {STAFF_ROLE_LABEL} ({invitation.data.email}).
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-4">
          {invitation.isLoading ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : invitation.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {invitation.error.message}
            </p>
          ) : user ? (
            <>
              <p className="text-sm text-muted-foreground">Conectado como {user.email}.</p>
              <Button className="w-full" disabled={accept.isPending || accept.isSuccess} onClick={() => accept.mutate({ token })}>
                {accept.isPending || accept.isSuccess ? 'Entrando na equipe...' : 'Aceitar convite'}
              </Button>
            </>
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as 'login' | 'register')}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="register">Cadastrar</TabsTrigger>
                <TabsTrigger value="login">Entrar</TabsTrigger>
              </TabsList>
              <TabsContent value="register">
                <Suspense fallback={<Spinner />}>
                  <RegisterForm restaurantSlug={null} />
                </Suspense>
              </TabsContent>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
