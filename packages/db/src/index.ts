export { jsonArrayFrom, jsonBuildObject, jsonObjectFrom, poolQueries, queries, type Database, type Expression, type ExpressionBuilder, type Kysely, type NewTableRow, type QueryCreator, type SqlBool, type TableRow } from './database';
export * from './sql';
export * from './database-unavailable';
export * from './notify';
export * from './entities';
export * from './orm';
export * from './password';
export * from './prepared-statement';
export { diskProblem } from './backup/disk-problem';
