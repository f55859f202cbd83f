import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startUploadTarget, type UploadTarget } from '@/features/upload/testing/upload-target';
import { renderWithProviders } from '@/test/render-app';
import { ProductImageField } from './product-image-field';

const OBJECT_ID = '33333333-3333-4333-8333-333333333333';
let target: UploadTarget;

beforeAll(async () => {
  target = await startUploadTarget();
  // jsdom has no object URLs; the dialog uses one for the local preview.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterAll(() => target.close());
beforeEach(() => target.reset());

function Harness() {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  return <ProductImageField value={imageUrl} onChange={setImageUrl} />;
}

function renderField() {
  return renderWithProviders(<Harness />, {
    handlers: {
      'upload.createUploadUrl': () => ({ uploadURL: `${target.origin}/api/objects/upload/${OBJECT_ID}?signature=x`, objectPath: `/objects/${OBJECT_ID}` }),
    },
  });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], 'prato.png', { type: 'image/png' });

describe('product image (spec §2, §4, §8)', () => {
  it('chooses one image in a separate modal, uploads it and replaces the preview', async () => {
    const user = userEvent.setup();
    target.answers = [{ status: 200, body: JSON.stringify({ objectPath: `/objects/${OBJECT_ID}` }) }];
    const { server } = renderField();
    expect(screen.getByText('Sem imagem')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Escolher imagem' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('PNG, JPG até 5MB')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/Clique para escolher/), png());

    expect(await screen.findByText('Imagem carregada')).toBeInTheDocument();
    expect(screen.getByText('A imagem do produto foi carregada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Imagem do produto' })).toHaveAttribute('src', `/objects/${OBJECT_ID}`);
    expect(target.received).toEqual([{ url: `/api/objects/upload/${OBJECT_ID}?signature=x`, bytes: 12, contentType: 'image/png' }]);
    expect(server.calls.filter((call) => call.path === 'upload.createUploadUrl')).toHaveLength(1);
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const user = userEvent.setup();
    const { server } = renderField();
    await user.click(screen.getByRole('button', { name: 'Escolher imagem' }));
    const dialog = await screen.findByRole('dialog');
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Clique para escolher/), large);
    expect(await within(dialog).findByText('A imagem deve ter no máximo 5 MB.')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('shows a fatal refusal in the modal and keeps the old preview', async () => {
    const user = userEvent.setup();
    target.answers = [{ status: 415, body: JSON.stringify({ message: 'Envie uma imagem PNG, JPEG, WebP ou GIF.' }) }];
    renderField();
    await user.click(screen.getByRole('button', { name: 'Escolher imagem' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText(/Clique para escolher/), png());
    expect(await within(dialog).findByText('Envie uma imagem PNG, JPEG, WebP ou GIF.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(target.received).toHaveLength(1);
    expect(screen.getByText('Sem imagem')).toBeInTheDocument();
  });
});
