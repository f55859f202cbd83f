import type { ComponentPropsWithoutRef } from 'react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { adminUpdateUserInputSchema, USER_TYPE_LABELS, USER_TYPES, type AdminUpdateUserInput, type User, type UserType } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatCep, formatPhone } from '@/lib/format';
import { trpc } from '@/lib/trpc';

function valuesOf(user: User): AdminUpdateUserInput {
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    userType: user.userType,
    isAdmin: user.isAdmin,
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    zipCode: user.zipCode ?? '',
  };
}

interface EditUserDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: User | null;
  /** The signed-in admin: they cannot take their own admin access away. */
  currentUserId: string;
  onClose: () => void;
}

/** The admin's edit-user dialog (spec §2, §6): names, email, type, admin, phone and address. */
export function EditUserDialog({ user, currentUserId, onClose }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {user ? <EditUserForm key={user.id} user={user} isSelf={user.id === currentUserId} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onClose }: { user: User; isSelf: boolean; onClose: () => void }) {
  const ids = useId();
  const utils = trpc.useUtils();
  const form = useZodForm(adminUpdateUserInputSchema, { defaultValues: valuesOf(user) });
  const { errors } = form.formState;

  const update = trpc.admin.updateUser.useMutation({
    onSuccess: async () => {
      toast({ title: 'Usuário atualizado' });
      onClose();
      await Promise.all([utils.admin.invalidate(), isSelf ? utils.auth.invalidate() : Promise.resolve()]);
    },
    onError: (error) => toastError('Erro ao atualizar usuário', error),
  });

  const masked = (name: 'phone' | 'zipCode', format: (value: string) => string, label: string, props: ComponentPropsWithoutRef<'input'>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field label={label} error={errors[name]?.message}>
          <Input
            {...props}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(format(event.target.value))}
          />
        </Field>
      )}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Editar usuário</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.firstName?.message}>
          <Input {...form.register('firstName')} />
        </Field>
        <Field label="Sobrenome" error={errors.lastName?.message}>
          <Input {...form.register('lastName')} />
        </Field>
        <Field label="Email" error={errors.email?.message} className="sm:col-span-2">
          <Input type="email" {...form.register('email')} />
        </Field>
        <Controller
          control={form.control}
          name="userType"
          render={({ field }) => (
            <Field label="Tipo de conta" error={errors.userType?.message}>
              <UserTypeSelect value={field.value ?? 'customer'} onChange={field.onChange} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="isAdmin"
          render={({ field }) => (
            <div className="space-y-2">
              <Label htmlFor={`${ids}-admin`}>Administrador</Label>
              <div className="flex h-10 items-center gap-3">
                <Switch
                  id={`${ids}-admin`}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                  disabled={isSelf}
                  aria-describedby={isSelf ? `${ids}-admin-hint` : undefined}
                />
                <span className="text-sm">{field.value ? 'Sim' : 'Não'}</span>
              </div>
              {isSelf ? (
                <p id={`${ids}-admin-hint`} className="text-xs text-muted-foreground">
                  Você não pode remover seu próprio acesso.
                </p>
              ) : null}
            </div>
          )}
        />
        {masked('phone', formatPhone, 'Telefone', { type: 'tel', placeholder: '(11) 99999-9999' })}
        {masked('zipCode', formatCep, 'CEP', { inputMode: 'numeric', placeholder: '00000-000' })}
        <Field label="Endereço" error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={2} {...form.register('address')} />
        </Field>
        <Field label="Cidade" error={errors.city?.message}>
          <Input {...form.register('city')} />
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type UserTypeSelectProps = Omit<ComponentPropsWithoutRef<typeof SelectTrigger>, 'value' | 'onChange'> & {
  value: UserType;
  onChange: (value: UserType) => void;
};

/** Cliente / Dono de Restaurante; Field hands the trigger its id so the label points at it. */
function UserTypeSelect({ value, onChange, ...triggerProps }: UserTypeSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as UserType)}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {USER_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {USER_TYPE_LABELS[type]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
