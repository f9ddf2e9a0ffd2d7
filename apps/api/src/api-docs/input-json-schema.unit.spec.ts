import { z } from 'zod';
import { type JsonSchema, inputJsonSchema } from './input-json-schema';

/** Every `$ref` in a value. */
const refsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref!);

describe('inputJsonSchema', () => {
  test('describes what a caller sends: a defaulted field is optional, a transformed one keeps its input type', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      page: z.number().int().default(1),
      tags: z.string().transform((text) => text.split(',')),
    });
    const json = inputJsonSchema(schema, {}, 'route');
    expect(json.required).toEqual(['name', 'tags']);
    expect((json.properties as Record<string, JsonSchema>).tags).toEqual({ type: 'string' });
    expect(json.$schema).toBeUndefined();
  });

  test('moves shared definitions to the components, so their references resolve inside the document', () => {
    const topic = z.object({ topicID: z.string() }).meta({ id: 'Topic' });
    const components: Record<string, JsonSchema> = {};
    const json = inputJsonSchema(z.object({ from: topic, to: topic }), components, 'Catalog.move.body');
    expect(json.$defs).toBeUndefined();
    expect(Object.keys(components)).toEqual(['Catalog.move.body.Topic']);
    expect(refsIn(json)).toEqual([
      '#/components/schemas/Catalog.move.body.Topic',
      '#/components/schemas/Catalog.move.body.Topic',
    ]);
  });

  test('names a schema that contains itself, so its own reference resolves', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const components: Record<string, JsonSchema> = {};
    const json = inputJsonSchema(node, components, 'Tree');
    const everyRef = refsIn([json, components]);
    expect(everyRef.length).toBeGreaterThan(0);
    for (const ref of everyRef) expect(components[ref.replace('#/components/schemas/', '')]).toBeDefined();
  });
});
