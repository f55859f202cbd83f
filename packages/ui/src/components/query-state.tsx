import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** What QueryState reads of a query (a tRPC/TanStack query result fits). */
export interface QueryLike<TData> {
  data: TData | undefined;
  isError: boolean;
  error: { message: string } | null;
}

interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** While loading: a text shown beside a spinner ("Carregando pedidos..."), any element, or by default a bare spinner. */
  loading?: ReactNode;
  /**
   * On failure: a text put before the server's message ("Não foi possível carregar seus pedidos: "),
   * or a function rendering the whole error state. By default the server's message alone.
   */
  error?: string | ((error: { message: string }) => ReactNode);
  /** Shown instead of the children when the data is empty: a text, or any element. */
  empty?: ReactNode;
  /** When the data counts as empty; by default null or an empty list. */
  isEmpty?: (data: TData) => boolean;
  /** Classes added to the loading, error and empty messages (spacing, alignment, size). */
  className?: string;
  children: (data: NonNullable<TData>) => ReactNode;
}

const emptyByDefault = (data: unknown) => data === null || (Array.isArray(data) && data.length === 0);

/**
 * The loading → error → empty → content chain every screen that shows a query goes through, so
 * each states its texts and not the logic. The error is announced (role="alert") and so is the
 * loading (role="status").
 */
export function QueryState<TData>({ query, loading, error, empty, isEmpty = emptyByDefault, className, children }: QueryStateProps<TData>) {
  if (query.isError) {
    const failure = query.error ?? { message: '' };
    if (typeof error === 'function') return error(failure);
    return (
      <p role="alert" className={cn('text-destructive', className)}>
        {error}
        {failure.message}
      </p>
    );
  }

  // A query without data that has not failed is loading (or waiting to be enabled).
  const data = query.data;
  if (data === undefined) {
    if (loading === undefined) return <Spinner />;
    if (typeof loading !== 'string') return loading;
    return (
      <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', className)}>
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
        {loading}
      </p>
    );
  }

  if (data === null || (empty !== undefined && isEmpty(data))) {
    if (typeof empty === 'string') return <p className={cn('text-muted-foreground', className)}>{empty}</p>;
    return empty ?? null;
  }
  return children(data);
}
