import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-app';
import { pending } from '@/test/fake-server';
import { Logo, type LogoSize } from './logo';

describe('Logo (spec §2)', () => {
  it('shows a placeholder while the logo loads', () => {
    renderWithProviders(<Logo />, { handlers: { 'logo.get': pending } });
    expect(screen.getByTestId('logo-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the uploaded logo', async () => {
    renderWithProviders(<Logo />, { handlers: { 'logo.get': () => ({ logoPath: '/objects/0b9f5c2e-1d7a-4a43-9d0e-6a8f1c2b3d4e' }) } });
    const img = await screen.findByRole('img', { name: 'Direto' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/objects/0b9f5c2e-1d7a-4a43-9d0e-6a8f1c2b3d4e');
  });

  it('shows the default icon when no logo was uploaded', async () => {
    renderWithProviders(<Logo />, { handlers: { 'logo.get': () => ({ logoPath: null }) } });
    const icon = await screen.findByRole('img', { name: 'Direto' });
    expect(icon.tagName).toBe('DIV');
  });

  it('falls back to the default icon when the call fails', async () => {
    renderWithProviders(<Logo />, {
      handlers: {
        'logo.get': () => {
          throw new Error('Erro interno do servidor');
        },
      },
    });
    expect((await screen.findByRole('img', { name: 'Direto' })).tagName).toBe('DIV');
  });

  it.each<[LogoSize, string]>([
    ['sm', 'size-8'],
    ['md', 'size-12'],
    ['lg', 'size-16'],
    ['xl', 'size-24'],
    ['hero', 'size-32'],
  ])('size %s', async (size, className) => {
    renderWithProviders(<Logo size={size} />, { handlers: { 'logo.get': () => ({ logoPath: null }) } });
    expect(await screen.findByRole('img', { name: 'Direto' })).toHaveClass(className);
  });
});
