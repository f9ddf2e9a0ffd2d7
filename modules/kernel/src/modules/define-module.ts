import type { Abstract, DynamicModule, Type } from '@nestjs/common';
import type { AppConfig } from '../config';
import type { EventSchema } from '../events/event-schema';
import type { JobProcessor, JobQueue } from '../jobs/job-queue';
import type { ModuleSeed } from './module-seed';

/** How a module's job processors reach the services the Nest container built (the API's, or the worker's own). */
export type ModuleContainer = { get<T>(token: Type<T> | Abstract<T> | string | symbol): T };

/**
 * Everything the application needs to know about one module, declared by the module itself and
 * exported from its `index.ts`. The composition roots (API, worker, replay, seed, test support) read
 * one plain list of these, so adding a module is one line there. `P` is the read-model projection
 * type (kept generic: the kernel does not know the read models).
 */
export type ModuleDefinition<P = unknown> = {
  /** The module's folder name, for messages and the shape check. */
  readonly name: string;
  /** Its Nest module: controllers and the services they and the job processors use. */
  readonly nest: Type | DynamicModule;
  /** Every event type the module records. */
  readonly eventSchemas: readonly EventSchema[];
  /** The read models it keeps; the runner runs them and replay rebuilds them. */
  readonly projections: readonly P[];
  /** Projections without tables that turn events into scheduled jobs (replay leaves them out). */
  readonly reactors: (jobs: JobQueue, config: AppConfig) => readonly P[];
  /** What runs each job it schedules, by job name, from the services the container built. */
  readonly jobProcessors: (container: ModuleContainer) => Record<string, JobProcessor>;
  /** Its part of `npm run seed`, run in the order the steps' `after` declare. */
  readonly seed?: ModuleSeed;
  /** The folder of its read model's migrations (`src/read-model/migrations`), if it keeps tables. */
  readonly migrations?: string;
};

/** A module's declaration, with what it leaves out set to "none". */
export function defineModule<P>(
  definition: Pick<ModuleDefinition<P>, 'name' | 'nest'> & Partial<ModuleDefinition<P>>,
): ModuleDefinition<P> {
  return Object.freeze({
    eventSchemas: [],
    projections: [],
    reactors: () => [],
    jobProcessors: () => ({}),
    ...definition,
  });
}

/** The same Nest module under another wiring (a composition root connecting two modules, e.g. sealed questions). */
export function withNestModule<P>(definition: ModuleDefinition<P>, nest: Type | DynamicModule): ModuleDefinition<P> {
  return Object.freeze({ ...definition, nest });
}
