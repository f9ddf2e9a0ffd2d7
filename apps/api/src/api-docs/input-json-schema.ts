import { type ZodType, z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema of what a caller sends (the schema's input side: before defaults and transforms),
 * in draft 2020-12, OpenAPI 3.1's own dialect. Shared or recursive parts zod puts under `$defs` move
 * to `components` as `<prefix>.<name>`: inside the document a `#/$defs/…` reference would resolve
 * against the document's root, where there is none.
 */
export function inputJsonSchema(schema: ZodType, components: Record<string, JsonSchema>, prefix: string): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const rootName = componentName(prefix);
  const refs = new Map<string, string>([['#', `#/components/schemas/${rootName}`]]);
  for (const name of Object.keys(($defs ?? {}) as object))
    refs.set(`#/$defs/${name}`, `#/components/schemas/${componentName(`${prefix}.${name}`)}`);
  const hoisted = Object.entries(($defs ?? {}) as Record<string, JsonSchema>).map(
    ([name, def]) => [componentName(`${prefix}.${name}`), withRefs(def, refs)] as const,
  );
  const converted = withRefs(root, refs) as JsonSchema;
  for (const [name, def] of hoisted) components[name] = def as JsonSchema;
  if (!refersTo([converted, hoisted], refs.get('#')!)) return converted;
  // A schema that contains itself: the root becomes a component too, so its `#` has a name.
  components[rootName] = converted;
  return { $ref: refs.get('#') };
}

/** Component names allow letters, digits, `.`, `-` and `_` only. */
export function componentName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

function withRefs(value: unknown, refs: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefs(item, refs));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? (refs.get(item) ?? item) : withRefs(item, refs),
    ]),
  );
}

function refersTo(value: unknown, ref: string): boolean {
  return JSON.stringify(value).includes(JSON.stringify(ref));
}
