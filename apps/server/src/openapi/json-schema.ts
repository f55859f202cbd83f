import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown; properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * Turns zod schemas into JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Definitions zod puts in
 * `$defs` (named or recursive schemas) are moved to `components.schemas`, since a `#/$defs/...`
 * reference would otherwise point at the root of the OpenAPI document.
 */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output', ownerName: string): JsonSchema {
    const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const rootName = `${ownerName}_${io}`;
    // zod names anonymous shared definitions __schema0, __schema1...: keep them apart per operation.
    const componentName = (defName: string) => (defName.startsWith('__') ? `${ownerName}_${defName.replace(/^_+/, '')}` : defName);
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string') return [key, rewrite(value)];
        if (value === '#') return [key, `#/components/schemas/${rootName}`];
        return [key, value.replace(/^#\/\$defs\/(.+)$/, (_m, name: string) => `#/components/schemas/${componentName(name)}`)];
      });
      return Object.fromEntries(entries);
    };
    for (const [name, definition] of Object.entries($defs ?? {})) this.components[componentName(name)] = rewrite(definition) as JsonSchema;
    const converted = rewrite(json) as JsonSchema;
    if (JSON.stringify(json).includes('"$ref":"#"')) {
      // The root refers to itself: it must live in components to be referable.
      this.components[rootName] = converted;
      return { $ref: `#/components/schemas/${rootName}` };
    }
    return converted;
  }
}
