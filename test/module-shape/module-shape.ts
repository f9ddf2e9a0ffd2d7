import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The one module shape (issue 25, docs/architecture.md), as rules a test checks over every module's
 * source, so the modules still to come cannot drift:
 * - `projection-spec`: every `*.projection.ts` has a spec beside it;
 * - `reactor-spec`: every other file that declares a `Projection<…>` (a reactor: events in, jobs or
 *   mails out) has a spec beside it;
 * - `executor-in-service`: a class handed the CommandExecutor lives in a `*.service.ts`;
 * - `foreign-table`: a module's SQL names only its own tables (a table belongs to the module whose
 *   read-model schema file declares it); it asks another module's exported queries instead;
 * - `foreign-internals`: a module imports another only through its index (`@notebook/<name>`), never
 *   a path inside it;
 * - `foreign-commands`: a module runs no other module's commands: it imports none of its command
 *   handlers (`*Commands`), deciders or decider states (`*State`), and asks its exported service instead;
 * - `index-export-star`: `index.ts` names what it exports; `export *` would publish internals;
 * - `module-definition`: `<name>.module.ts` declares the module with the kernel's `defineModule`, its
 *   index exports it as `<name>Definition`, and the composition list (apps/api/src/modules.ts) names it.
 */
export type ShapeRule =
  | 'projection-spec'
  | 'reactor-spec'
  | 'executor-in-service'
  | 'foreign-table'
  | 'foreign-internals'
  | 'foreign-commands'
  | 'index-export-star'
  | 'module-definition';

export type ShapeViolation = { rule: ShapeRule; module: string; file: string; detail: string };

/** Where the modules are, and which module owns each read-model table (null: the infrastructure's, open to all). */
export type ModulesLayout = {
  modulesDir: string;
  tableOwners: ReadonlyMap<string, string | null>;
  /** The file that lists every module's definition for the composition roots. */
  compositionFile: string;
};

/** Modules that are infrastructure rather than features: the kernel's pieces are shared by design. */
const INFRASTRUCTURE = new Set(['kernel']);

const TABLE_CALL =
  /\b(?:selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*['"`]([a-z_]+)/g;
const SQL_TABLE = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+([a-z_]+)\b/g;
const IMPORT_FROM = /\bfrom\s+['"]([^'"]+)['"]/g;
const NAMED_IMPORT = /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"]@notebook\/([^'"/]+)['"]/g;
/** What runs or folds another module's streams: command handlers, deciders and their states. */
const COMMAND_PART = /(?:Commands|[dD]ecider|State)$/;

/**
 * Which module owns each table: a module declares its tables in `src/read-model/schema.ts`
 * (`<name>: <Name>Table;`); the runner's own tables (the infrastructure schema folder) are open to all.
 */
export function tableOwnersFrom(modulesDir: string, infrastructureSchemaDir: string): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  const declare = (file: string, owner: string | null) => {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+([a-z_]+): [A-Z]\w*Table;/gm))
      owners.set(match[1]!, owner);
  };
  for (const file of readdirSync(infrastructureSchemaDir).filter((name) => name.endsWith('.ts')))
    declare(join(infrastructureSchemaDir, file), null);
  for (const module of readdirSync(modulesDir)) {
    const schema = join(modulesDir, module, 'src', 'read-model', 'schema.ts');
    if (existsSync(schema)) declare(schema, module);
  }
  return owners;
}

const isMigration = (file: string) => file.split(sep).slice(-3, -1).join('/') === 'read-model/migrations';

export function shapeViolations(layout: ModulesLayout): ShapeViolation[] {
  const modules = readdirSync(layout.modulesDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !INFRASTRUCTURE.has(entry.name) &&
        existsSync(join(layout.modulesDir, entry.name, 'src')),
    )
    .map((entry) => entry.name);
  return modules
    .flatMap((module) => moduleViolations(layout, module, modules))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** One line per violation, as the spec lists known ones. */
export const keyOf = (violation: ShapeViolation) =>
  `${violation.rule} ${violation.module} ${violation.file}: ${violation.detail}`;

function moduleViolations(layout: ModulesLayout, module: string, modules: readonly string[]): ShapeViolation[] {
  const root = join(layout.modulesDir, module, 'src');
  const files = sourceFiles(root);
  const found: ShapeViolation[] = [];
  const add = (rule: ShapeRule, file: string, detail: string) =>
    found.push({ rule, module, file: relative(root, file).split(sep).join('/'), detail });
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = basename(file);
    if (name.endsWith('.projection.ts') && !hasSpec(file)) add('projection-spec', file, 'no spec beside it');
    else if (/:\s*Projection</.test(text) && !hasSpec(file))
      add('reactor-spec', file, 'declares a reactor (a Projection) with no spec beside it');
    if (holdsExecutor(text) && !/\.(service|module|factory)\.ts$/.test(name))
      add('executor-in-service', file, 'a class handed the CommandExecutor outside a *.service.ts');
    // A migration that ran is history (its name is recorded in every database): the early billing
    // ones added columns to identity's user_account and stay whole; new SQL keeps to the module's tables.
    if (!isMigration(file))
      for (const table of foreignTables(text, module, layout.tableOwners))
        add('foreign-table', file, `reads or writes ${table}`);
    for (const path of foreignImports(text, file, module, layout.modulesDir))
      add('foreign-internals', file, `imports ${path}`);
    for (const name of foreignCommandParts(text, module, modules)) add('foreign-commands', file, `imports ${name}`);
    if (name === 'index.ts' && dirname(file) === root && /^export \* from/m.test(text))
      add('index-export-star', file, 'export * publishes internals');
  }
  for (const detail of definitionGaps(layout, module, root)) add('module-definition', join(root, 'index.ts'), detail);
  return found;
}

/** `catalog` -> `catalogDefinition`, `contact-us` -> `contactUsDefinition`. */
export const definitionNameOf = (module: string) =>
  `${module.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Definition`;

function definitionGaps(layout: ModulesLayout, module: string, root: string): string[] {
  const name = definitionNameOf(module);
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const gaps: string[] = [];
  if (!new RegExp(`export const ${name} = defineModule\\b`).test(read(join(root, `${module}.module.ts`))))
    gaps.push(`${module}.module.ts does not declare ${name} with defineModule`);
  if (!new RegExp(`\\b${name}\\b`).test(read(join(root, 'index.ts')))) gaps.push(`index.ts does not export ${name}`);
  if (!new RegExp(`\\b${name}\\b`).test(read(layout.compositionFile)))
    gaps.push(`${basename(layout.compositionFile)} does not list ${name}`);
  return gaps;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function hasSpec(file: string): boolean {
  const stem = file.replace(/\.ts$/, '');
  return ['.int.spec.ts', '.unit.spec.ts'].some((suffix) => existsSync(stem + suffix));
}

function holdsExecutor(text: string): boolean {
  return /\bclass\s+\w+/.test(text) && /constructor\s*\([^)]*\bCommandExecutor\b/s.test(text);
}

function foreignTables(text: string, module: string, owners: ReadonlyMap<string, string | null>): string[] {
  const named = [...text.matchAll(TABLE_CALL), ...text.matchAll(SQL_TABLE)].map((match) => match[1]!);
  return [...new Set(named)]
    .filter((table) => owners.has(table) && owners.get(table) !== null && owners.get(table) !== module)
    .sort();
}

/** `type x as y` -> `x`. */
const importedName = (part: string) =>
  part
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0]!;

/** `import { x } from '@notebook/<other>'`: the names of another feature module's command side that `module` imports. */
function foreignCommandParts(text: string, module: string, modules: readonly string[]): string[] {
  return [...text.matchAll(NAMED_IMPORT)]
    .filter((match) => match[2] !== module && modules.includes(match[2]!))
    .flatMap((match) =>
      match[1]!
        .split(',')
        .map(importedName)
        .filter((name) => COMMAND_PART.test(name))
        .map((name) => `${name} from @notebook/${match[2]}`),
    );
}

function foreignImports(text: string, file: string, module: string, modulesDir: string): string[] {
  const paths = [...text.matchAll(IMPORT_FROM)].map((match) => match[1]!);
  return paths.filter((path) => {
    const deep = /^@notebook\/([^/]+)\/.+/.exec(path);
    if (deep) return deep[1] !== module;
    if (!path.startsWith('.')) return false;
    const target = relative(resolve(modulesDir), resolve(dirname(file), path)).split(sep);
    return target[0] !== module;
  });
}
