export * from './database-unavailable';
export * from './entities';
export * from './orm';
export * from './password';
export * from './prepared-statement';
