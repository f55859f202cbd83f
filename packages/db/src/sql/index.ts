// The raw SQL of the application (beyond migrations): what Kysely cannot write. Only this folder
// may write SQL as text (eslint.config.js, "raw SQL"); see docs/architecture.md, "Typed queries".
export * from './json-rows';
