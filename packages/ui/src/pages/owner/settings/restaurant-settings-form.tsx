import { useId, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { CUISINES, restaurantSettingsFormSchema, type Cuisine, type Restaurant, type RestaurantSettingsForm as FormInput } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TabsContent } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';
import { CuisineSelect } from '../cuisine-select';
import { RestaurantImageField } from './restaurant-image-field';

export type RestaurantTab = 'restaurante' | 'entrega' | 'funcionamento';

/** The tab each field lives on, to show the first invalid one after a save attempt. */
const TAB_OF_FIELD: Record<keyof FormInput, RestaurantTab> = {
  name: 'restaurante',
  cuisine: 'restaurante',
  description: 'restaurante',
  deliveryFee: 'entrega',
  deliveryTime: 'entrega',
  isOpen: 'funcionamento',
  imageUrl: 'restaurante',
  coverUrl: 'restaurante',
};

export function firstInvalidTab(errors: FieldErrors<FormInput>): RestaurantTab | null {
  const field = (Object.keys(TAB_OF_FIELD) as (keyof FormInput)[]).find((name) => errors[name]);
  return field ? TAB_OF_FIELD[field] : null;
}

const isCuisine = (value: string | null): value is Cuisine => CUISINES.some((cuisine) => cuisine === value);

function valuesOf(restaurant: Restaurant): FormInput {
  return {
    name: restaurant.name,
    // The select offers only the §3 cuisines; anything else shows as "none chosen".
    cuisine: isCuisine(restaurant.cuisine) ? restaurant.cuisine : '',
    description: restaurant.description ?? '',
    deliveryFee: restaurant.deliveryFee,
    deliveryTime: restaurant.deliveryTime,
    isOpen: restaurant.isOpen,
    imageUrl: restaurant.imageUrl,
    coverUrl: restaurant.coverUrl,
  };
}

interface RestaurantSettingsFormProps {
  /** null only if the restaurant vanished meanwhile: saving then says so (spec §8). */
  restaurant: Restaurant | null;
  onInvalidTab: (tab: RestaurantTab) => void;
}

/**
 * One form over the Restaurante, Entrega and Funcionamento tabs (restaurant.update takes them
 * together); each tab has its own save button. Render it inside <Tabs>.
 */
export function RestaurantSettingsForm({ restaurant, onInvalidTab }: RestaurantSettingsFormProps) {
  const ids = useId();
  const utils = trpc.useUtils();
  const [defaults] = useState(() => (restaurant ? valuesOf(restaurant) : undefined));
  const form = useZodForm(restaurantSettingsFormSchema, { defaultValues: defaults });
  const { errors, dirtyFields } = form.formState;

  const update = trpc.restaurant.update.useMutation({
    onSuccess: async (saved) => {
      form.reset(valuesOf(saved));
      toast({ title: 'Configurações atualizadas!', description: 'As alterações já valem para seus clientes.' });
      await utils.restaurant.invalidate();
    },
    onError: (error) => toastError('Erro ao salvar configurações', error, 'Tente novamente em alguns instantes.'),
  });

  const submit = form.handleSubmit(
    (values) => {
      if (!restaurant) {
        toast({ variant: 'destructive', title: 'Erro ao salvar configurações', description: 'Nenhum restaurante selecionado' });
        return;
      }
      // The logo and cover go only when changed: the rest is the spec's payload, as before.
      const { imageUrl, coverUrl, ...fields } = values;
      update.mutate({
        ...fields,
        ...(dirtyFields.imageUrl ? { imageUrl: imageUrl || null } : {}),
        ...(dirtyFields.coverUrl ? { coverUrl: coverUrl || null } : {}),
        id: restaurant.id,
      });
    },
    (invalid) => {
      const tab = firstInvalidTab(invalid);
      if (tab) onInvalidTab(tab);
    },
  );

  const saveButton = (
    <Button type="submit" disabled={update.isPending}>
      {update.isPending ? 'Salvando...' : 'Salvar alterações'}
    </Button>
  );

  return (
    <form noValidate onSubmit={submit}>
      <TabsContent value="restaurante">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Restaurante</CardTitle>
            <CardDescription>Como seus clientes veem o restaurante.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Controller
              control={form.control}
              name="imageUrl"
              render={({ field }) => (
                <RestaurantImageField
                  kind="logo"
                  restaurantName={restaurant?.name ?? ''}
                  value={field.value || null}
                  onChange={field.onChange}
                  error={errors.imageUrl?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="coverUrl"
              render={({ field }) => (
                <RestaurantImageField
                  kind="cover"
                  restaurantName={restaurant?.name ?? ''}
                  value={field.value || null}
                  onChange={field.onChange}
                  error={errors.coverUrl?.message}
                />
              )}
            />
            <Field label="Nome" error={errors.name?.message}>
              <Input {...form.register('name')} />
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
            <Field label="Descrição" error={errors.description?.message}>
              <Textarea rows={4} {...form.register('description')} />
            </Field>
            {saveButton}
          </CardContent>
        </Card>
      </TabsContent>

      <TabsContent value="entrega">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Entrega</CardTitle>
            <CardDescription>Taxa cobrada em cada pedido e o tempo que você informa aos clientes.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Controller
              control={form.control}
              name="deliveryFee"
              render={({ field }) => (
                <Field label="Taxa de entrega (R$)" error={errors.deliveryFee?.message} hint="Use 0 para entrega grátis.">
                  <MoneyInput ref={field.ref} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
                </Field>
              )}
            />
            <Field label="Tempo de entrega" error={errors.deliveryTime?.message} hint="Ex.: 30-45 min">
              <Input {...form.register('deliveryTime')} />
            </Field>
            {saveButton}
          </CardContent>
        </Card>
      </TabsContent>

      <TabsContent value="funcionamento">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Funcionamento</CardTitle>
            <CardDescription>Fechado, o restaurante não recebe novos pedidos.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Controller
              control={form.control}
              name="isOpen"
              render={({ field }) => (
                <div className="flex items-center gap-3">
                  <Switch id={`${ids}-open`} checked={field.value} onCheckedChange={field.onChange} />
                  <Label htmlFor={`${ids}-open`}>{field.value ? 'Aberto' : 'Fechado'}</Label>
                </div>
              )}
            />
            {saveButton}
          </CardContent>
        </Card>
      </TabsContent>
    </form>
  );
}
