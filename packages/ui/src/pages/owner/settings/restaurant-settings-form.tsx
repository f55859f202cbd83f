import { useId, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import {
  CUISINES,
  restaurantSettingsFormSchema,
  type Cuisine,
  type OwnRestaurant,
  type RestaurantSettingsForm as FormInput,
  type RestaurantSettingsSection,
  type RestaurantSettingsVersions,
} from '@direto/contracts';
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

type RestaurantTab = 'restaurante' | 'entrega' | 'funcionamento';

/**
 * What each tab's save sends (issue 28): its own fields only, checked against the version they
 * were loaded with, so a tab left open never puts back what another tab changed since.
 */
const TAB_FORMS = {
  restaurante: { section: 'restaurant', fields: ['imageUrl', 'coverUrl', 'name', 'cuisine', 'description'] },
  entrega: { section: 'delivery', fields: ['deliveryFee', 'deliveryTime'] },
  funcionamento: { section: 'open', fields: ['isOpen'] },
} as const satisfies Record<RestaurantTab, { section: RestaurantSettingsSection; fields: readonly (keyof FormInput)[] }>;

/** The fields one tab's save sends; the logo and cover only when changed (a stored image is not accepted again). */
function fieldsOfTab(tab: RestaurantTab, values: FormInput, dirty: Partial<Record<keyof FormInput, unknown>>): Partial<FormInput> {
  switch (tab) {
    case 'restaurante':
      return {
        name: values.name,
        cuisine: values.cuisine,
        description: values.description,
        ...(dirty.imageUrl ? { imageUrl: values.imageUrl || null } : {}),
        ...(dirty.coverUrl ? { coverUrl: values.coverUrl || null } : {}),
      };
    case 'entrega':
      return { deliveryFee: values.deliveryFee, deliveryTime: values.deliveryTime };
    case 'funcionamento':
      return { isOpen: values.isOpen };
  }
}

const isCuisine = (value: string | null): value is Cuisine => CUISINES.some((cuisine) => cuisine === value);

function valuesOf(restaurant: OwnRestaurant): FormInput {
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
  restaurant: OwnRestaurant | null;
  /** The tab on screen: its save button saves its fields. */
  tab: string;
}

/**
 * One form over the Restaurante, Entrega and Funcionamento tabs (edits survive switching tabs);
 * each tab's save button saves that tab's fields alone. Render it inside <Tabs>.
 */
export function RestaurantSettingsForm({ restaurant, tab }: RestaurantSettingsFormProps) {
  const ids = useId();
  const utils = trpc.useUtils();
  const [defaults] = useState(() => (restaurant ? valuesOf(restaurant) : undefined));
  const form = useZodForm(restaurantSettingsFormSchema, { defaultValues: defaults });
  const { errors, dirtyFields } = form.formState;
  // Each tab's version as loaded (or as this page last saved it).
  const [versions, setVersions] = useState<Partial<RestaurantSettingsVersions>>(() => restaurant?.settingsVersions ?? {});

  const update = trpc.restaurant.update.useMutation({
    onSuccess: async (saved, sent) => {
      const savedTab = (Object.keys(TAB_FORMS) as RestaurantTab[]).find((name) => sent.expectedVersions?.[TAB_FORMS[name].section] !== undefined);
      if (savedTab) {
        const { section, fields } = TAB_FORMS[savedTab];
        const values = valuesOf(saved);
        // Only the saved tab's fields: edits waiting on the other tabs stay.
        for (const field of fields) form.resetField(field, { defaultValue: values[field] });
        setVersions((current) => ({ ...current, [section]: saved.settingsVersions[section] }));
      }
      toast({ title: 'Configurações atualizadas!', description: 'As alterações já valem para seus clientes.' });
      await utils.restaurant.invalidate();
    },
    onError: (error) => toastError('Erro ao salvar configurações', error, 'Tente novamente em alguns instantes.'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(tab in TAB_FORMS)) return;
    const { section, fields } = TAB_FORMS[tab as RestaurantTab];
    if (!(await form.trigger([...fields]))) return;
    if (!restaurant) {
      toast({ variant: 'destructive', title: 'Erro ao salvar configurações', description: 'Nenhum restaurante selecionado' });
      return;
    }
    update.mutate({ ...fieldsOfTab(tab as RestaurantTab, form.getValues(), dirtyFields), id: restaurant.id, expectedVersions: { [section]: versions[section] } });
  };

  const saveButton = (
    <Button type="submit" disabled={update.isPending}>
      {update.isPending ? 'Salvando...' : 'Salvar alterações'}
    </Button>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
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
