import type { InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The box's classes (its share of a row, e.g. flex-1). */
  boxClassName?: string;
}

/** A search field with the magnifier inside it, at the left. */
export function SearchInput({ boxClassName, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', boxClassName)}>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" {...props} className={cn('pl-9', className)} />
    </div>
  );
}
