import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Column<Row> {
  /** The column's header (a `th scope="col"`). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown from this screen width up; below it the first cell usually carries what matters. */
  from?: 'sm' | 'md' | 'lg';
  align?: 'right';
  /** Extra classes of this column's cells. */
  className?: string;
}

interface DataTableProps<Row extends { id: string }> {
  columns: Column<Row>[];
  rows: Row[];
  /** 'panel': a bordered box of its own (admin lists); 'card': flush inside a Card's content. */
  variant?: 'panel' | 'card';
  /** The table's accessible name, when a screen has more than one. */
  label?: string;
}

// Whole class names (not built from parts) so that Tailwind finds them in the source.
const SHOWN_FROM = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;

const LOOK = {
  panel: {
    wrapper: 'overflow-x-auto rounded-lg border border-border bg-card',
    head: 'border-b border-border bg-muted/60 text-muted-foreground',
    header: (first: boolean) => cn('py-3 font-medium', first ? 'px-3 sm:px-4' : 'px-4'),
    cell: (first: boolean) => cn('py-3', first ? 'px-3 sm:px-4' : 'px-4'),
  },
  card: {
    wrapper: '-mx-6 overflow-x-auto px-6',
    head: 'border-b border-border text-muted-foreground',
    header: (_first: boolean, last: boolean) => cn('py-2 font-medium', !last && 'pr-4'),
    cell: (_first: boolean, last: boolean) => cn('py-3', !last && 'pr-3 sm:pr-4'),
  },
} as const;

/** A list as a table: one row per item, columns that give way on small screens. */
export function DataTable<Row extends { id: string }>({ columns, rows, variant = 'panel', label }: DataTableProps<Row>) {
  const look = LOOK[variant];
  const position = (index: number) => [index === 0, index === columns.length - 1] as const;
  return (
    <div className={look.wrapper}>
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className={look.head}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={cn(look.header(...position(index)), column.from && SHOWN_FROM[column.from], column.align === 'right' && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, index) => (
                <td
                  key={column.header}
                  className={cn(
                    look.cell(...position(index)),
                    column.from && SHOWN_FROM[column.from],
                    column.align === 'right' && 'text-right',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
