import { type AccessRule, type RouteEntry, routeTableOf } from '@notebook/kernel';
import { TestApi } from '../support/test-api';

/**
 * Issue 25: the API describes itself. `/api/docs/openapi.json` is an OpenAPI 3.1 document with
 * exactly the routes Nest serves (routeTableOf), each with its access rule and the zod contract of
 * its input; `/api/docs` is the same as a page a person reads.
 */
type Operation = {
  operationId: string;
  'x-access': { kind: string; privileges?: string[]; save?: unknown };
  security?: unknown[];
  responses?: Record<string, unknown>;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
};
type PathItem = { servers?: unknown[] } & Record<string, Operation>;
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: Array<{ url: string }>;
  paths: Record<string, PathItem>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let api: TestApi;
let document: Document;
let routes: RouteEntry[];

beforeAll(async () => {
  api = await TestApi.start({ jobWorker: false });
  const response = await fetch(`${api.baseUrl}/api/docs/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  document = (await response.json()) as Document;
  routes = routeTableOf(api.app);
});
afterAll(() => api.stop());

/** Every operation of the document as `METHOD /path`, with the path item it sits in. */
function operations(): Array<{ key: string; item: PathItem; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      item,
      operation: item[method]!,
    })),
  );
}
const keyOf = (route: RouteEntry) => `${route.method} /${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
/** What `x-access` must say for a rule: its kind, the privileges as a list (any one suffices), the save split. */
function expectedAccess(rule: AccessRule): Operation['x-access'] {
  if (rule.kind !== 'admin') return { kind: rule.kind };
  const privileges = typeof rule.privileges === 'string' ? [rule.privileges] : [...(rule.privileges ?? [])];
  return { kind: 'admin', privileges, ...(rule.save ? { save: rule.save } : {}) };
}

test('the document lists exactly the routes served, each with its access rule', () => {
  // Routes registered on Fastify outside Nest say so by serving from their own base, not /api.
  const documented = operations().filter(({ item }) => !item.servers);
  const served = new Map(routes.map((route) => [keyOf(route), route]));
  const listed = new Set(documented.map(({ key }) => key));
  expect({
    'served routes missing from the document': routes
      .filter((route) => !listed.has(keyOf(route)))
      .map((route) => `${keyOf(route)} (${route.handler})`),
    'documented operations no route serves': [...listed].filter((key) => !served.has(key)),
  }).toEqual({ 'served routes missing from the document': [], 'documented operations no route serves': [] });
  expect(documented).toHaveLength(routes.length);

  // Keyed by route, so a wrong rule shows by name in the diff.
  const access = Object.fromEntries(documented.map(({ key, operation }) => [key, operation['x-access']]));
  expect(access).toEqual(
    Object.fromEntries(documented.map(({ key }) => [key, expectedAccess(served.get(key)!.rule!)])),
  );
  const bearerMismatch = documented
    .filter(({ operation }) => (operation['x-access'].kind === 'public') === !!operation.security)
    .map(({ key }) => key);
  expect({ 'public routes asking for a token, or others not asking': bearerMismatch }).toEqual({
    'public routes asking for a token, or others not asking': [],
  });
  console.log(
    `openapi: ${documented.length} routes from the route table, ${operations().length - documented.length} outside it`,
  );
});

test('the routes outside Nest are described by hand: the editor images, not the web app', () => {
  const outside = operations().filter(({ item }) => item.servers);
  expect(outside.map(({ key }) => key)).toEqual(['GET /uploads/images/{name}']);
  expect(outside[0]!.operation['x-access']).toEqual({ kind: 'public' });
});

test("a route's input is its zod contract: sign-in needs a username and a password, a path names its parameter", () => {
  const login = document.paths['/auth/login']!.post!;
  const schema = login.requestBody!.content['application/json']!.schema as {
    type: string;
    required: string[];
    properties: Record<string, unknown>;
  };
  expect(schema.type).toBe('object');
  expect(schema.required).toEqual(expect.arrayContaining(['username', 'password']));
  expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['username', 'password']));
  expect(login['x-access']).toEqual({ kind: 'public' });

  const pathRoute = routes.find((route) => route.path.includes(':'))!;
  const [, pathName] = /:([A-Za-z0-9_]+)/.exec(pathRoute.path)!;
  const operation = operations().find(({ key }) => key === keyOf(pathRoute))!.operation;
  expect(operation.parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: pathName, in: 'path', required: true })]),
  );
});

test('the document is OpenAPI 3.1: paths start with /, every operation has responses, every $ref resolves', () => {
  expect(document.openapi).toMatch(/^3\.1\.\d+$/);
  expect(document.info.title).toBeTruthy();
  expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
  expect(Object.keys(document.paths).filter((path) => !path.startsWith('/'))).toEqual([]);
  expect(
    operations()
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).length)
      .map(({ key }) => key),
  ).toEqual([]);
  const ids = operations().map(({ operation }) => operation.operationId);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  expect(unresolvedRefs(document)).toEqual([]);
});

test('/api/docs is a page naming the routes with their access, with no script', async () => {
  const response = await fetch(`${api.baseUrl}/api/docs`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  for (const text of ['/api/auth/login', '/api/health', '/uploads/images/{name}', 'admin', 'public', '<details>'])
    expect(html).toContain(text);
  expect(html).not.toMatch(/<script/i);
});

/** Each `$ref` that points at nothing in the document, with where it was found. */
function unresolvedRefs(root: unknown): string[] {
  const missing: string[] = [];
  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${at}/${index}`));
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && resolve(root, item) === undefined)
        missing.push(`${at}: ${item}`);
      else visit(item, `${at}/${key}`);
    }
  };
  visit(root, '#');
  return missing;
}

function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      root,
    );
}
