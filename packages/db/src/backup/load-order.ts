import { BackupError } from './backup-manifest';

/**
 * The tables in an order in which every table comes after the tables it references, so each
 * COPY FROM finds the rows its foreign keys point to (no superuser needed to switch checks off).
 * A table's reference to itself is ignored: it has none today, and its rows would need their
 * own order (a failed restore says so; it never loads half).
 */
export function loadOrder(tables: readonly string[], edges: readonly { table: string; references: string }[]): string[] {
  const pending = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references } of edges) {
    if (table !== references && pending.has(references)) pending.get(table)?.add(references);
  }
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, needs]) => needs.size === 0).map(([table]) => table).sort();
    if (ready.length === 0) throw new BackupError(`As tabelas ${[...pending.keys()].join(', ')} referenciam-se em ciclo; não há ordem de carga.`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
      for (const needs of pending.values()) needs.delete(table);
    }
  }
  return ordered;
}
