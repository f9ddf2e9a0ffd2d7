import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type RunningJobWorker,
  buildResources,
  createApi,
  ApplicationResources,
  startJobWorker,
  startProjectionRunner,
} from '@notebook/api';
import {
  ALL_PRIVILEGES,
  type ApiPath,
  ApiPaths,
  apiUrl,
  fillPath,
  type AppsErrorMessage,
  Envelope,
  type EndpointOutput,
  type EndpointPath,
  LoginResult,
  type PricingPlan,
  type SavePricingPlanRequest,
  type Webinar,
} from '@notebook/contracts';
import { IdentityService } from '@notebook/identity';
import { SandboxProvider } from '@notebook/billing';
import { type Clock, CommandExecutor, type DomainEvent, START, SYSTEM_ACTOR, loadConfig } from '@notebook/kernel';
import type { ProjectionRunner } from '@notebook/read-models';
import { TestDatabase, createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'Correct-Horse-1';

/** The runner's progress lines are noise in test output; its warnings and errors are not. */
const QUIET = { info: () => undefined, warn: console.warn, error: console.error };

/**
 * `params` fills the path's `:name` parts and `query` becomes its query string, so every call names a
 * path of the contracts' map (`ApiPath`) as it is.
 */
export type CallOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  cookie?: string;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
};
/** A path of the contracts' map with its `:name` parts (and query) filled in, made by `pathOf`; it remembers which. */
export type FilledPath<P extends ApiPath = ApiPath> = string & { readonly filledFromApiPath: P };
/** What a test may call: a path of the map as it is, or one filled by `pathOf`. */
export type CallPath = ApiPath | FilledPath;

/** e.g. pathOf(ApiPaths.adminChapter.getKFPCaseDTO, { kfpCaseID }) or pathOf(ApiPaths.adminChapter.getMSQQuestionList, {}, { topicID }). */
export function pathOf<P extends ApiPath>(
  path: P,
  params: Record<string, string> = {},
  query?: Record<string, string>,
): FilledPath<P> {
  return `${fillPath(path, params)}${query ? `?${new URLSearchParams(query)}` : ''}` as FilledPath<P>;
}

/**
 * The `result` a path answers with, read from the contracts' endpoint map (contracts/src/endpoints.ts);
 * unknown for a path not known until run time.
 */
export type ResultOf<P> = ApiPath extends P
  ? unknown
  : P extends FilledPath<infer Listed>
    ? ResultOf<Listed>
    : P extends EndpointPath
      ? EndpointOutput<P>
      : unknown;

export type CallResult<T = unknown> = { status: number; body: Envelope<T>; headers: Headers };

/** The first error of a failed answer (the one the web shows as a toast), or undefined for a success. */
export function firstError(body: unknown): AppsErrorMessage | undefined {
  return (body as Partial<Extract<Envelope<unknown>, { status: 'FAILED' }>> | null)?.appsErrorMessages?.[0];
}

/**
 * The whole API on a real port, over its own database, with the projection runner running, as a
 * browser or another service would meet it.
 */
export class TestApi {
  private constructor(
    readonly database: TestDatabase,
    readonly resources: ApplicationResources,
    readonly app: NestFastifyApplication,
    private runner: ProjectionRunner | null,
    readonly baseUrl: string,
    private jobWorker: RunningJobWorker | null,
  ) {}

  /** `env` overrides the configuration; every suite's logins come from 127.0.0.1, hence the high IP limit. */
  /**
   * `clock`: the application's time (a FixedClock moved by the test; due jobs then run through
   * `runDueJobs`); `jobWorker: false` runs no job worker in this process (a test starts its own).
   */
  static async start(
    options: {
      serveWeb?: boolean;
      env?: Record<string, string>;
      projectionWaitMs?: number;
      clock?: Clock;
      jobWorker?: boolean;
      /** A database of the test's own elsewhere (a private server); by default a copy of the run's template. */
      database?: TestDatabase;
    } = {},
  ): Promise<TestApi> {
    const database = options.database ?? (await createTestDatabase());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      JWT_SECRET: 'test-secret-for-the-suite',
      LOGIN_ATTEMPTS_PER_IP: '1000',
      CONTACT_MESSAGES_PER_HOUR: '1000',
      SEARCHES_PER_MINUTE: '100000',
      ACCOUNT_EMAILS_PER_HOUR: '1000',
      ...options.env,
    });
    // A machine busy with other suites can slow the projections down for seconds; tests that act on
    // their own writes (log in right after registering) wait longer than the product's 2 s.
    const resources = buildResources(config, {
      poolSize: 10,
      projectionWaitMs: options.projectionWaitMs ?? 15_000,
      clock: options.clock,
    });
    await resources.jobs.obliterate();
    const runner = startProjectionRunner(resources, { role: 'test', logger: QUIET });
    const app = await createApi(resources, { logger: false, serveWeb: options.serveWeb });
    // The jobs run over the API's own services, as a worker's would over its container.
    const jobWorker =
      options.jobWorker === false
        ? null
        : await startJobWorker(resources, { logger: { error: () => undefined }, container: app });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await app.get(SandboxProvider).listenOn({ apiBaseUrl: `http://127.0.0.1:${port}` });
    return new TestApi(database, resources, app, runner, `http://127.0.0.1:${port}`, jobWorker);
  }

  get identity(): IdentityService {
    return this.app.get(IdentityService);
  }

  /** Typed by the path (`ResultOf`), or by an explicit type argument: `call<Thing>(path)`. */
  call<P extends CallPath>(path: P, options?: CallOptions): Promise<CallResult<ResultOf<P>>>;
  call<T>(path: CallPath, options?: CallOptions): Promise<CallResult<T>>;
  async call(path: CallPath, options: CallOptions = {}): Promise<CallResult<unknown>> {
    return this.callUnlisted(path, options);
  }

  /** A call to a path the contracts do not list: only for proving how unknown or malformed paths are answered. */
  async callUnlisted<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    if (hasBody) headers['content-type'] ??= 'application/json';
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await fetch(`${this.baseUrl}${apiUrl(path, options.params)}${query}`, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Envelope<T>,
      headers: response.headers,
    };
  }

  /** Calls and returns the result, throwing with the envelope when the call failed (for test set-up). */
  ok<P extends CallPath>(path: P, options?: CallOptions): Promise<ResultOf<P>>;
  ok<T>(path: CallPath, options?: CallOptions): Promise<T>;
  async ok(path: CallPath, options: CallOptions = {}): Promise<unknown> {
    return (await this.success<unknown>(path, options)).result;
  }

  /** Like `ok`, with the message the web app would show as a toast. */
  success<P extends CallPath>(path: P, options?: CallOptions): Promise<{ result: ResultOf<P>; message?: string }>;
  success<T>(path: CallPath, options?: CallOptions): Promise<{ result: T; message?: string }>;
  async success(path: CallPath, options: CallOptions = {}): Promise<{ result: unknown; message?: string }> {
    const response = await this.call<unknown>(path, options);
    if (response.body.status !== 'SUCCESS')
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { result: unknown; message?: string };
  }

  /**
   * Records one event as it stands through the command path (and waits for the read models): for
   * states no single call reaches, such as a reader's lesson in a topic they could not add one to.
   */
  async recordEvent(streamName: string, event: DomainEvent): Promise<void> {
    const decider = { initialState: () => null, evolve: () => null, decide: () => [event] };
    await this.app.get(CommandExecutor).execute({ streamName, decider, command: null, actor: SYSTEM_ACTOR });
  }

  /** Events in the log a reader of the whole log can see: proves a refused call wrote nothing. */
  async eventCount(): Promise<number> {
    return (await this.database.eventStore.readAll(START, 100_000)).length;
  }

  /** An AKT 2025.2 category and a one-hour 'Chest pain' webinar in it starting at `startsAt`, created by an admin over HTTP. */
  async createWebinar(token: string, startsAt: string): Promise<Webinar> {
    const category = await this.ok<{ webinarCategoryID: string }>(ApiPaths.adminWebinar.saveUpdateWebinarCategory, {
      token,
      body: { categoryType: 'AKT', categoryCode: '2025.2', categoryName: 'AKT 2025.2' },
    });
    return this.ok<Webinar>(ApiPaths.adminWebinar.saveUpdateWebinar, {
      token,
      body: {
        webinarName: 'Chest pain',
        webinarCategoryID: category.webinarCategoryID,
        presenter: 'Dr Priya Raman',
        startsAt,
        durationMinutes: 60,
        joinLink: 'https://meet.example.com/chest-pain',
      },
    });
  }

  /** A chapter group, a chapter in it and a topic in that, created by an admin over HTTP. */
  async createTopic(
    token: string,
    names: { chapterGroupName?: string; chapterName?: string; topicName?: string; freeContent?: boolean } = {},
  ): Promise<{ chapterGroupID: string; chapterID: string; topicID: string }> {
    const { chapterGroupID, chapterID } = await this.createChapter(token, names);
    const topicID = await this.addTopic(token, chapterID, names.topicName ?? 'Topic', {
      freeContent: names.freeContent,
    });
    return { chapterGroupID, chapterID, topicID };
  }

  /** A chapter group and a chapter in it, with no topics yet, created by an admin over HTTP. */
  async createChapter(
    token: string,
    names: { chapterGroupName?: string; chapterName?: string } = {},
  ): Promise<{ chapterGroupID: string; chapterID: string }> {
    const { chapterGroupID } = await this.ok<{ chapterGroupID: string }>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
      token,
      body: { chapterGroupName: names.chapterGroupName ?? 'Clinical' },
    });
    const { chapterID } = await this.ok<{ chapterID: string }>(ApiPaths.adminChapter.saveUpdateChapter, {
      token,
      body: { chapterGroupID, chapterName: names.chapterName ?? 'Chapter' },
    });
    return { chapterGroupID, chapterID };
  }

  /** Another topic in an existing chapter, created by an admin over HTTP (paid unless `freeContent`); returns its id. */
  async addTopic(
    token: string,
    chapterID: string,
    topicName: string,
    options: { freeContent?: boolean } = {},
  ): Promise<string> {
    const body = { chapterID, topicName, freeContent: options.freeContent ?? false };
    return (await this.ok<{ topicID: string }>(ApiPaths.adminChapter.saveUpdateTopic, { token, body })).topicID;
  }

  /** An author lesson in a topic, created by an admin over HTTP, a draft unless `publish`; returns its id. */
  async createLesson(
    token: string,
    topicID: string,
    lessonName: string,
    options: { publish?: boolean } = {},
  ): Promise<string> {
    const { lessonID } = await this.ok<{ lessonID: string }>(ApiPaths.adminChapter.saveUpdateLesson, {
      token,
      body: { topicID, lessonName },
    });
    if (options.publish) await this.ok(ApiPaths.adminChapter.publishLesson, { token, body: { lessonID } });
    return lessonID;
  }

  /** An author note in a lesson, created by an admin over HTTP, a draft unless `publish`; returns its id. */
  async createNote(
    token: string,
    lessonID: string,
    noteHeader: string,
    noteContent: string,
    options: { publish?: boolean } = {},
  ): Promise<string> {
    const { noteID } = await this.ok<{ noteID: string }>(ApiPaths.adminChapter.saveUpdateNote, {
      token,
      body: { lessonID, noteHeader, noteContent },
    });
    if (options.publish) await this.ok(ApiPaths.adminChapter.publishNote, { token, body: { noteID } });
    return noteID;
  }

  /** An author note (published unless `publish: false`) in a new published lesson `<header> lesson` of `topicID`, made by an admin over HTTP. */
  async noteInNewLesson(
    token: string,
    topicID: string,
    noteHeader: string,
    options: { content?: string; publish?: boolean } = {},
  ): Promise<{ noteID: string; lessonID: string }> {
    const lessonID = await this.createLesson(token, topicID, `${noteHeader} lesson`, { publish: true });
    const noteID = await this.createNote(token, lessonID, noteHeader, options.content ?? '<p>Text</p>', {
      publish: options.publish ?? true,
    });
    return { noteID, lessonID };
  }

  async createAdmin(
    privileges: readonly string[] = ALL_PRIVILEGES,
    email = `admin-${randomUUID().slice(0, 8)}@test.example`,
  ): Promise<{ email: string; userId: string }> {
    const roleId = await this.identity.createRole(
      { roleName: `Role ${randomUUID().slice(0, 6)}`, privileges: [...privileges] },
      SYSTEM_ACTOR,
    );
    const userId = await this.identity.createAdminUser(
      { email, firstName: 'Ada', lastName: 'Admin', password: TEST_PASSWORD, roleIds: [roleId] },
      SYSTEM_ACTOR,
    );
    return { email, userId };
  }

  async createReader(
    options: { subscribed?: boolean } = {},
    email = `reader-${randomUUID().slice(0, 8)}@test.example`,
  ): Promise<{ email: string; userId: string }> {
    const userId = await this.identity.registerReader(
      { email, firstName: 'Rita', lastName: 'Reader', password: TEST_PASSWORD, emailConfirmed: true },
      SYSTEM_ACTOR,
    );
    if (options.subscribed) await this.identity.changeSubscriptionStatus(userId, 'ACTIVE', SYSTEM_ACTOR);
    return { email, userId };
  }

  /**
   * A new reader, logged in over HTTP; `status` sets the plan status as the system's grant ('ACTIVE':
   * subscribed without a period), none by default. A free trial is started, not set: readerOnPlanTrial.
   */
  async signedInReader(
    status?: 'ACTIVE' | 'INACTIVE' | 'INITIATED',
  ): Promise<{ token: string; userId: string; email: string }> {
    const { email, userId } = await this.createReader();
    if (status) await this.identity.changeSubscriptionStatus(userId, status, SYSTEM_ACTOR);
    return { token: (await this.login(email)).token, userId, email };
  }

  /**
   * An AKT mock exam of one question (in a new topic 'Deadlines'), open since a minute ago, ACTIVE,
   * for all readers, whose window closes at `closes`: for tests of what happens at the deadline.
   */
  async activeOneQuestionMockExam(token: string, closes: Date): Promise<string> {
    const { topicID } = await this.createTopic(token, { topicName: 'Deadlines' });
    const question = await this.ok<{ aktQuestionDTO: { aktQuestionID: string } }>(
      ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
      {
        token,
        body: {
          aktQuestionDTO: { topicID, questionName: 'Q', aktType: 'AKT' },
          aktmoQuestionDTO: {
            question: '<p>Q?</p>',
            noOfAnswers: 2,
            aktmoAnswerDTOList: [{ answer: 'Yes', correctAnswer: true }, { answer: 'No' }],
          },
        },
      },
    );
    const { mockExamID } = await this.ok<{ mockExamID: string }>(ApiPaths.adminMockExam.saveUpdateMockExam, {
      token,
      body: {
        mockExamType: 'AKT',
        mockExamName: 'Deadline',
        questionIDs: [question.aktQuestionDTO.aktQuestionID],
        durationMinutes: 60,
        windowStart: new Date(Date.now() - 60_000).toISOString(),
        windowEnd: closes.toISOString(),
        audience: 'ALL_READERS',
      },
    });
    await this.ok(ApiPaths.adminMockExam.updateMockExamStatus, { token, body: { mockExamID, status: 'ACTIVE' } });
    return mockExamID;
  }

  /** A pricing plan (3 months, A$149 unless overridden) making `eligibleTopicIDs` open to its holders. */
  async createPricingPlan(
    token: string,
    eligibleTopicIDs: string[],
    overrides: Partial<SavePricingPlanRequest> = {},
  ): Promise<PricingPlan> {
    const body: SavePricingPlanRequest = {
      planName: `Plan ${randomUUID().slice(0, 6)}`,
      price: 149,
      periodCount: 3,
      periodUnit: 'MONTH',
      eligibleTopicIDs,
      ...overrides,
    };
    return this.ok<PricingPlan>(ApiPaths.adminPricing.saveUpdatePricingPlan, { token, body });
  }

  /** A new reader, logged in, who started the trial of `pricingPlanID` over HTTP (reader/activateUnsubscription). */
  async readerOnPlanTrial(pricingPlanID: string): Promise<{ token: string; userId: string }> {
    const reader = await this.signedInReader();
    await this.ok(ApiPaths.reader.activateUnsubscription, { token: reader.token, body: { pricingPlanID } });
    return reader;
  }

  /** Logs in over HTTP; returns the access token and the refresh cookie as a browser would hold it. */
  async login(
    email: string,
    password = TEST_PASSWORD,
  ): Promise<{ token: string; cookie: string; result: LoginResult }> {
    const response = await this.call<LoginResult>(ApiPaths.auth.login, { body: { username: email, password } });
    if (response.body.status !== 'SUCCESS') throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return {
      token: response.body.result.accessToken,
      cookie: refreshCookieOf(response.headers),
      result: response.body.result,
    };
  }

  async adminToken(privileges?: readonly string[]): Promise<string> {
    const { email } = await this.createAdmin(privileges);
    return (await this.login(email)).token;
  }

  /** Stops the projection runner, as when the worker is down: commands still save, read models stand still. */
  async pauseProjections(): Promise<void> {
    await this.runner?.stop();
    this.runner = null;
  }

  /** Starts a fresh projection runner, which carries on from the checkpoints. */
  resumeProjections(): void {
    this.runner ??= startProjectionRunner(this.resources, { role: 'test', logger: QUIET });
  }

  /**
   * Runs the jobs that are due by the application's clock (moved by the test) and waits until none
   * is due or running; those due later stay scheduled.
   */
  async runDueJobs(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    await this.resources.jobs.promoteDue();
    while ((await this.resources.jobs.dueOrRunning()) > 0) {
      if (Date.now() > deadline) throw new Error('Jobs still due or running after ' + timeoutMs + ' ms');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await this.resources.jobs.promoteDue();
    }
  }

  async stopJobWorker(): Promise<void> {
    await this.jobWorker?.close();
    this.jobWorker = null;
  }

  /** The sandbox payment provider the API pays through (its ledger, its hosted page's actions, refunds). */
  get sandbox(): SandboxProvider {
    return this.app.get(SandboxProvider);
  }

  async stop(): Promise<void> {
    this.sandbox.close();
    await slowStepWarned('app.close', () => this.app.close());
    await slowStepWarned('jobWorker.close', async () => this.jobWorker?.close());
    await slowStepWarned('runner.stop', async () => this.runner?.stop());
    await slowStepWarned('resources.close', () => this.resources.close());
    await slowStepWarned('database.drop', () => this.database.drop());
  }
}

/** Runs one step of shutting down, and says which one when it takes long (a hung stop otherwise names no culprit). */
async function slowStepWarned(step: string, work: () => Promise<unknown>): Promise<void> {
  const warning = setTimeout(() => console.warn(`TestApi.stop: ${step} still running after 10 s`), 10_000);
  try {
    await work();
  } finally {
    clearTimeout(warning);
  }
}

/** Retries `work` until it resolves (for effects that show once the read models catch up), or rethrows its last error. */
export async function eventually<T>(work: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The `name=value` part of the refresh cookie a response set, for sending it back. */
export function refreshCookieOf(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((cookie) => cookie.startsWith('nb_refresh='));
  return setCookie ? setCookie.split(';')[0]! : '';
}
