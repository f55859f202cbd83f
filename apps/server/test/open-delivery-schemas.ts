import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { parse } from 'yaml';

/**
 * The Open Delivery 1.7.1 document's component schemas (a copy of the standard's yaml, so a clean
 * clone needs nothing beside the repository), compiled with ajv: the conformance checks of issue 34
 * validate every response body Direto sends a POS against them.
 */
const DOCUMENT = new URL('./fixtures/open-delivery-1.7.1.yaml', import.meta.url);

type JsonSchema = Record<string, unknown>;

/** The document's `format`s that are not JSON Schema's (notes.md §8): descriptive only. */
const NON_STANDARD_FORMATS = ['decimal', 'double', 'float', 'SHA256', 'UUID', 'URI', 'CRC32'];

/** The version enums stop at 1.6.0 while the document is 1.7.1 (notes.md §8): any version text passes. */
function stripVersionEnums(schemas: Record<string, JsonSchema>) {
  const properties = (schema: JsonSchema | undefined) => (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const app = properties(schemas.VersionOrderingApp);
  for (const part of [app.merchant, app.order]) delete properties(part).version?.enum;
  for (const field of Object.values(properties(schemas.VersionMerchant))) delete field.enum;
}

/** OpenAPI 3.0 → JSON Schema where it matters: refs into one root, `nullable: true` as a null type. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace('#/components/schemas/', '#/definitions/');
    else if (key !== 'nullable') out[key] = toJsonSchema(value);
  }
  const source = node as JsonSchema;
  if (source.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

function compileDocument() {
  const document = parse(readFileSync(DOCUMENT, 'utf8')) as { components: { schemas: Record<string, JsonSchema> } };
  const schemas = document.components.schemas;
  stripVersionEnums(schemas);
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  for (const format of NON_STANDARD_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema({ $id: 'open-delivery', definitions: toJsonSchema(schemas) });
  return { ajv, names: new Set(Object.keys(schemas)), schemas };
}

let compiled: ReturnType<typeof compileDocument> | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(schemaName: string): ValidateFunction {
  compiled ??= compileDocument();
  const cached = validators.get(schemaName);
  if (cached) return cached;
  const isList = schemaName.endsWith('[]');
  const name = isList ? schemaName.slice(0, -2) : schemaName;
  if (!compiled.names.has(name)) throw new Error(`O documento Open Delivery 1.7.1 não tem o schema ${name}`);
  const ref = { $ref: `open-delivery#/definitions/${name}` };
  const validate = compiled.ajv.compile(isList ? { type: 'array', items: ref } : ref);
  validators.set(schemaName, validate);
  return validate;
}

/**
 * The schema an object of `schemaName` is really checked against: its discriminator's mapping
 * (Event → EventMetadataCancel for a CANCELLED…), which ajv does not follow by itself.
 */
function discriminated(schemaName: string, body: unknown): string {
  compiled ??= compileDocument();
  const discriminator = compiled.schemas[schemaName]?.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[discriminator?.propertyName ?? ''] : undefined;
  const mapped = typeof value === 'string' ? discriminator?.mapping?.[value] : undefined;
  return mapped ? mapped.replace('#/components/schemas/', '') : schemaName;
}

/**
 * Fails the test unless `body` is valid against the document's component schema `schemaName`
 * (`Event[]` for a list of them), naming every violation.
 */
export function expectValid(schemaName: string, body: unknown): void {
  if (schemaName.endsWith('[]') && Array.isArray(body)) {
    validatorFor(schemaName);
    for (const item of body) expectValid(schemaName.slice(0, -2), item);
    return;
  }
  const validate = validatorFor(discriminated(schemaName, body));
  const valid = validate(body);
  const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '(raiz)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  expect(problems, `${schemaName}: ${JSON.stringify(body)}`).toEqual([]);
  expect(valid).toBe(true);
}
