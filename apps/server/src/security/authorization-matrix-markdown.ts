import type { Access } from '@direto/api';
import { AUTHORIZATION_MATRIX, PRINCIPAL_DESCRIPTIONS, PRINCIPALS, type MatrixRow, type Status } from './authorization-matrix';

/** Where the generated copy lives, from the repository root. */
export const AUTHORIZATION_MATRIX_DOC = 'docs/authorization-matrix.md';

const ACCESS_LABELS: Record<Access, string> = {
  public: 'public',
  signedIn: 'signed in',
  customer: 'customer',
  owner: 'restaurant owner',
  restaurantStaff: 'restaurant owner or staff',
  admin: 'admin',
};

function cell(status: Status): string {
  return status < 300 ? `✅ ${status}` : status < 400 ? `↪️ ${status}` : status === 409 ? `⚠️ ${status}` : `⛔ ${status}`;
}

function tableRow(first: string, row: MatrixRow): string {
  const procedure = row.procedure ? `\`${row.procedure}\`` : '— (plain route)';
  return `| ${first} | ${procedure} | ${ACCESS_LABELS[row.access]} | ${row.target} | ${PRINCIPALS.map((who) => cell(row.expected[who])).join(' | ')} |`;
}

/** docs/authorization-matrix.md, rendered from AUTHORIZATION_MATRIX. */
export function renderAuthorizationMatrix(): string {
  const header = (first: string) => [
    `| ${first} | tRPC procedure | Role required | About | ${PRINCIPALS.map((who) => PRINCIPAL_DESCRIPTIONS[who].title).join(' | ')} |`,
    `|---|---|---|---|${PRINCIPALS.map(() => ':-:').join('|')}|`,
  ];
  const rest = AUTHORIZATION_MATRIX.filter((row) => row.path);
  const trpcOnly = AUTHORIZATION_MATRIX.filter((row) => !row.path);
  return [
    '# Authorization matrix',
    '',
    '<!-- Generated from apps/server/src/security/authorization-matrix.ts by `pnpm --filter @direto/server docs:authz`. Do not edit by hand. -->',
    '',
    'Who may make each call, and the HTTP status each kind of caller gets. The table is the one',
    '`apps/server/src/security/authorization-matrix.test.ts` runs: every cell is a real request,',
    'through the REST path and through its tRPC procedure (`/trpc/<procedure>`, which answers the same',
    'status, 200 where REST answers 201), against a real database. The rows are generated from the',
    'router: each procedure declares its REST path and its access level in its own `.meta(...)`; the',
    'access level is set by the role builder it is made from (`packages/api/src/trpc.ts`), which',
    'enforces that same field, so this table and the check cannot disagree. The statuses follow from',
    'the access level; the few cells where ownership ("owner A may not touch restaurant B", checked by',
    'the services) or state changes the answer are listed in `CALLS`. Live-order subscriptions',
    '(`live.*`) are tested with their own code.',
    '',
    '## Beyond the role',
    '',
    '- **Live streams** (`live.*`, server-sent events) are authorised when they open and belong to the',
    '  session that opened them: logout, a password change (other sessions), \'Sair de todos os outros',
    '  dispositivos\', the deletion of the account or of the restaurant end them within a second in every',
    '  server process (PostgreSQL `NOTIFY` on `live_revocations`; a process that missed it re-checks its',
    '  streams when it reconnects, and every new stream is re-checked once registered). One session holds',
    '  at most 5 streams per server process; the 6th gets 429.',
    '- **Rate limits** count before the work, in one atomic statement each: login 10 failures per',
    '  (email, address), 30 per address and 100 per email in 15 minutes; registration per address per',
    '  hour; set-password and upload URLs per address. A tRPC batch holds at most 10 calls, each counted.',
    '- **Pagination cursors** (`before`) must be one of the caller\'s own orders; any other id is a 400.',
    '- **Retried orders**: an `Idempotency-Key` is scoped to the customer who sent it.',
    '',
    '## Callers',
    '',
    ...PRINCIPALS.map((who) => `- **${PRINCIPAL_DESCRIPTIONS[who].title}**: ${PRINCIPAL_DESCRIPTIONS[who].description}.`),
    '',
    'Cells: ✅ allowed · ↪️ redirect · ⛔ 401 not signed in / 403 not allowed for this caller · ⚠️ 409 allowed, but the current state refuses it.',
    '',
    '## REST paths of the spec',
    '',
    ...header('Call'),
    ...rest.map((row) => tableRow(`\`${row.method} ${row.path}\``, row)),
    '',
    '## Procedures reachable only through tRPC',
    '',
    ...header('Call'),
    ...trpcOnly.map((row) => tableRow(`${row.method === 'GET' ? 'query' : 'mutation'}`, row)),
    '',
  ].join('\n');
}
