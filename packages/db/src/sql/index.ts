// The raw SQL of the application (beyond migrations): what Kysely cannot write. Only this folder
// may write SQL as text (eslint.config.js, "raw SQL"); see docs/architecture.md, "Typed queries".
export * from './connection-probe';
export * from './create-database';
export * from './folded-name';
export * from './intervals';
export * from './json-rows';
export * from './listen';
export * from './local-day';
export * from './migration-lock';
export * from './report-daily-totals';
