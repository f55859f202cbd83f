import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_STEP_HREFS, ONBOARDING_STEP_KEYS, type Onboarding } from '@direto/contracts';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from '../settings-page';
import { FirstStepsCard } from './first-steps-card';

const RESTAURANT_ID = '6f1c2a4e-8b1d-4d5e-9a3f-0c2b7e8d9f10';

function checklist(done: string[], extra: Partial<Onboarding> = {}): Onboarding {
  const steps = ONBOARDING_STEP_KEYS.map((key) => ({ key, done: done.includes(key), href: ONBOARDING_STEP_HREFS[key] }));
  return { steps, complete: steps.every((step) => step.done), dismissed: false, ...extra };
}

describe("'Primeiros passos' on the owner's dashboard", () => {
  it('shows the progress and each step as a link to its screen, the done ones marked', async () => {
    renderWithProviders(<FirstStepsCard restaurantId={RESTAURANT_ID} ordersUpdatedAt={0} />, {
      handlers: { 'onboarding.get': () => checklist(['hours', 'payment', 'share']) },
    });
    const card = await screen.findByRole('region', { name: 'Primeiros passos' });
    expect(within(card).getByText(/3 de 9/)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Primeiros passos: 3 de 9' })).toHaveAttribute('aria-valuenow', '33');
    const hours = within(card).getByRole('link', { name: 'Defina os horários de funcionamento, feito' });
    expect(hours).toHaveAttribute('href', '/settings?aba=funcionamento');
    const products = within(card).getByRole('link', { name: 'Cadastre pelo menos 5 produtos' });
    expect(products).toHaveAttribute('href', '/dashboard#cardapio');
    expect(within(card).getAllByRole('link')).toHaveLength(9);
  });

  it('is not shown once every step is done, nor after being dismissed', async () => {
    const { unmount } = renderWithProviders(<FirstStepsCard restaurantId={RESTAURANT_ID} ordersUpdatedAt={0} />, {
      handlers: { 'onboarding.get': () => checklist([...ONBOARDING_STEP_KEYS]) },
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
    unmount();
    renderWithProviders(<FirstStepsCard restaurantId={RESTAURANT_ID} ordersUpdatedAt={0} />, {
      handlers: { 'onboarding.get': () => checklist([], { dismissed: true }) },
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
  });

  it("'Dispensar' tells the server and hides the card", async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<FirstStepsCard restaurantId={RESTAURANT_ID} ordersUpdatedAt={0} />, {
      handlers: { 'onboarding.get': () => checklist([]), 'onboarding.dismiss': () => checklist([], { dismissed: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Dispensar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument());
    expect(server.calls.filter((call) => call.path === 'onboarding.dismiss').map((call) => call.input)).toEqual([{ id: RESTAURANT_ID }]);
  });

  it("a step's link opens its tab of Configurações (?aba=)", async () => {
    const owner = makeUser({ userType: 'restaurant' });
    renderWithProviders(<SettingsPage />, {
      path: ONBOARDING_STEP_HREFS.payment,
      handlers: { 'auth.me': () => owner, 'restaurant.mine': () => [makeOwnedRestaurant({ ownerId: owner.id })] },
    });
    expect(await screen.findByRole('tab', { name: 'Pagamento', selected: true })).toBeInTheDocument();
  });
});
