import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startUploadTarget, type UploadTarget } from '@/features/upload/testing/upload-target';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from '../settings-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria', lastName: 'Silva' });
const LOGO_ID = '44444444-4444-4444-8444-444444444444';
const COVER_ID = '55555555-5555-4555-8555-555555555555';
let target: UploadTarget;

beforeAll(async () => {
  target = await startUploadTarget();
  // jsdom has no object URLs; the upload dialog uses one for the local preview.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterAll(() => target.close());
beforeEach(() => target.reset());

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], name, { type: 'image/png' });

function renderSettings(restaurant = makeOwnedRestaurant({ ownerId: owner.id })) {
  const ids = [LOGO_ID, COVER_ID];
  return renderWithProviders(<SettingsPage />, {
    handlers: {
      'auth.me': () => owner,
      'restaurant.mine': () => [restaurant],
      'restaurant.update': (input) => ({ ...restaurant, ...(input as object) }),
      'upload.createUploadUrl': () => {
        const id = ids.shift() ?? LOGO_ID;
        return { uploadURL: `${target.origin}/api/objects/upload/${id}?signature=x`, objectPath: `/objects/${id}` };
      },
    },
  });
}

async function uploadThrough(button: string, file: File) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await user.upload(within(dialog).getByLabelText(/Clique para escolher/), file);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Configurações › Restaurante: logo and cover photo', () => {
  it('uploads both, previews them and saves them with the restaurant', async () => {
    const user = userEvent.setup();
    target.answers = [{ status: 200 }, { status: 200 }];
    const { server } = renderSettings();

    await uploadThrough('Escolher logo', png('logo.png'));
    expect(screen.getByRole('img', { name: 'Logo atual' })).toHaveAttribute('src', `/objects/${LOGO_ID}`);
    await uploadThrough('Escolher capa', png('capa.png'));
    expect(screen.getByRole('img', { name: 'Foto de capa atual' })).toHaveAttribute('src', `/objects/${COVER_ID}`);
    expect(target.received).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Configurações atualizadas!')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'restaurant.update')?.input).toMatchObject({
      imageUrl: `/objects/${LOGO_ID}`,
      coverUrl: `/objects/${COVER_ID}`,
    });
  });

  it('removes the logo (null) and leaves the untouched cover out of the save', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings(makeOwnedRestaurant({ ownerId: owner.id, imageUrl: `/objects/${LOGO_ID}`, coverUrl: `/objects/${COVER_ID}` }));
    await user.click(await screen.findByRole('button', { name: 'Remover logo' }));
    expect(screen.queryByRole('img', { name: 'Logo atual' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Configurações atualizadas!')).toBeInTheDocument();
    const sent = server.calls.find((call) => call.path === 'restaurant.update')?.input as Record<string, unknown>;
    expect(sent.imageUrl).toBeNull();
    expect('coverUrl' in sent).toBe(false);
  });
});
