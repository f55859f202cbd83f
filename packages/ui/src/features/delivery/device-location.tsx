import { useState } from 'react';
import { LocateFixed, X } from 'lucide-react';
import type { DeviceCoordinates } from '@direto/contracts';
import { Button } from '@/components/ui/button';

type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'shared'; coordinates: DeviceCoordinates }
  | { status: 'failed'; message: string };

/** Why the browser gave no position, in the customer's words. */
function failureMessage(error: GeolocationPositionError | null): string {
  if (error?.code === 1) return 'Você não permitiu o acesso à localização. Usaremos o endereço digitado.';
  return 'Não foi possível obter sua localização. Usaremos o endereço digitado.';
}

/**
 * The checkout's 'Usar minha localização' (issue 34): the browser's position, sent with a delivery
 * so the restaurant's system (Open Delivery) gets exact coordinates. Optional: without it the
 * server locates the typed address.
 */
export function useDeviceLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: failureMessage(null) });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: 'shared', coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => setState({ status: 'failed', message: failureMessage(error) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { state, locate, forget: () => setState({ status: 'idle' }), coordinates: state.status === 'shared' ? state.coordinates : null };
}

export type DeviceLocation = ReturnType<typeof useDeviceLocation>;

export function DeviceLocationButton({ location }: { location: DeviceLocation }) {
  const { state } = location;
  if (state.status === 'shared') {
    return (
      <p className="flex items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm" aria-live="polite">
        <span className="flex items-center gap-2">
          <LocateFixed aria-hidden="true" className="size-4" />
          Localização compartilhada com o restaurante
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={location.forget} aria-label="Não usar minha localização">
          <X aria-hidden="true" />
        </Button>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" size="sm" onClick={location.locate} disabled={state.status === 'locating'}>
        <LocateFixed aria-hidden="true" />
        {state.status === 'locating' ? 'Localizando…' : 'Usar minha localização'}
      </Button>
      {state.status === 'failed' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
