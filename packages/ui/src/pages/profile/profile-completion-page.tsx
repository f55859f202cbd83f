import { profileInputSchema } from '@direto/contracts';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';
import { DeliveryFields } from './delivery-fields';

/**
 * Shown in place of the dashboard to an account created with Google that has no password and
 * has not completed its profile (spec §2). Saving replaces the cached current user, which makes
 * the routing show the dashboard.
 */
export default function ProfileCompletionPage() {
  const utils = trpc.useUtils();
  const form = useZodForm(profileInputSchema, { defaultValues: { phone: '', address: '', city: '', zipCode: '' } });
  const save = trpc.user.updateProfile.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      toast({ title: 'Perfil completado!', description: 'Suas informações de entrega foram salvas com sucesso.' });
    },
    onError: (error) => toastError('Erro ao salvar perfil', error, 'Tente novamente em alguns instantes.'),
  });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <title>Complete seu perfil · Direto</title>
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          <Logo size="lg" />
          <h1 className="text-2xl font-semibold tracking-tight">Complete seu perfil</h1>
          <CardDescription>Informe seus dados de entrega para que os restaurantes possam atender você.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
            <DeliveryFields register={form.register} errors={form.formState.errors} />
            <Button type="submit" className="w-full" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Completar perfil'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
