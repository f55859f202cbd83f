export * from './entities';
export * from './orm';
export * from './password';
export * from './embedded-postgres';
export * from './seed';
