import { Controller } from 'react-hook-form';
import { createRestaurantInputSchema } from '@direto/contracts';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';
import { CuisineSelect } from './cuisine-select';

/** Shown to an owner without a restaurant (spec §2, §5): name required, description and cuisine optional. */
export function CreateRestaurantForm() {
  const utils = trpc.useUtils();
  const form = useZodForm(createRestaurantInputSchema, { defaultValues: { name: '', description: '', cuisine: '' } });
  const create = trpc.restaurant.create.useMutation({
    onSuccess: async () => {
      toast({ title: 'Restaurante criado!', description: 'Agora cadastre os produtos do seu cardápio.' });
      await utils.restaurant.invalidate();
    },
    onError: (error) => toastError('Erro ao criar restaurante', error),
  });

  const submit = form.handleSubmit(
    (values) => create.mutate(values),
    (errors) => {
      if (errors.name) toast({ variant: 'destructive', title: 'Nome obrigatório', description: 'Digite o nome do restaurante' });
    },
  );
  const { errors } = form.formState;

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <Store className="size-6" />
        </span>
        <CardTitle>Cadastre seu restaurante</CardTitle>
        <CardDescription>Preencha os dados básicos; você pode mudar tudo depois nas configurações.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field label="Nome do restaurante" error={errors.name?.message}>
            <Input placeholder="Ex.: Cantina da Nonna" {...form.register('name')} />
          </Field>
          <Field label="Descrição" error={errors.description?.message}>
            <Textarea rows={3} placeholder="Conte o que você serve" {...form.register('description')} />
          </Field>
          <Controller
            control={form.control}
            name="cuisine"
            render={({ field }) => (
              <Field label="Tipo de cozinha" error={errors.cuisine?.message}>
                <CuisineSelect value={field.value ?? ''} onChange={field.onChange} />
              </Field>
            )}
          />
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? 'Criando...' : 'Criar restaurante'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
