import type { AppConfig } from '../config';
import type { CommandBatch } from '../commands/command-batch';
import type { Position } from '../event-store/event-store';
import type { ModuleContainer } from './define-module';

declare const seedValue: unique symbol;

/**
 * Something one module's seed step hands to later steps (the seeded topics, the demo readers),
 * declared by that module and exported from its `index.ts`; `T` is what the value is.
 */
export type SeedKey<T> = { readonly module: string; readonly name: string; readonly [seedValue]?: T };

export function seedKey<T>(module: string, name: string): SeedKey<T> {
  return Object.freeze({ module, name });
}

/** One stage of the seed's progress output (a bar on a terminal, a line in a log). */
export interface SeedStage {
  /** Moves the stage to `value` of `total` (the total may grow). */
  update(value: number, total?: number): void;
  /** Ends the stage; `summary` is what was done ("3 plans"), shown in the log and the closing line. */
  done(summary: string): void;
}

/** What a seed step works with: the application's services, nothing global. */
export interface SeedContext {
  /** The demo (development, or `--demo` in test); otherwise only the steps marked `always` run. */
  readonly demo: boolean;
  readonly config: AppConfig;
  /** The services the Nest container built (the API's own). */
  readonly services: ModuleContainer;
  /** For bulk content decided without the executor; the seed appends what is left once every step is done. */
  readonly batch: CommandBatch;
  stage(label: string, total: number, unit: string): SeedStage;
  /** Waits until the read models handling these event types show the log up to `position`. */
  readModelsShow(position: Position, eventTypes: readonly string[]): Promise<void>;
  /** Hands a value to the later steps; only the key's own module may. */
  provide<T>(key: SeedKey<T>, value: T): void;
  /** A value an earlier step provided; its module must be among this step's `after` (directly or not). */
  need<T>(key: SeedKey<T>): T;
  /** Work the step leaves running: later steps start without it, the final append waits for it. */
  background(work: Promise<unknown>): void;
}

/** A module's part of `npm run seed`, in its definition (`defineModule({ …, seed })`). */
export type ModuleSeed = {
  /** The modules whose seed steps must have finished before this one starts (checked: listed, seeding, no cycle). */
  readonly after?: readonly string[];
  /** Runs outside the demo too (the super admin); every other step is demo content. */
  readonly always?: boolean;
  run(context: SeedContext): Promise<void>;
};

/** What the seed needs of a module's definition. */
export type SeedingModule = { readonly name: string; readonly seed?: ModuleSeed };

type Step = { readonly name: string; readonly seed: ModuleSeed };

/**
 * The seed steps of the listed modules in an order where each comes after those it names, or an
 * error saying which `after` names a module that is not listed or does not seed, or which steps form a cycle.
 */
export function orderSeedSteps(modules: readonly SeedingModule[]): Step[] {
  const steps = new Map<string, Step>();
  for (const { name, seed } of modules) if (seed) steps.set(name, { name, seed });
  const listed = new Set(modules.map((module) => module.name));
  for (const step of steps.values())
    for (const before of step.seed.after ?? [])
      if (!steps.has(before))
        throw new Error(
          `${step.name}'s seed step runs after '${before}', ${listed.has(before) ? 'which has no seed step' : 'which is not a listed module'}`,
        );
  const ordered: Step[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (step: Step, path: readonly string[]): void => {
    if (state.get(step.name) === 'done') return;
    if (state.get(step.name) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(step.name)), step.name];
      throw new Error(`Seed steps run after each other in a cycle: ${cycle.join(' -> ')}`);
    }
    state.set(step.name, 'visiting');
    for (const before of step.seed.after ?? []) visit(steps.get(before)!, [...path, step.name]);
    state.set(step.name, 'done');
    ordered.push(step);
  };
  for (const step of steps.values()) visit(step, []);
  return ordered;
}

export type SeedRun = Pick<SeedContext, 'demo' | 'config' | 'services' | 'batch' | 'stage' | 'readModelsShow'>;

/**
 * Runs the seed steps (only the `always` ones outside the demo): each starts once the steps it
 * comes after have finished, so steps that do not depend on each other overlap. Resolves when every
 * step and the work they left running are done; the first failure rejects, after the rest settled.
 */
export async function runSeedSteps(modules: readonly SeedingModule[], run: SeedRun): Promise<void> {
  const steps = orderSeedSteps(modules).filter((step) => run.demo || step.seed.always);
  const finished = new Map<string, Promise<void>>();
  const values = new Map<string, unknown>();
  const background: Promise<Settled>[] = [];
  const earlier = earlierSteps(steps);
  for (const step of steps) {
    const missing = (step.seed.after ?? []).find((before) => !finished.has(before));
    if (missing) throw new Error(`${step.name}'s seed step runs outside the demo, after '${missing}', which does not`);
    const context: SeedContext = {
      ...run,
      provide(key, value) {
        if (key.module !== step.name) throw new Error(`${step.name}'s seed step provides ${keyName(key)}`);
        values.set(keyName(key), value);
      },
      need<T>(key: SeedKey<T>): T {
        if (!earlier.get(step.name)!.has(key.module))
          throw new Error(`${step.name}'s seed step needs ${keyName(key)}: list '${key.module}' in its seed's after`);
        if (!values.has(keyName(key))) throw new Error(`${key.module}'s seed step did not provide ${keyName(key)}`);
        return values.get(keyName(key)) as T;
      },
      background(work) {
        background.push(settled(work));
      },
    };
    const after = Promise.all((step.seed.after ?? []).map((before) => finished.get(before)!));
    finished.set(
      step.name,
      after.then(() => step.seed.run(context)),
    );
  }
  const stepsDone = await Promise.all([...finished.values()].map(settled));
  const failure = [...stepsDone, ...(await Promise.all(background))].find((result) => result.failed);
  if (failure) throw failure.reason;
}

type Settled = { failed: boolean; reason?: unknown };

/** Handled at once (a failure waits for the rest without counting as unhandled), inspected at the end. */
function settled(work: Promise<unknown>): Promise<Settled> {
  return work.then(
    () => ({ failed: false }),
    (reason: unknown) => ({ failed: true, reason }),
  );
}

/** For each step, every step it comes after, directly or through another. */
function earlierSteps(ordered: readonly Step[]): Map<string, Set<string>> {
  const earlier = new Map<string, Set<string>>();
  for (const step of ordered) {
    const names = new Set<string>();
    for (const before of step.seed.after ?? []) {
      names.add(before);
      for (const name of earlier.get(before) ?? []) names.add(name);
    }
    earlier.set(step.name, names);
  }
  return earlier;
}

function keyName(key: SeedKey<unknown>): string {
  return `${key.module}.${key.name}`;
}
