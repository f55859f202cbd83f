import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { STAFF_ROLE_LABEL } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LinkPage } from '@/features/account/link-page';
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
    <LinkPage title="Convite para a equipe">
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
          ) : user && !user.emailConfirmed && user.email === invitation.data?.email ? (
            <ConfirmEmailFirst email={user.email} />
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
                  <RegisterForm restaurantSlug={null} invitation={invitation.data ? { token, email: invitation.data.email } : undefined} />
                </Suspense>
              </TabsContent>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </LinkPage>
  );
}

/**
 * The invited address, but not yet proven by this account (anyone may type any address when
 * registering): a link to that mailbox first, then back to this invitation.
 */
function ConfirmEmailFirst({ email }: { email: string }) {
  const send = trpc.user.resendEmailConfirmation.useMutation({
    onError: (error) => toastError('Erro ao enviar o link', error),
  });
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        Enviamos um link de confirmação para {send.data.email}. Abra-o e depois volte a este convite para aceitá-lo.
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Conectado como {email}. Para aceitar o convite, confirme que este email é seu: enviaremos um link para ele.
      </p>
      <Button className="w-full" disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? 'Enviando...' : 'Enviar link de confirmação'}
      </Button>
    </>
  );
}
