import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readPrintSettings } from '@/features/kitchen-ticket/print-settings';
import { ticketPrinter } from '@/features/kitchen-ticket/print-ticket';
import { PrintingSection } from './printing-section';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Configurações › Impressão', () => {
  it("keeps this device's paper width, copies and automatic printing, and prints a test page with them", async () => {
    const user = userEvent.setup();
    const pages: Document[] = [];
    vi.spyOn(ticketPrinter, 'print').mockImplementation((frame) => pages.push(frame.document));
    const { unmount } = render(<PrintingSection restaurantName="Sabor da Bahia" />);

    expect(screen.getByRole('combobox', { name: 'Largura do papel' })).toHaveTextContent('80 mm');
    expect(screen.getByRole('combobox', { name: 'Cópias' })).toHaveTextContent('1');
    expect(screen.getByRole('switch', { name: 'Imprimir automaticamente ao confirmar' })).not.toBeChecked();

    await user.click(screen.getByRole('combobox', { name: 'Largura do papel' }));
    await user.click(screen.getByRole('option', { name: '58 mm' }));
    await user.click(screen.getByRole('combobox', { name: 'Cópias' }));
    await user.click(screen.getByRole('option', { name: '2' }));
    await user.click(screen.getByRole('switch', { name: 'Imprimir automaticamente ao confirmar' }));
    expect(readPrintSettings()).toEqual({ paper: 58, copies: 2, autoPrintOnConfirm: true });

    await user.click(screen.getByRole('button', { name: 'Imprimir página de teste' }));
    expect(pages).toHaveLength(1);
    const tickets = pages[0]?.querySelectorAll('.kitchen-ticket--58') ?? [];
    expect(tickets).toHaveLength(2);
    expect(tickets[0]?.textContent).toContain('PÁGINA DE TESTE');
    expect(tickets[0]?.textContent).toContain('Sabor da Bahia');
    expect(pages[0]?.head.textContent).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);

    // Another visit on this device finds the same choices.
    unmount();
    render(<PrintingSection restaurantName="Sabor da Bahia" />);
    expect(screen.getByRole('combobox', { name: 'Largura do papel' })).toHaveTextContent('58 mm');
    expect(screen.getByRole('combobox', { name: 'Cópias' })).toHaveTextContent('2');
    expect(screen.getByRole('switch', { name: 'Imprimir automaticamente ao confirmar' })).toBeChecked();
  });
});
