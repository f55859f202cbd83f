import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagsInput } from './tags-input';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagsInput value={tags} onChange={setTags} />;
}

const shownTags = () => within(screen.getByRole('list', { name: 'Tags do produto' })).getAllByRole('listitem').map((li) => li.textContent);

describe('TagsInput', () => {
  it('adds with Enter or the Adicionar button, trimmed, ignoring empty and duplicate tags', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, '  picante  {Enter}');
    expect(shownTags()).toEqual(['picante']);
    expect(input).toHaveValue('');

    await user.type(input, 'vegano');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(input, 'PICANTE{Enter}');
    await user.type(input, '   {Enter}');
    expect(shownTags()).toEqual(['picante', 'vegano']);
  });

  it('removes a tag with its own button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['doce', 'gelado']} />);
    await user.click(screen.getByRole('button', { name: 'Remover tag doce' }));
    expect(shownTags()).toEqual(['gelado']);
  });
});
