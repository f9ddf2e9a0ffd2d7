import { type EndpointPath, endpoints } from '@notebook/contracts';
import { type RouteEntry, routeTableOf } from '@notebook/kernel';
import { TestApi } from '../support/test-api';

/**
 * Issue 25: the contracts' endpoint map (contracts/src/endpoints.ts), which types the web's
 * `api.call` and the e2e `TestApi`, lists exactly the routes Nest serves, each with its method.
 * The API document's own two routes (docs, docs/openapi.json) answer a page and a document, not a
 * call of the product, and stay out of the map.
 */
const DOCUMENT_ROUTES = new Set(['docs', 'docs/openapi.json']);

let api: TestApi;
let routes: RouteEntry[];

beforeAll(async () => {
  api = await TestApi.start({ jobWorker: false });
  routes = routeTableOf(api.app).filter((route) => !DOCUMENT_ROUTES.has(route.path));
});
afterAll(() => api.stop());

const keyOf = (method: string, path: string) => `${method} ${path}`;

test('the endpoint map lists every served route with its method, and nothing else', () => {
  const served = new Set(routes.map((route) => keyOf(route.method, route.path)));
  // The sandbox provider's page is shown with GET and takes its form with POST.
  const methodsOf = (path: EndpointPath) =>
    endpoints[path].kind === 'page' ? ['GET', 'POST'] : [endpoints[path].method];
  const mapped = new Set(
    (Object.keys(endpoints) as EndpointPath[]).flatMap((path) => methodsOf(path).map((method) => keyOf(method, path))),
  );
  expect({
    'served routes missing from the map (or with another method)': [...served].filter((key) => !mapped.has(key)),
    'mapped routes no route serves': [...mapped].filter((key) => !served.has(key)),
  }).toEqual({
    'served routes missing from the map (or with another method)': [],
    'mapped routes no route serves': [],
  });
  expect(mapped.size).toBe(served.size);
});
