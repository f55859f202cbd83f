import { toastError } from '@/hooks/use-toast';
import { trpc, type CurrentUser } from '@/lib/trpc';

interface DeliveryContact {
  customerPhone: string;
  deliveryAddress: string;
}

/**
 * The checkout's 'Salvar no meu perfil': copies phone and address to the profile (city and CEP
 * stay as they are) when they differ from it, and refreshes the cached current user. Silent on
 * success, so nothing covers the order's page and its 'Pedido realizado!'.
 */
export function useSaveDeliveryToProfile() {
  const utils = trpc.useUtils();
  const save = trpc.user.updateProfile.useMutation({
    onSuccess: (user) => utils.auth.me.setData(undefined, user),
    onError: (error) => toastError('Erro ao atualizar perfil', error, 'Tente novamente em alguns instantes.'),
  });
  return (user: CurrentUser, contact: DeliveryContact) => {
    if (user.phone === contact.customerPhone && user.address === contact.deliveryAddress) return;
    save.mutate({ phone: contact.customerPhone, address: contact.deliveryAddress, city: user.city, zipCode: user.zipCode });
  };
}
