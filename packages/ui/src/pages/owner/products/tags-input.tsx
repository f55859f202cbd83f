import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addTag, removeTag } from './tag-rules';

interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
}

/** The product's tags: type one and press Enter or 'Adicionar'; each tag has its remove button. */
export function TagsInput({ value, onChange }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const add = () => {
    const result = addTag(value, draft);
    if (result.tags.length !== value.length) onChange(result.tags);
    if (result.clearInput) setDraft('');
    setMessage(result.message);
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="Ex.: vegetariano"
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the tag instead of submitting the product form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          Adicionar
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags do produto">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(removeTag(value, tag))}
                  className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Remover tag ${tag}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
