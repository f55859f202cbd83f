import type { ComponentPropsWithoutRef } from 'react';
import { Controller } from 'react-hook-form';
import { DEFAULT_PREP_TIME, productFormSchema, type Product } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';
import { CategorySelect } from './category-select';
import { ProductImageField } from './product-image-field';
import { TagsInput } from './tags-input';
import { FormAlert } from '@/components/form-alert';

/** What the form edits; inputs hold text, the schema turns price and prepTime into what is sent. */
interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  prepTime: string;
  isAvailable: boolean;
  tags: string[];
  imageUrl: string | null;
  categoryId: string | null;
  /** 'Código PDV' (issue 34): '' for none. */
  externalCode: string;
}

function initialValues(product: Product | null): ProductFormValues {
  if (!product) {
    return { name: '', description: '', price: '', prepTime: String(DEFAULT_PREP_TIME), isAvailable: true, tags: [], imageUrl: null, categoryId: null, externalCode: '' };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    prepTime: String(product.prepTime),
    isAvailable: product.isAvailable,
    tags: product.tags,
    imageUrl: product.imageUrl,
    categoryId: product.categoryId,
    externalCode: product.externalCode ?? '',
  };
}

interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
  /** The product to edit; null creates a new one. */
  product: Product | null;
  onSuccess?: (product: Product) => void;
  /** Where focus goes once it closes (by default the element that opened it); preventDefault to take over. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Create or edit a product (spec §2, §4, §5). Mounted per opening so it starts from the product. */
export function ProductFormDialog({ open, onOpenChange, restaurantId, product, onSuccess, onCloseAutoFocus }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        {open ? (
          <ProductForm
            key={product?.id ?? 'new'}
            restaurantId={restaurantId}
            product={product}
            onDone={(saved) => {
              onSuccess?.(saved);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface ProductFormProps {
  restaurantId: string;
  product: Product | null;
  onDone: (product: Product) => void;
  onCancel: () => void;
}

function ProductForm({ restaurantId, product, onDone, onCancel }: ProductFormProps) {
  const editing = product !== null;
  const utils = trpc.useUtils();
  const form = useZodForm(productFormSchema, { defaultValues: initialValues(product) });
  const { errors } = form.formState;

  const afterSave = async (saved: Product) => {
    await utils.product.invalidate();
    if (editing) toast({ title: 'Produto atualizado!', description: 'O produto foi atualizado com sucesso.' });
    else toast({ title: 'Produto criado!', description: 'O produto foi adicionado ao cardápio com sucesso.' });
    onDone(saved);
  };
  const create = trpc.product.create.useMutation({
    onSuccess: afterSave,
    onError: (error) => toastError('Erro ao criar produto', error),
  });
  const update = trpc.product.update.useMutation({
    onSuccess: afterSave,
    onError: (error) => toastError('Erro ao atualizar produto', error),
  });
  const saving = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const { categoryId = null, externalCode, ...fields } = values;
    const body = { ...fields, imageUrl: fields.imageUrl || null };
    const code = (externalCode ?? '').trim();
    // An emptied 'Código PDV' removes the code.
    if (product) update.mutate({ ...body, categoryId, externalCode: code || null, id: product.id });
    // A new product without a category or a code is sent as a spec client sends it: neither field.
    else create.mutate({ ...body, restaurantId, ...(categoryId ? { categoryId } : {}), ...(code ? { externalCode: code } : {}) });
  });

  const title = editing ? 'Editar Produto' : 'Adicionar Produto';
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{editing ? 'Altere as informações do produto.' : 'Preencha as informações do novo produto.'}</DialogDescription>
      </DialogHeader>

      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => <ProductImageField value={field.value ?? null} onChange={field.onChange} />}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.name?.message} className="sm:col-span-2">
          <Input placeholder="Ex.: Feijoada completa" {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <Field label="Preço (R$)" error={errors.price?.message}>
              <MoneyInput ref={field.ref} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
            </Field>
          )}
        />
        <Field label="Tempo de preparo (minutos)" error={errors.prepTime?.message}>
          <Input type="number" inputMode="numeric" step="1" min="1" {...form.register('prepTime')} />
        </Field>
        <Field label="Código PDV (opcional)" error={errors.externalCode?.message}>
          <Input placeholder="O código deste produto no seu PDV" {...form.register('externalCode')} />
        </Field>
        <Field label="Descrição" error={errors.description?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="Ingredientes, porção, acompanhamentos..." {...form.register('description')} />
        </Field>
        <Controller
          control={form.control}
          name="isAvailable"
          render={({ field }) => (
            <Field label="Disponível" error={errors.isAvailable?.message}>
              <AvailabilitySelect value={field.value !== false} onChange={field.onChange} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Field label="Categoria" error={errors.categoryId?.message}>
              <CategorySelect restaurantId={restaurantId} value={field.value ?? null} onChange={field.onChange} />
            </Field>
          )}
        />
      </div>

      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagsInput value={field.value ?? []} onChange={field.onChange} />}
      />
      <FormAlert message={errors.tags?.message} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando...' : editing ? 'Atualizar Produto' : 'Adicionar Produto'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type AvailabilitySelectProps = Omit<ComponentPropsWithoutRef<typeof SelectTrigger>, 'value' | 'onChange'> & {
  value: boolean;
  onChange: (value: boolean) => void;
};

/** Sim/Não availability select. Field passes it its id, so its label points at the trigger. */
function AvailabilitySelect({ value, onChange, ...triggerProps }: AvailabilitySelectProps) {
  return (
    <Select value={value ? 'sim' : 'nao'} onValueChange={(next) => onChange(next === 'sim')}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="sim">Sim</SelectItem>
        <SelectItem value="nao">Não</SelectItem>
      </SelectContent>
    </Select>
  );
}
