import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { trpc } from '@/lib/trpc';
import { RETURN_PARAM, safeReturnPath } from '@/app/route-paths';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { MarketingPanel } from './marketing-panel';
import { PrivacyNotice } from '@/features/account/privacy-notice';
import { RestaurantInvitation } from './restaurant-invitation';

// Not needed to sign in, the default: downloaded when chosen (or hovered), so the first screen
// carries neither their schemas nor the account-type select.
const loadRegisterForm = () => import('./register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));
// A failed prefetch is harmless: choosing the tab downloads it again.
const prefetchRegisterForm = () => void loadRegisterForm().catch(() => undefined);
const SetPasswordForm = lazy(() => import('./set-password-form').then((module) => ({ default: module.SetPasswordForm })));

function FormSpinner() {
  return (
    <div className="flex justify-center py-8">
      <Spinner />
    </div>
  );
}

type Tab = 'login' | 'register';

/**
 * / and /r/{slug} when signed out (spec §2): login, register, or set a password for a Google
 * account. An invitation link opens on 'Cadastrar'; /?voltar=<path> (a protected link opened
 * signed out) returns there after signing in.
 */
export default function AuthPage() {
  const { slug } = useParams<{ slug?: string }>();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));
  // Someone following a restaurant's link most likely has no account yet.
  const [tab, setTab] = useState<Tab>(slug ? 'register' : 'login');
  const [settingPassword, setSettingPassword] = useState(false);

  const restaurant = trpc.restaurant.bySlug.useQuery({ slug: slug ?? '' }, { enabled: Boolean(slug) });
  const providers = trpc.auth.providers.useQuery();
  // An unknown slug is not an invitation: register normally (the server would refuse the slug).
  const invitationSlug = slug && !restaurant.isError ? slug : null;
  const restaurantName = restaurant.data?.name;

  const googleEnabled = providers.data?.google === true;

  const title = settingPassword
    ? 'Definir senha'
    : tab === 'login'
      ? 'Entrar'
      : restaurantName
        ? `Cadastre-se para pedir no ${restaurantName}`
        : 'Criar conta';
  const subtitle = settingPassword
    ? 'Para contas criadas com o Google'
    : tab === 'login'
      ? returnTo
        ? 'Entre para continuar de onde parou.'
        : 'Entre para fazer ou acompanhar pedidos.'
      : restaurantName
        ? `Crie sua conta para pedir de ${restaurantName}`
        : 'Crie sua conta para começar';

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <title>{restaurantName ? `${restaurantName} · Direto` : 'Entrar · Direto'}</title>
      <main className="flex flex-col items-center justify-center gap-6 px-4 py-10 sm:px-8">
        <div className="flex items-center gap-3 lg:hidden">
          <Logo size="md" />
          <span className="text-2xl font-bold tracking-tight">Direto</span>
        </div>

        {restaurant.data ? <RestaurantInvitation restaurant={restaurant.data} /> : null}
        {slug && restaurant.isError ? (
          <p className="w-full max-w-md text-sm text-muted-foreground">
            O link de convite não corresponde a nenhum restaurante. Você ainda pode criar sua conta.
          </p>
        ) : null}

        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
            <CardDescription>{subtitle}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {settingPassword ? (
              <Suspense fallback={<FormSpinner />}>
                <SetPasswordForm onDone={() => setSettingPassword(false)} />
              </Suspense>
            ) : (
              <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">Entrar</TabsTrigger>
                  <TabsTrigger value="register" onPointerEnter={prefetchRegisterForm} onFocus={prefetchRegisterForm}>
                    Cadastrar
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm returnTo={returnTo} />
                </TabsContent>
                <TabsContent value="register">
                  <Suspense fallback={<FormSpinner />}>
                    <RegisterForm restaurantSlug={invitationSlug} />
                  </Suspense>
                </TabsContent>
              </Tabs>
            )}
            {!settingPassword && googleEnabled ? <GoogleSignInButton returnTo={returnTo} /> : null}
            {/* Only Google creates accounts without a password: without it there is nothing to set. */}
            {googleEnabled || settingPassword ? (
              <div className="text-center">
                <Button variant="link" onClick={() => setSettingPassword((value) => !value)}>
                  {settingPassword ? 'Voltar ao login' : 'Definir senha para conta OAuth'}
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>
        <PrivacyNotice className="max-w-md px-0 py-0" />
      </main>
      <MarketingPanel />
    </div>
  );
}
