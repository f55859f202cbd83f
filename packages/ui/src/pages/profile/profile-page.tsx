import { AddressBookCard } from '@/features/delivery/address-book';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil } from 'lucide-react';
import { displayName, profileInputSchema, USER_TYPE_LABELS, type ProfileInput } from '@direto/contracts';
import { Logo } from '@/components/logo';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc, type CurrentUser } from '@/lib/trpc';
import { SetPasswordForm } from '@/pages/auth/set-password-form';
import { DeliveryFields } from './delivery-fields';
import { DataRightsCard } from '@/features/account/data-rights-card';
import { PrivacyNotice } from '@/features/account/privacy-notice';
import { SignOutOtherDevices } from '@/pages/owner/settings/sign-out-other-devices';

/** /profile for every role: account facts and delivery info, with a view and an edit mode (spec §2). */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  return (
    <div className="min-h-dvh bg-muted/50">
      <title>Meu Perfil · Direto</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4">
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Link>
          </Button>
          <Logo size="sm" />
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight">Meu Perfil</h1>
        {user ? (
          <>
            <AccountCard user={user} />
            <DeliveryCard user={user} />
            {user.userType === 'customer' ? <AddressBookCard /> : null}
            {user.hasPassword ? null : <SetPasswordCard email={user.email} />}
            {/* An owner manages sessions in Configurações › Conta; everyone else here. */}
            {user.userType === 'restaurant' ? null : (
              <Card>
                {/* The section's top rule separates it from the settings form; a card needs none. */}
                <CardContent className="pt-6 [&>section]:border-t-0 [&>section]:pt-0">
                  <SignOutOtherDevices />
                </CardContent>
              </Card>
            )}
            <DataRightsCard user={user} />
          </>
        ) : (
          <Card>
            <CardContent className="py-10 text-center text-muted-foreground">Você precisa estar logado para ver seu perfil.</CardContent>
          </Card>
        )}
      </main>
      <PrivacyNotice />
    </div>
  );
}

function AccountCard({ user }: { user: CurrentUser }) {
  const accountType = user.isAdmin ? 'Administrador' : USER_TYPE_LABELS[user.userType];
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4 space-y-0">
        <UserAvatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} className="size-14 text-lg" />
        <div className="min-w-0">
          <CardTitle className="truncate">{displayName(user)}</CardTitle>
          <CardDescription className="truncate">{user.email}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label="Tipo de conta" value={accountType} />
          <Fact label="Perfil completo" value={user.profileCompleted ? 'Sim' : 'Não'} />
          <Fact label="Método de login" value={user.authMethod === 'google' ? 'Google OAuth' : 'Email/senha'} />
        </dl>
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value || <span className="font-normal text-muted-foreground">Não informado</span>}</dd>
    </div>
  );
}

function DeliveryCard({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const utils = trpc.useUtils();
  const current: ProfileInput = {
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    zipCode: user.zipCode ?? '',
  };
  const form = useZodForm(profileInputSchema, { defaultValues: current });
  const save = trpc.user.updateProfile.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      toast({ title: 'Perfil atualizado!', description: 'Suas informações de entrega foram salvas.' });
      setEditing(false);
    },
    onError: (error) => toastError('Erro ao atualizar perfil', error, 'Tente novamente em alguns instantes.'),
  });

  const startEditing = () => {
    form.reset(current);
    setEditing(true);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">Informações de entrega</CardTitle>
          <CardDescription>Usadas pelo restaurante para entregar seus pedidos.</CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
            <DeliveryFields register={form.register} errors={form.formState.errors} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setEditing(false)} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Salvando...' : 'Salvar'}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Telefone" value={user.phone} />
            <Fact label="Cidade" value={user.city} />
            <Fact label="Endereço" value={user.address} />
            <Fact label="CEP" value={user.zipCode} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A Google account without a password can set one here: the server only accepts it from the
 * signed-in owner of that account, which is exactly who sees this card.
 */
function SetPasswordCard({ email }: { email: string }) {
  const utils = trpc.useUtils();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Definir senha</CardTitle>
      </CardHeader>
      <CardContent>
        <SetPasswordForm email={email} onDone={() => void utils.auth.invalidate()} />
      </CardContent>
    </Card>
  );
}
