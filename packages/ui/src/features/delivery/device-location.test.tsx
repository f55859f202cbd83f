import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeviceLocationButton, useDeviceLocation, type DeviceLocation } from './device-location';

/** The browser's geolocation, answering as the test says (jsdom has none). */
function browserGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: vi.fn(answer) } });
}

let shared: DeviceLocation | null = null;
function Checkout() {
  const location = useDeviceLocation();
  shared = location;
  return <DeviceLocationButton location={location} />;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  shared = null;
});

describe("'Usar minha localização'", () => {
  it('shares the browser’s position with the order, and can be taken back', async () => {
    browserGeolocation((success) => success({ coords: { latitude: -23.5613, longitude: -46.6565 } } as GeolocationPosition));
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    expect(await screen.findByText('Localização compartilhada com o restaurante')).toBeInTheDocument();
    expect(shared?.coordinates).toEqual({ latitude: -23.5613, longitude: -46.6565 });
    await userEvent.click(screen.getByRole('button', { name: 'Não usar minha localização' }));
    expect(screen.getByRole('button', { name: 'Usar minha localização' })).toBeInTheDocument();
    expect(shared?.coordinates).toBeNull();
  });

  it('says the typed address will be used when the customer refuses', async () => {
    browserGeolocation((_success, failure) => failure?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Você não permitiu o acesso à localização. Usaremos o endereço digitado.');
    expect(shared?.coordinates).toBeNull();
  });
});
