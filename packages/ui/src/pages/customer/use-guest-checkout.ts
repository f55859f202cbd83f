import { useEffect, useState } from 'react';
import { GUEST_NAME_REQUIRED, PHONE_INVALID, toE164Phone, type Address, type GuestCustomerInput } from '@direto/contracts';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import type { GuestIdentity } from './guest-checkout-fields';

interface PrefillTargets {
  /** Fills the phone and text address fields of the checkout form that are still empty. */
  fillContact: (phone: string, deliveryAddress: string) => void;
  /** Empties the phone and text address fields ('Não sou eu'). */
  clearContact: () => void;
  /** Sets the structured address (restaurants with bairros). */
  setAddress: (address: Address) => void;
}

/**
 * The guest checkout's state (issue 30): name and consent, the prefill from what this browser
 * remembers (only its own device cookie: a typed phone fetches nothing), and 'Não sou eu'.
 */
export function useGuestCheckout(enabled: boolean, targets: PrefillTargets) {
  const utils = trpc.useUtils();
  const device = trpc.guestOrder.device.useQuery(undefined, { enabled });
  const [identity, setIdentity] = useState<GuestIdentity>({ name: '', marketingConsent: false });
  const [nameError, setNameError] = useState<string | undefined>();
  const [prefilled, setPrefilled] = useState(false);
  const prefill = device.data?.prefill;
  useEffect(() => {
    if (prefilled || !prefill) return;
    setPrefilled(true);
    // The remembered details arrive after the form: what the person typed meanwhile stays.
    setIdentity((current) => (current.name.trim() ? current : { ...current, name: prefill.name }));
    targets.fillContact(prefill.phone, prefill.deliveryAddress ?? '');
    if (prefill.address) targets.setAddress(prefill.address);
  }, [prefill, prefilled, targets]);

  const forget = trpc.guestOrder.forgetDevice.useMutation({
    onSuccess: () => {
      utils.guestOrder.device.setData(undefined, { prefill: null, orders: [] });
      setIdentity({ name: '', marketingConsent: false });
      targets.clearContact();
    },
    onError: (error) => toastError('Erro', error),
  });

  /** The guest's details, or null after showing what is missing (the phone's problem through `phoneError`). */
  const customer = (phone: string, phoneError: (message: string) => void): GuestCustomerInput | null => {
    const name = identity.name.trim();
    setNameError(name ? undefined : GUEST_NAME_REQUIRED);
    const validPhone = toE164Phone(phone) !== null;
    if (!validPhone) phoneError(PHONE_INVALID);
    return name && validPhone ? { name, phone, marketingConsent: identity.marketingConsent } : null;
  };

  return { device: device.data, identity, setIdentity, nameError, forget: () => forget.mutate(), forgetting: forget.isPending, customer };
}
