import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { keyOf, shapeViolations, tableOwnersFrom } from './module-shape';

const ROOT = join(__dirname, '..', '..');

/**
 * Breaks of the shape accepted for a while: none since issue 25 mended the last. A new break fails
 * the spec, and so does an entry here once it is mended, so a list put here only shrinks.
 */
const KNOWN: string[] = [];

describe('modules.shape: every module keeps the one shape (docs/architecture.md)', () => {
  const found = shapeViolations({
    modulesDir: join(ROOT, 'modules'),
    tableOwners: tableOwnersFrom(join(ROOT, 'modules'), join(ROOT, 'read-models', 'src', 'schema')),
    compositionFile: join(ROOT, 'apps', 'api', 'src', 'modules.ts'),
  }).map(keyOf);

  test('no module breaks the shape beyond the known breaks', () => {
    expect({ 'new breaks of the module shape': found.filter((key) => !KNOWN.includes(key)) }).toEqual({
      'new breaks of the module shape': [],
    });
  });

  test('a mended break leaves the known list', () => {
    expect({ 'mended: remove from KNOWN': KNOWN.filter((key) => !found.includes(key)) }).toEqual({
      'mended: remove from KNOWN': [],
    });
  });
});

describe('the shape rules catch purpose-made breaks', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const check = () =>
    shapeViolations({
      modulesDir: join(root, 'modules'),
      tableOwners: new Map<string, string | null>([
        ['thing', 'alpha'],
        ['other_thing', 'beta'],
        ['projection_checkpoint', null],
      ]),
      compositionFile: join(root, 'modules.ts'),
    }).map((violation) => `${violation.rule} ${violation.module} ${violation.file}`);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'module-shape-'));
    // A module of the right shape: a projection and a reactor with specs, the executor in a service, its own tables, imports through indexes.
    write('modules/alpha/src/index.ts', "export { AlphaModule, alphaDefinition } from './alpha.module';\n");
    write('modules/alpha/src/alpha.module.ts', 'export const alphaDefinition = defineModule({ name: "alpha" });\n');
    write('modules.ts', 'export const applicationModules = [alphaDefinition, betaDefinition];\n');
    write(
      'modules/alpha/src/projections/thing.projection.ts',
      "export const thingProjection: Projection<E> = { tables: ['thing'] };\n",
    );
    write('modules/alpha/src/projections/thing.projection.int.spec.ts', 'test.todo("spec");\n');
    write('modules/alpha/src/jobs/thing.jobs.ts', 'export const thingJobs: Projection<E> = {};\n');
    write('modules/alpha/src/jobs/thing.jobs.int.spec.ts', 'test.todo("spec");\n');
    write(
      'modules/alpha/src/thing.service.ts',
      'export class ThingService { constructor(private readonly executor: CommandExecutor) {} }\n',
    );
    write(
      'modules/alpha/src/queries/thing.queries.ts',
      "import { BetaQueries } from '@notebook/beta';\nexport const q = (db) => db.selectFrom('thing').innerJoin('projection_checkpoint', 'a', 'b');\n",
    );
    write('modules/beta/src/index.ts', "export { BetaQueries, betaDefinition } from './beta.module';\n");
    write('modules/beta/src/beta.module.ts', 'export const betaDefinition = defineModule({ name: "beta" });\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('a module of the right shape passes', () => {
    expect(check()).toEqual([]);
  });

  test('each break is named, with its module and file', () => {
    write('modules/alpha/src/projections/bare.projection.ts', 'export const bare: Projection<E> = {};\n');
    write('modules/alpha/src/jobs/bare.jobs.ts', 'export const bareJobs: Projection<E> = {};\n');
    write(
      'modules/alpha/src/thing-helper.ts',
      'export class ThingHelper {\n  constructor(\n    private readonly executor: CommandExecutor,\n  ) {}\n}\n',
    );
    write(
      'modules/alpha/src/queries/peek.queries.ts',
      'export const peek = (db) => sql`SELECT * FROM other_thing`.execute(db);\n',
    );
    write(
      'modules/alpha/src/queries/deep.queries.ts',
      "import { x } from '@notebook/beta/src/beta.queries';\nimport { y } from '../../../beta/src/y';\n",
    );
    write(
      'modules/alpha/src/thing-writer.service.ts',
      "import {\n  BetaQueries,\n  betaCommands,\n  type BetaState as Beta,\n} from '@notebook/beta';\nimport { type ThingState } from './thing.decider';\n",
    );
    write('modules/beta/src/index.ts', "export * from './beta.queries';\n");
    write('modules/gamma/src/gamma.module.ts', 'export const gammaDefinition = defineModule({ name: "gamma" });\n');
    write('modules/gamma/src/index.ts', "export { gammaDefinition } from './gamma.module';\n");
    write('modules/delta/src/index.ts', "export { DeltaModule } from './delta.module';\n");
    expect(check()).toEqual([
      'executor-in-service alpha thing-helper.ts',
      'foreign-commands alpha thing-writer.service.ts',
      'foreign-commands alpha thing-writer.service.ts',
      'foreign-internals alpha queries/deep.queries.ts',
      'foreign-internals alpha queries/deep.queries.ts',
      'foreign-table alpha queries/peek.queries.ts',
      'index-export-star beta index.ts',
      'module-definition beta index.ts',
      'module-definition delta index.ts',
      'module-definition delta index.ts',
      'module-definition delta index.ts',
      'module-definition gamma index.ts',
      'projection-spec alpha projections/bare.projection.ts',
      'reactor-spec alpha jobs/bare.jobs.ts',
    ]);
  });
});
