import type { AppConfig, JobQueue } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { applicationModules } from './modules';

/** Every read model the application keeps, module by module. The worker runs them; replay rebuilds them. */
export const applicationProjections: readonly Projection[] = applicationModules.flatMap((module) => module.projections);

/**
 * The reactors: projections without tables that turn events into scheduled jobs (a mock exam's opening
 * and closing, an attempt's deadline, a payment's webhook). The runner runs them with the read models
 * and commands wait for them alike; replay leaves them out (it rebuilds tables, and the jobs are already scheduled).
 */
export const applicationReactors = (jobs: JobQueue, config: AppConfig): Projection[] =>
  applicationModules.flatMap((module) => module.reactors(jobs, config));
