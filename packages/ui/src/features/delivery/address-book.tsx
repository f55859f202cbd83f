import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { addressLine, type UserAddress } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { AddressFields, EMPTY_ADDRESS, toAddressInput, toDraft, type AddressDraft } from './address-fields';

/** /profile › Endereços: the saved addresses, the last used first (the checkout preselects it). */
export function AddressBookCard() {
  const utils = trpc.useUtils();
  const addresses = trpc.userAddress.list.useQuery();
  const [editing, setEditing] = useState<{ id: string | null; draft: AddressDraft } | null>(null);
  const done = async () => {
    setEditing(null);
    await utils.userAddress.list.invalidate();
  };
  const create = trpc.userAddress.create.useMutation({ onSuccess: done, onError: (error) => toastError('Erro ao salvar o endereço', error) });
  const update = trpc.userAddress.update.useMutation({ onSuccess: done, onError: (error) => toastError('Erro ao salvar o endereço', error) });
  const remove = trpc.userAddress.delete.useMutation({ onSuccess: done, onError: (error) => toastError('Erro ao remover o endereço', error) });
  const list: UserAddress[] = addresses.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Endereços</CardTitle>
        <CardDescription>O último usado já vem escolhido no pedido.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum endereço salvo.</p> : null}
        <ul className="divide-y divide-border" aria-label="Endereços salvos">
          {list.map((address, index) => (
            <li key={address.id} className="flex items-center gap-2 py-2 text-sm">
              <p className="min-w-0 flex-1">
                {addressLine(address)}
                {index === 0 && address.lastUsedAt ? <span className="ml-2 text-xs text-muted-foreground">(último usado)</span> : null}
              </p>
              <Button variant="ghost" size="icon" aria-label="Editar endereço" onClick={() => setEditing({ id: address.id, draft: toDraft(address) })}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Remover endereço" onClick={() => remove.mutate({ id: address.id })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {editing ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              const input = toAddressInput(editing.draft);
              if (editing.id) update.mutate({ id: editing.id, ...input });
              else create.mutate(input);
            }}
          >
            <AddressFields value={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} />
            <div className="flex gap-2">
              <Button type="submit" disabled={create.isPending || update.isPending}>
                Salvar endereço
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setEditing({ id: null, draft: EMPTY_ADDRESS })}>
            Adicionar endereço
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
