import { type PrivilegeRequirement } from '@notebook/contracts';
import { type RouteEntry, routeTableOf } from '@notebook/kernel';
import { adminNavRules } from '../../web/src/app/layouts/admin-nav-rules';
import { TestApi } from '../support/test-api';

/**
 * Issue 24 (13): the web's admin sidebar shows an item only to admins its page's API calls answer.
 * Each item's privileges are checked against the access rules Nest keeps (routeTableOf), so the two
 * cannot drift: an item may be narrower than its calls, never wider.
 */
let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start({ jobWorker: false });
});
afterAll(() => api.stop());

const codesOf = (requirement: PrivilegeRequirement): string[] =>
  typeof requirement === 'string' ? [requirement] : [...(requirement ?? [])];

/** Why an admin the item shows to could be refused by this route (undefined: every one is answered). */
function refusal(itemPrivileges: PrivilegeRequirement, route: RouteEntry | undefined): string | undefined {
  if (!route) return 'no such route';
  const rule = route.rule;
  if (rule?.kind !== 'admin') return `its rule is ${rule?.kind ?? 'missing'}, not admin`;
  const needed = codesOf(rule.privileges);
  if (needed.length === 0) return undefined;
  const shownTo = codesOf(itemPrivileges);
  if (shownTo.length === 0) return `the item shows to every admin, the route needs one of ${needed.join(', ')}`;
  const wider = shownTo.filter((code) => !needed.includes(code));
  return wider.length ? `the item shows to holders of ${wider.join(', ')}, which the route refuses` : undefined;
}

test('every sidebar item shows only to admins that every call of its page answers', () => {
  const routes = new Map(routeTableOf(api.app).map((route) => [`${route.method} ${route.path}`, route]));
  const wrong: string[] = [];
  for (const [to, rule] of Object.entries(adminNavRules)) {
    for (const call of rule.calls) {
      const why = refusal(rule.privileges, routes.get(call));
      if (why) wrong.push(`${to} -> ${call}: ${why}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('a page not built yet (no call) shows only with a privilege of its own, or not at all', () => {
  const open = Object.entries(adminNavRules)
    .filter(([, rule]) => rule.calls.length === 0 && !rule.hidden && codesOf(rule.privileges).length === 0)
    .map(([to]) => to);
  expect(open).toEqual([]);
});
