import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CashSession, CashSessionPage } from '@direto/contracts';
import { makeUser, renderApp } from '@/test/render-app';

const restaurantId = '00000000-0000-4000-8000-0000000000aa';
const closedId = '00000000-0000-4000-8000-0000000000c1';

function staff(canOperateCash: boolean) {
  return makeUser({ userType: 'customer', firstName: 'João', workplace: { restaurantId, restaurantName: 'Sabor da Bahia', pendingAlertMinutes: 5, canOperateCash } });
}

function makeSession(overrides: Partial<CashSession> = {}): CashSession {
  return {
    id: closedId,
    restaurantId,
    restaurantName: 'Sabor da Bahia',
    restaurantTimeZone: 'America/Sao_Paulo',
    status: 'closed',
    // 12:00 UTC: 09:00 in São Paulo, 08:00 in Manaus.
    openedAt: '2026-11-28T12:00:00.000Z',
    openedByName: 'Maria',
    openingFloat: '100.00',
    closedAt: '2026-11-28T22:30:00.000Z',
    closedByName: 'Maria',
    lines: [{ method: 'cash', brand: null, label: 'Dinheiro', orderCount: 0, expected: '100.00', counted: '100.00', difference: '0.00' }],
    cash: { openingFloat: '100.00', cashSales: '0.00', cashReceived: '0.00', changeGiven: '0.00', deposits: '0.00', withdrawals: '0.00', expected: '100.00' },
    orderCount: 0,
    salesTotal: '0.00',
    expectedTotal: '100.00',
    countedTotal: '100.00',
    differenceTotal: '0.00',
    byOrigin: [],
    byStaff: [],
    movements: [],
    reopenings: [],
    ...overrides,
  };
}

const history: CashSessionPage = {
  sessions: [
    {
      id: closedId,
      status: 'closed',
      openedAt: '2026-11-27T12:00:00.000Z',
      openedByName: 'Maria',
      openingFloat: '100.00',
      closedAt: '2026-11-27T22:00:00.000Z',
      closedByName: 'Maria',
      orderCount: 2,
      salesTotal: '80.00',
      expectedTotal: '180.00',
      countedTotal: '180.00',
      differenceTotal: '0.00',
      cashDifference: '0.00',
      reopenCount: 0,
    },
  ],
  nextCursor: null,
};

const boardHandlers = { 'restaurant.orders': () => [] };

describe("Caixa for staff (issue 32: 'Equipe pode operar o caixa')", () => {
  it("shows 'Caixa' on the board when the owner allows it, and the caixa of the workplace without 'Reabrir caixa'", async () => {
    const { server } = renderApp({ path: '/dashboard', handlers: { 'auth.me': () => staff(true), ...boardHandlers } });
    expect(await screen.findByRole('link', { name: 'Caixa' })).toHaveAttribute('href', '/caixa');

    const caixa = renderApp({
      path: '/caixa',
      handlers: { 'auth.me': () => staff(true), 'cashRegister.current': () => makeSession({ status: 'open', closedAt: null, closedByName: null }), 'cashRegister.list': () => history },
    });
    expect(await caixa.findByText('Caixa aberto')).toBeInTheDocument();
    expect(await caixa.findByRole('link', { name: 'Comprovante' })).toBeInTheDocument();
    expect(caixa.queryByRole('button', { name: 'Reabrir caixa' })).not.toBeInTheDocument();
    // The workplace's caixa: staff have no restaurant of their own.
    expect(caixa.server.calls.find((call) => call.path === 'cashRegister.current')?.input).toEqual({ id: restaurantId });
    expect(caixa.server.calls.some((call) => call.path === 'restaurant.mine')).toBe(false);
    expect(server.calls.some((call) => call.path === 'cashRegister.current')).toBe(false);
  });

  it('hides the link and answers "not found" at /caixa while the owner does not allow it', async () => {
    renderApp({ path: '/dashboard', handlers: { 'auth.me': () => staff(false), ...boardHandlers } });
    expect(await screen.findByText('Sabor da Bahia · Atendente')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Caixa' })).not.toBeInTheDocument();

    const page = renderApp({ path: '/caixa', handlers: { 'auth.me': () => staff(false) } });
    expect(await page.findByText(/Página não encontrada/)).toBeInTheDocument();
    expect(page.server.calls.some((call) => call.path.startsWith('cashRegister.'))).toBe(false);
  });
});

describe('the printed closing slip', () => {
  it("shows the times in the restaurant's own time zone, not São Paulo's", async () => {
    const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
    const page = renderApp({
      path: `/caixa/${closedId}/comprovante`,
      handlers: { 'auth.me': () => owner, 'cashRegister.get': () => makeSession({ restaurantName: 'Tacacá do Norte', restaurantTimeZone: 'America/Manaus' }) },
    });
    const slip = await page.findByRole('article', { name: 'Fechamento de caixa' });
    expect(slip).toHaveTextContent('Tacacá do Norte');
    expect(slip).toHaveTextContent(/Aberto em 28\/11\/2026,? 08:00 por Maria/);
    expect(slip).toHaveTextContent(/Fechado em 28\/11\/2026,? 18:30 por Maria/);
  });
});
