import { ApiPaths } from '@notebook/contracts';
import type { AktSessionQuestion, CreateAktSessionResult, LoginResult, MockAttemptQuestion } from '@notebook/contracts';
import type { CallLog } from './call-log';
import { type LoadContent, MOCK_PAPER, READER_PASSWORD } from './load-content';
import { call } from './reader-client';

/** The calls a reader makes, by the name they are reported under. */
export const CALLS = {
  signIn: { kind: 'sign in', path: ApiPaths.auth.login },
  createSession: { kind: 'practice session created', path: ApiPaths.reader.createReaderAKTSession },
  startAttempt: { kind: 'mock attempt started', path: ApiPaths.reader.startMockExamAttempt },
  primaryIndex: { kind: 'primary index', path: ApiPaths.reader.getRegisteredUserPrimaryIndex },
  lessonNotes: { kind: 'lesson notes', path: ApiPaths.reader.getRegisteredReadingSectionLessonNotes },
  search: { kind: 'search', path: ApiPaths.reader.searchNote },
  annotate: { kind: 'annotation saved', path: ApiPaths.reader.addReaderNoteAnnotation },
  practiceQuestion: { kind: 'practice question', path: ApiPaths.reader.getAKTSessionQuestion },
  practiceAnswer: { kind: 'practice answer', path: ApiPaths.reader.submitAktAnswer },
  mockQuestion: { kind: 'mock exam question', path: ApiPaths.reader.getMockExamAttemptQuestion },
  mockAutosave: { kind: 'mock exam autosave', path: ApiPaths.reader.saveMockExamAnswer },
} as const;

/** The reading calls the bare server answers too. */
export const READ_CALLS = [CALLS.primaryIndex, CALLS.lessonNotes, CALLS.search] as const;
type ReadCall = (typeof READ_CALLS)[number];
type Target = { kind: string; path: string };

export const PRACTICE_SESSION_QUESTIONS = 50;
/** A reader's pause between two calls: reading, choosing an option (ms, uniformly between). */
const THINK_MS = [500, 1500] as const;

/** Where a round's calls go: the reading calls to `reads`, everything else to the API. */
export type Targets = { api: string; reads: string };

/**
 * One simulated reader: signs in once, opens a practice session and a mock exam attempt, then
 * until the deadline goes round the primary index, a lesson's notes, a search, a highlight on a
 * note, a practice question and its answer, a mock exam question and its autosave, pausing between
 * calls as a person does.
 */
export class VirtualReader {
  private token: string | null = null;
  private aktSessionID: string | null = null;
  private mockAttemptID: string | null = null;
  private round = 0;

  constructor(
    private readonly number: number,
    private readonly email: string,
    private readonly content: LoadContent,
  ) {}

  get signedIn(): boolean {
    return this.token !== null;
  }

  async signIn(api: string, log: CallLog): Promise<void> {
    const body = { username: this.email, password: READER_PASSWORD };
    const result = await call<LoginResult>(log, { kind: CALLS.signIn.kind, base: api, path: CALLS.signIn.path, body });
    this.token = result?.accessToken ?? null;
  }

  /** The practice session and the mock attempt the rounds answer in; a reader whose calls failed skips them. */
  async prepare(api: string, log: CallLog): Promise<void> {
    if (!this.token) return;
    const session = await this.send<CreateAktSessionResult>(log, api, CALLS.createSession, {
      topicIDs: [this.content.practiceTopicID],
      noOfQuestions: PRACTICE_SESSION_QUESTIONS,
      mode: 'EXAM',
      filter: 'ALL',
    });
    this.aktSessionID = session?.aktSessionID ?? null;
    const attempt = await this.send<{ mockAttemptID: string }>(log, api, CALLS.startAttempt, {
      mockExamID: this.content.mockExamID,
    });
    this.mockAttemptID = attempt?.mockAttemptID ?? null;
  }

  /** Rounds until `deadline` (ms since the epoch); no call starts after it. */
  async readUntil(deadline: number, targets: Targets, log: CallLog): Promise<void> {
    if (!this.token) return;
    await think(); // readers do not all start a round at the same moment
    for (; Date.now() < deadline; this.round += 1) {
      for (const step of this.stepsOfRound(targets, log)) {
        if (Date.now() >= deadline) return;
        await step();
        await think();
      }
    }
  }

  private stepsOfRound({ api, reads }: Targets, log: CallLog): Array<() => Promise<unknown>> {
    const turn = this.number + this.round;
    const { noteIDs } = this.content;
    return [
      ...READ_CALLS.map((target) => () => this.send(log, reads, target, this.readBody(target, turn))),
      () => this.send(log, api, CALLS.annotate, highlightOn(noteIDs[turn % noteIDs.length]!, turn)),
      () => this.answerPracticeQuestion(api, log),
      () => this.autosaveMockAnswer(api, log),
    ];
  }

  /** A reading call's body as `base` answers it to this reader, to compare two servers' answers. */
  async answerText(target: ReadCall, base: string): Promise<string> {
    const body = this.readBody(target, this.number);
    const response = await fetch(`${base}/api/${target.path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return `${response.status} ${await response.text()}`;
  }

  /** The body of a reading call (none: a GET), its search term chosen by `turn`. */
  private readBody(target: ReadCall, turn: number): unknown {
    const { lessonID, searchTerms } = this.content;
    if (target === CALLS.lessonNotes) return { lessonID };
    if (target === CALLS.search) return { searchKey: searchTerms[turn % searchTerms.length], limit: 5, offset: 0 };
    return undefined;
  }

  private async answerPracticeQuestion(api: string, log: CallLog): Promise<void> {
    if (!this.aktSessionID) return;
    const questionNo = (this.round % PRACTICE_SESSION_QUESTIONS) + 1;
    const question = await this.get<AktSessionQuestion>(
      log,
      api,
      CALLS.practiceQuestion,
      `?aktSessionID=${this.aktSessionID}&questionNo=${questionNo}`,
    );
    if (!question) return;
    await think();
    await this.send(log, api, CALLS.practiceAnswer, {
      aktSessionID: this.aktSessionID,
      aktQuestionID: question.aktQuestionID,
      answerID: question.answers[this.round % question.answers.length]!.answerID,
    });
  }

  private async autosaveMockAnswer(api: string, log: CallLog): Promise<void> {
    if (!this.mockAttemptID) return;
    const questionNo = (this.round % MOCK_PAPER) + 1;
    const question = await this.get<MockAttemptQuestion>(
      log,
      api,
      CALLS.mockQuestion,
      `?mockAttemptID=${this.mockAttemptID}&questionNo=${questionNo}`,
    );
    if (!question) return;
    await think();
    await this.send(log, api, CALLS.mockAutosave, {
      mockAttemptID: this.mockAttemptID,
      questionID: question.questionID,
      answerIDs: [question.answers[this.round % question.answers.length]!.answerID],
      subAnswers: [],
    });
  }

  private get<T>(log: CallLog, base: string, target: Target, query: string) {
    return call<T>(log, { kind: target.kind, base, path: `${target.path}${query}`, token: this.token! });
  }

  /** A POST with `body`, or a GET without. */
  private send<T>(log: CallLog, base: string, target: Target, body: unknown) {
    return call<T>(log, { kind: target.kind, base, path: target.path, body, token: this.token! });
  }
}

/** A highlight of the note's heading, in one of the four colours. */
function highlightOn(noteID: string, turn: number) {
  const colours = ['yellow', 'green', 'blue', 'pink'] as const;
  return {
    noteID,
    startOffset: 0,
    endOffset: 10,
    quote: 'Assessment',
    prefix: '',
    suffix: '',
    colour: colours[turn % colours.length],
    comment: null,
  };
}

function think(): Promise<void> {
  const [least, most] = THINK_MS;
  return new Promise((resolve) => setTimeout(resolve, least + Math.random() * (most - least)));
}
