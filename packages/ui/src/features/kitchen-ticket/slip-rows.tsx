import type { CashSlipRow } from '@direto/contracts';

/** The rows of a printed slip (the caixa's closing, a table's conferência): a text with its value at the right, bold, or a rule. */
export function SlipRows({ rows }: { rows: readonly CashSlipRow[] }) {
  return rows.map((row, index) =>
    row.rule ? (
      <hr key={index} className="kt-rule" />
    ) : (
      <div key={index} className="kt-amount" style={row.bold ? { fontWeight: 700 } : undefined}>
        <span>{row.text}</span>
        {row.value ? <span>{row.value}</span> : null}
      </div>
    ),
  );
}
