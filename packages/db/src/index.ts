export { jsonArrayFrom, jsonBuildObject, jsonObjectFrom, queries, type Database, type Expression, type ExpressionBuilder, type NewTableRow, type SqlBool, type TableRow } from './database';
export * from './sql';
export * from './database-unavailable';
export * from './notify';
export * from './entities';
export * from './orm';
export * from './password';
export * from './prepared-statement';
