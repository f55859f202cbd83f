import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-app';
import { keyBytes } from '@/features/push/browser-push';
import { PushAlertsSection } from './push-alerts-section';

// The browser's Web Push APIs (service worker, PushManager, Notification) as jsdom lacks them:
// a stand-in that keeps one subscription, like a real browser profile.
const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OTHER_KEY = 'BOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKe';

interface FakeBrowserOptions {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  prompt?: NotificationPermission;
  /** A subscription this browser already has, made with this key. */
  subscribedWith?: string;
}

function fakeSubscription(key: string) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/este-celular',
    expirationTime: null,
    options: { applicationServerKey: keyBytes(key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: 'BPtestP256dh', auth: 'dGVzdGF1dGg' } }),
    unsubscribe: vi.fn(async () => {
      browserState.subscription = null;
      return true;
    }),
  };
  return subscription;
}

const browserState: { subscription: ReturnType<typeof fakeSubscription> | null } = { subscription: null };

function fakeBrowser({ permission = 'default', prompt = 'granted', subscribedWith }: FakeBrowserOptions = {}) {
  browserState.subscription = subscribedWith ? fakeSubscription(subscribedWith) : null;
  const pushManager = {
    getSubscription: vi.fn(async () => browserState.subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      browserState.subscription = fakeSubscription(SERVER_KEY);
      expect([...options.applicationServerKey]).toEqual([...keyBytes(SERVER_KEY)]);
      return browserState.subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = prompt;
      return prompt;
    }),
  };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => (subscribedWith ? registration : undefined)) },
  });
  return { pushManager, notification };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const status = () => screen.getByTestId('push-alerts-status');
const toggle = () => screen.getByRole('switch', { name: 'Receber alertas no celular' });

function renderSection(publicKey: string | null = SERVER_KEY) {
  return renderWithProviders(<PushAlertsSection />, {
    handlers: {
      'push.publicKey': () => ({ publicKey }),
      'push.subscribe': () => ({ subscribed: true }),
      'push.unsubscribe': () => ({ subscribed: false }),
    },
  });
}

describe("Configurações › 'Receber alertas no celular'", () => {
  it('turning it on asks permission, subscribes with the server’s key and hands the subscription to the server', async () => {
    const user = userEvent.setup();
    const { notification, pushManager } = fakeBrowser();
    const { server } = renderSection();
    await waitFor(() => expect(status()).toHaveTextContent('Desativado'));
    expect(toggle()).not.toBeChecked();

    await user.click(toggle());
    await waitFor(() => expect(status()).toHaveTextContent('Ativado'));
    expect(toggle()).toBeChecked();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(server.calls.find((call) => call.path === 'push.subscribe')?.input).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/este-celular',
      expirationTime: null,
      keys: { p256dh: 'BPtestP256dh', auth: 'dGVzdGF1dGg' },
      label: navigator.userAgent.slice(0, 200),
    });
  });

  it('turning it off tells the server and drops the browser’s subscription', async () => {
    const user = userEvent.setup();
    fakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    const { server } = renderSection();
    await waitFor(() => expect(status()).toHaveTextContent('Ativado'));
    const subscription = browserState.subscription;
    // Already on: the subscription is handed to the server again, in case it forgot it.
    expect(server.calls.filter((call) => call.path === 'push.subscribe')).toHaveLength(1);

    await user.click(toggle());
    await waitFor(() => expect(status()).toHaveTextContent('Desativado'));
    expect(server.calls.find((call) => call.path === 'push.unsubscribe')?.input).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/este-celular' });
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
  });

  it('a subscription made with another server key counts as off', async () => {
    fakeBrowser({ permission: 'granted', subscribedWith: OTHER_KEY });
    const { server } = renderSection();
    await waitFor(() => expect(status()).toHaveTextContent('Desativado'));
    expect(server.calls.some((call) => call.path === 'push.subscribe')).toBe(false);
  });

  it('denying the permission shows it blocked in the browser, with how to allow it', async () => {
    const user = userEvent.setup();
    fakeBrowser({ prompt: 'denied' });
    const { server } = renderSection();
    await waitFor(() => expect(status()).toHaveTextContent('Desativado'));
    await user.click(toggle());
    await waitFor(() => expect(status()).toHaveTextContent('Bloqueado no navegador'));
    expect(toggle()).toBeDisabled();
    expect(screen.getByText(/Permita-as nas configurações do site no navegador/)).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'push.subscribe')).toBe(false);
  });

  it('closing the permission prompt leaves it off', async () => {
    const user = userEvent.setup();
    fakeBrowser({ prompt: 'default' });
    renderSection();
    await waitFor(() => expect(status()).toHaveTextContent('Desativado'));
    await user.click(toggle());
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(status()).toHaveTextContent('Desativado');
  });

  it('notifications already blocked: says so from the start', async () => {
    fakeBrowser({ permission: 'denied' });
    renderSection();
    await waitFor(() => expect(status()).toHaveTextContent('Bloqueado no navegador'));
    expect(toggle()).toBeDisabled();
  });

  it('a browser without Web Push: not supported, and the server is not asked', async () => {
    const { server } = renderSection();
    expect(status()).toHaveTextContent('Não suportado');
    expect(toggle()).toBeDisabled();
    expect(screen.getByText(/No iPhone, adicione o Direto à Tela de Início/)).toBeInTheDocument();
    await Promise.resolve();
    expect(server.calls.some((call) => call.path.startsWith('push.'))).toBe(false);
  });

  it('a server that sends no push: unavailable', async () => {
    fakeBrowser();
    renderSection(null);
    await waitFor(() => expect(status()).toHaveTextContent('Indisponível'));
    expect(toggle()).toBeDisabled();
  });
});
