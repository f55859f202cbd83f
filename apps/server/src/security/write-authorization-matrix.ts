import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { AUTHORIZATION_MATRIX_DOC, renderAuthorizationMatrix } from './authorization-matrix-markdown';

// pnpm --filter @direto/server docs:authz — regenerates docs/authorization-matrix.md from the table.
const file = join(REPO_ROOT, AUTHORIZATION_MATRIX_DOC);
writeFileSync(file, renderAuthorizationMatrix());
console.log(`${AUTHORIZATION_MATRIX_DOC} atualizado.`);
