import { useState } from 'react';
import { type DeliverySettings } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { AddressFields, EMPTY_ADDRESS, isCompleteAddress, toAddressInput, toDraft, type AddressDraft } from './address-fields';

/** Configurações › Entrega (issue 17): order types, pickup time, minimum order, free delivery, the restaurant's address. */
export function DeliverySettingsSection({ restaurantId }: { restaurantId: string }) {
  const settings = trpc.delivery.settings.useQuery({ id: restaurantId });
  if (!settings.data) return <Spinner />;
  return <SettingsForm restaurantId={restaurantId} initial={settings.data} />;
}

const moneyText = (value: string | null) => (value === null ? '' : value.replace('.', ','));
const moneyValue = (text: string) => (text.trim() === '' ? null : text.replace(/R\$\s*/i, '').trim().replace(',', '.'));

function SettingsForm({ restaurantId, initial }: { restaurantId: string; initial: DeliverySettings }) {
  const utils = trpc.useUtils();
  const [delivery, setDelivery] = useState(initial.delivery);
  const [pickup, setPickup] = useState(initial.pickup);
  const [pickupMin, setPickupMin] = useState(String(initial.pickupTime.min));
  const [pickupMax, setPickupMax] = useState(String(initial.pickupTime.max));
  const [minOrder, setMinOrder] = useState(moneyText(initial.minOrder));
  const [freeAbove, setFreeAbove] = useState(moneyText(initial.freeDeliveryAbove));
  const [address, setAddress] = useState<AddressDraft>(initial.address ? toDraft(initial.address) : EMPTY_ADDRESS);
  // The version these fields were loaded with: a save over changes made elsewhere meanwhile is refused (409).
  const [version, setVersion] = useState(initial.version);
  const save = trpc.delivery.updateSettings.useMutation({
    onSuccess: async (saved) => {
      setVersion(saved.version);
      toast({ title: 'Entrega atualizada!' });
      await Promise.all([utils.delivery.settings.invalidate(), utils.restaurant.invalidate()]);
    },
    onError: (error) => toastError('Erro ao salvar a entrega', error),
  });
  const hasAddress = Object.entries(address).some(([key, value]) => key !== 'reference' && value.trim() !== '');

  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle>Entrega e retirada</CardTitle>
        <CardDescription>Como o cliente recebe o pedido, pedido mínimo e o endereço do restaurante.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              id: restaurantId,
              delivery,
              pickup,
              pickupTime: { min: Number(pickupMin), max: Number(pickupMax) },
              minOrder: moneyValue(minOrder),
              freeDeliveryAbove: moneyValue(freeAbove),
              address: hasAddress ? toAddressInput(address) : null,
              expectedVersion: version,
            });
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Formas de receber</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={delivery} onChange={(event) => setDelivery(event.target.checked)} />
              Entrega
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={pickup} onChange={(event) => setPickup(event.target.checked)} />
              Retirada no local
            </label>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Retirada: tempo mín. (min)">
              <Input inputMode="numeric" value={pickupMin} onChange={(event) => setPickupMin(event.target.value)} />
            </Field>
            <Field label="Retirada: tempo máx. (min)">
              <Input inputMode="numeric" value={pickupMax} onChange={(event) => setPickupMax(event.target.value)} />
            </Field>
            <Field label="Pedido mínimo (R$)" hint="Só para entrega. Em branco: sem mínimo.">
              <Input inputMode="decimal" value={minOrder} onChange={(event) => setMinOrder(event.target.value)} placeholder="30,00" />
            </Field>
            <Field label="Entrega grátis acima de (R$)" hint="Em branco: sempre cobra a taxa.">
              <Input inputMode="decimal" value={freeAbove} onChange={(event) => setFreeAbove(event.target.value)} placeholder="80,00" />
            </Field>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Endereço do restaurante</legend>
            <p className="text-xs text-muted-foreground">Aparece para quem retira no local e nas comandas.</p>
            <AddressFields value={address} onChange={setAddress} withReference={false} />
            {hasAddress && !isCompleteAddress(address) ? <p className="text-xs text-muted-foreground">Preencha CEP, rua, número, bairro, cidade e UF.</p> : null}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar entrega'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
