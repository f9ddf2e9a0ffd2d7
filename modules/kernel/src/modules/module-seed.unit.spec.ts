import type { CommandBatch } from '../commands/command-batch';
import type { AppConfig } from '../config';
import {
  type ModuleSeed,
  type SeedRun,
  type SeedingModule,
  orderSeedSteps,
  runSeedSteps,
  seedKey,
} from './module-seed';

const step = (after: string[] = [], run: ModuleSeed['run'] = async () => undefined): ModuleSeed => ({ after, run });
const names = (modules: SeedingModule[]) => orderSeedSteps(modules).map((each) => each.name);

const seedRun = (demo = true): SeedRun => ({
  demo,
  config: {} as AppConfig,
  services: { get: () => undefined as never },
  batch: {} as CommandBatch,
  stage: () => ({ update: () => undefined, done: () => undefined }),
  readModelsShow: async () => undefined,
});

describe('the order of the seed steps', () => {
  test('each step comes after the ones it names, whatever the list order; modules without a step are left out', () => {
    expect(
      names([
        { name: 'mock-exams', seed: step(['question-bank']) },
        { name: 'search' },
        { name: 'question-bank', seed: step(['catalog']) },
        { name: 'billing', seed: step(['identity', 'catalog']) },
        { name: 'catalog', seed: step() },
        { name: 'identity', seed: step() },
      ]),
    ).toEqual(['catalog', 'question-bank', 'mock-exams', 'identity', 'billing']);
  });

  test('a step listed after a module that is not in the list fails, naming both', () => {
    expect(() => names([{ name: 'billing', seed: step(['identity']) }])).toThrow(
      "billing's seed step runs after 'identity', which is not a listed module",
    );
  });

  test('a step listed after a module without a seed step fails', () => {
    expect(() => names([{ name: 'search' }, { name: 'billing', seed: step(['search']) }])).toThrow(
      "billing's seed step runs after 'search', which has no seed step",
    );
  });

  test('a cycle fails, showing it', () => {
    expect(() =>
      names([
        { name: 'a', seed: step(['c']) },
        { name: 'b', seed: step(['a']) },
        { name: 'c', seed: step(['b']) },
      ]),
    ).toThrow('Seed steps run after each other in a cycle: a -> c -> b -> a');
    expect(() => names([{ name: 'a', seed: step(['a']) }])).toThrow('in a cycle: a -> a');
  });
});

describe('running the seed steps', () => {
  const topics = seedKey<string[]>('catalog', 'topics');

  test('a step starts once those it comes after have finished and gets what they provided, typed', async () => {
    const log: string[] = [];
    await runSeedSteps(
      [
        {
          name: 'question-bank',
          seed: step(['catalog'], async (context) => {
            const provided: string[] = context.need(topics);
            log.push(`questions under ${provided.join(', ')}`);
          }),
        },
        {
          name: 'catalog',
          seed: step([], async (context) => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            context.provide(topics, ['Asthma', 'Gout']);
            log.push('catalog');
          }),
        },
      ],
      seedRun(),
    );
    expect(log).toEqual(['catalog', 'questions under Asthma, Gout']);
  });

  test('steps that do not depend on each other overlap; the run waits for the work they leave running', async () => {
    const log: string[] = [];
    const slow = (name: string, ms: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => void log.push(name));
    await runSeedSteps(
      [
        { name: 'identity', seed: step([], () => slow('identity', 20)) },
        {
          name: 'catalog',
          seed: step([], async (context) => {
            context.background(slow('notes', 40));
            log.push('catalog');
          }),
        },
        { name: 'contact-us', seed: step([], () => slow('contact-us', 5)) },
      ],
      seedRun(),
    );
    expect(log).toEqual(['catalog', 'contact-us', 'identity', 'notes']);
  });

  test('a value from a module the step does not come after fails, even when it happens to be there', async () => {
    const run = runSeedSteps(
      [
        { name: 'catalog', seed: step([], async (context) => context.provide(topics, ['Asthma'])) },
        { name: 'contact-us', seed: step() },
        {
          name: 'question-bank',
          seed: step(['contact-us'], async (context) => void context.need(topics)),
        },
      ],
      seedRun(),
    );
    await expect(run).rejects.toThrow(
      "question-bank's seed step needs catalog.topics: list 'catalog' in its seed's after",
    );
  });

  test("a step cannot provide another module's value, nor need one that was never provided", async () => {
    await expect(
      runSeedSteps([{ name: 'billing', seed: step([], async (context) => context.provide(topics, [])) }], seedRun()),
    ).rejects.toThrow("billing's seed step provides catalog.topics");
    await expect(
      runSeedSteps(
        [
          { name: 'catalog', seed: step() },
          { name: 'question-bank', seed: step(['catalog'], async (context) => void context.need(topics)) },
        ],
        seedRun(),
      ),
    ).rejects.toThrow("catalog's seed step did not provide catalog.topics");
  });

  test("a failing step fails the run and its dependents do not start; the others' work is waited for", async () => {
    const log: string[] = [];
    const run = runSeedSteps(
      [
        { name: 'catalog', seed: step([], () => Promise.reject(new Error('catalog broke'))) },
        { name: 'question-bank', seed: step(['catalog'], async () => void log.push('question-bank')) },
        {
          name: 'contact-us',
          seed: step([], () =>
            new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => void log.push('sent')),
          ),
        },
      ],
      seedRun(),
    );
    await expect(run).rejects.toThrow('catalog broke');
    expect(log).toEqual(['sent']);
  });

  test('outside the demo only the steps marked always run, and they may not come after a demo step', async () => {
    const log: string[] = [];
    await runSeedSteps(
      [
        {
          name: 'identity',
          seed: { always: true, run: async (context) => void log.push(`admin, demo ${context.demo}`) },
        },
        { name: 'catalog', seed: step([], async () => void log.push('catalog')) },
      ],
      seedRun(false),
    );
    expect(log).toEqual(['admin, demo false']);
    await expect(
      runSeedSteps(
        [
          { name: 'catalog', seed: step() },
          { name: 'identity', seed: { after: ['catalog'], always: true, run: async () => undefined } },
        ],
        seedRun(false),
      ),
    ).rejects.toThrow("identity's seed step runs outside the demo, after 'catalog', which does not");
  });
});
