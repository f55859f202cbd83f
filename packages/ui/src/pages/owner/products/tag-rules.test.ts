import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-rules';

describe('tag rules (spec §4)', () => {
  it('adds a trimmed tag and clears the input', () => {
    expect(addTag(['doce'], '  vegano ')).toEqual({ tags: ['doce', 'vegano'], clearInput: true, message: null });
  });

  it('ignores an empty tag', () => {
    expect(addTag(['doce'], '   ')).toEqual({ tags: ['doce'], clearInput: true, message: null });
  });

  it('ignores a duplicate, whatever its case', () => {
    expect(addTag(['Doce'], 'doce')).toEqual({ tags: ['Doce'], clearInput: true, message: null });
    expect(addTag(['Doce'], ' Doce ').tags).toEqual(['Doce']);
  });

  it('refuses what the server would refuse, keeping the text to fix', () => {
    expect(addTag([], 'x'.repeat(31))).toMatchObject({ tags: [], clearInput: false, message: 'Cada tag pode ter no máximo 30 caracteres' });
    const twenty = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    expect(addTag(twenty, 'mais uma')).toMatchObject({ tags: twenty, clearInput: false, message: 'No máximo 20 tags por produto' });
  });

  it('removes one tag', () => {
    expect(removeTag(['doce', 'vegano', 'gelado'], 'vegano')).toEqual(['doce', 'gelado']);
  });
});
