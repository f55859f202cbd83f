import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpeningHours } from '@direto/contracts';
import { renderWithProviders } from '@/test/render-app';
import { OpeningHoursSection } from './opening-hours-section';

const RESTAURANT_ID = '22222222-2222-4222-8222-222222222222';
const HOURS: OpeningHours = {
  timezone: 'America/Sao_Paulo',
  weekly: [],
  exceptions: [],
  scheduling: { enabled: false, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 2, alertMinutes: 15 },
  version: 'v1',
};
const NEXT_YEAR = new Date().getFullYear() + 1;

describe("'Feriados e datas especiais': the date is typed dd/mm/aaaa in any browser language", () => {
  it('adds the day typed, refuses one that is not real or already past, and saves it as the API takes it', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<OpeningHoursSection restaurantId={RESTAURANT_ID} />, {
      handlers: { 'openingHours.get': () => HOURS, 'openingHours.update': () => HOURS },
    });
    const field = await screen.findByLabelText('Data');
    const add = screen.getByRole('button', { name: 'Adicionar data' });
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await user.type(field, '31022026');
    expect(await screen.findByText('Data inválida: use o formato dd/mm/aaaa')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(field);
    await user.type(field, '05/03/2020');
    expect(await screen.findByText('Escolha hoje ou uma data futura')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.clear(field);
    await user.type(field, `05/03/${NEXT_YEAR}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(within(screen.getByRole('list', { name: 'Próximas exceções' })).getByText(`05/03/${NEXT_YEAR}`)).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    await waitFor(() =>
      expect((server.calls.find((call) => call.path === 'openingHours.update')?.input as OpeningHours | undefined)?.exceptions).toEqual([
        { date: `${NEXT_YEAR}-03-05`, closed: true, intervals: [] },
      ]),
    );
  });
});
