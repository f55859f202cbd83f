import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** How import-x finds a module: TypeScript sources without extensions, workspace packages through their exports. */
const resolverOptions = { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'default'] };

const RAW_SQL = 'SQL as text belongs in packages/db/src/sql: write the query with queries(em) (Kysely, typed from the entities) or add a function there.';
const RAW_SQL_IMPORTS = [
  { name: 'kysely', importNames: ['sql', 'CompiledQuery'], message: RAW_SQL },
  { name: '@mikro-orm/core', importNames: ['raw', 'sql'], message: RAW_SQL },
  { name: '@mikro-orm/postgresql', importNames: ['raw', 'sql'], message: RAW_SQL },
];
const RAW_SQL_SYNTAX = [
  // MikroORM's em.execute / connection.execute take SQL text (Kysely's execute() takes nothing).
  { selector: "CallExpression[callee.property.name='execute'][arguments.length>0]", message: RAW_SQL },
  // pg's client.query('…') (tRPC's .query takes a function).
  { selector: "CallExpression[callee.property.name='query'][arguments.0.type=/^(Literal|TemplateLiteral)$/]", message: RAW_SQL },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/dist-e2e/**', '**/.data/**', '**/.turbo/**', 'bench/results-raw/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules: each file is checked with the tsconfig of its package.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A promise nobody awaits loses its error; one passed where a void callback is expected, too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // No import cycles, within a package or across packages: a cycle makes the order modules start
    // in decide what a module sees, and ties modules that should stand apart. The rule does not
    // follow type-only imports (`import type`, or every specifier `type`), and has no option to:
    // they are erased before the code runs, so they cannot cause what the rule guards against.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver(resolverOptions)],
      'import-x/extensions': resolverOptions.extensions,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The web app's '@/…' paths (packages/ui/tsconfig.json).
    files: ['packages/ui/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [createNodeResolver({ ...resolverOptions, alias: { '@': [`${import.meta.dirname}/packages/ui/src`] } })] },
  },
  {
    // Raw SQL lives in packages/db/src/sql (what Kysely cannot write) and packages/db/migrations
    // (the schema's history); every other query is typed (docs/architecture.md, "Typed queries").
    // Tests, their harnesses and the bench may write SQL to set up and inspect the database.
    files: ['apps/**/*.ts', 'packages/**/*.ts'],
    ignores: ['packages/db/src/sql/**', 'packages/db/migrations/**', '**/*.test.ts', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: RAW_SQL_IMPORTS }],
      'no-restricted-syntax': ['error', ...RAW_SQL_SYNTAX],
    },
  },
  {
    // Config files outside every tsconfig: no type information for them.
    files: ['*.js', '*.config.ts', '**/*.config.ts', '**/*.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The service worker is plain JavaScript served as it is (packages/ui/public/sw.js).
    files: ['packages/ui/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.serviceworker } },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
