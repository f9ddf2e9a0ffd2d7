import type { AktAnswerStatus, AktSessionFilter, AktSessionMode, AktSessionStatus } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import {
  ConflictError,
  type Decider,
  type DomainEvent,
  NotFoundError,
  ValidationError,
  assertCreatable,
  commandHandler,
} from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import { answerStands, toggled } from '../shared/session-rules';

/**
 * What differs between the kinds of practice session (AKT, KFP(MSQ)): the answer and its marking, the
 * settings a session keeps from its start, what its end totals, and the event data's types.
 */
export type SessionTypes = {
  answer: object;
  mark: { answerStatus: AktAnswerStatus; marks: number; outOf: number };
  settings: object;
  totals: { marks: number; outOf: number; score: number };
  event: DomainEvent;
};

/**
 * The storage of a kind: its stream, and the names its events are stored under (their data holds
 * the session and question ids under `sessionKey` and `questionKey`, the rest flat).
 */
export type SessionStorage = {
  streamPrefix: string;
  sessionKey: string;
  questionKey: string;
  eventTypes: { created: string; answered: string; cleared: string; flagged: string; struck: string; ended: string };
};

/** A kind's rules: its marking (akt-marking.ts, msq-marking.ts) and its storage. */
export type SessionRules<T extends SessionTypes> = {
  storage: SessionStorage;
  /** The answer kept (400 naming the field when it does not belong to the question). */
  checkAnswer(question: PracticeQuestion, answer: T['answer'], options: { complete: boolean }): T['answer'];
  mark(question: PracticeQuestion, answer: T['answer'], settings: T['settings']): T['mark'];
  sameAnswer(a: T['answer'], b: T['answer']): boolean;
  /** No option chosen (nor any part of an extended match): the reader clears the question's choice. */
  isEmpty(answer: T['answer']): boolean;
  /** What ending the session records: the marks of its answers over what all its questions are worth. */
  totals(session: SessionFound<T>): T['totals'];
};

export type RecordedAnswer<T extends SessionTypes> = T['answer'] & T['mark'];

export type SessionFound<T extends SessionTypes> = {
  exists: true;
  sessionID: string;
  readerID: string;
  mode: AktSessionMode;
  filter: AktSessionFilter;
  status: AktSessionStatus;
  settings: T['settings'];
  questions: PracticeQuestion[];
  answers: Record<string, RecordedAnswer<T>>;
  flagged: string[];
  struck: Record<string, string[]>;
  /** Set when the session ends. */
  totals: T['totals'] | null;
};
export type SessionState<T extends SessionTypes> = { exists: false } | SessionFound<T>;

type OfReader = { readerID: string };
export type SessionCommand<T extends SessionTypes> =
  | {
      type: 'CreateSession';
      data: OfReader & {
        sessionID: string;
        mode: AktSessionMode;
        filter: AktSessionFilter;
        topicIDs: string[];
        settings: T['settings'];
        questions: PracticeQuestion[];
      };
    }
  | { type: 'SubmitAnswer'; data: OfReader & { questionID: string; answer: T['answer'] } }
  | { type: 'FlagQuestion'; data: OfReader & { questionID: string; flagged: boolean } }
  | { type: 'StrikeAnswer'; data: OfReader & { questionID: string; answerID: string; struck: boolean } }
  | { type: 'EndSession'; data: OfReader };

/** A session's events as the decider reads them, whatever names the kind stores them under. */
type SessionFact<T extends SessionTypes> =
  | {
      type: 'created';
      sessionID: string;
      readerID: string;
      data: { mode: AktSessionMode; filter: AktSessionFilter; topicIDs: string[]; questions: PracticeQuestion[] };
      settings: T['settings'];
    }
  | { type: 'answered'; sessionID: string; readerID: string; questionID: string; data: RecordedAnswer<T> }
  | { type: 'cleared'; sessionID: string; readerID: string; questionID: string; data: Record<string, never> }
  | { type: 'flagged'; sessionID: string; readerID: string; questionID: string; data: { flagged: boolean } }
  | {
      type: 'struck';
      sessionID: string;
      readerID: string;
      questionID: string;
      data: { answerID: string; struck: boolean };
    }
  | { type: 'ended'; sessionID: string; readerID: string; data: T['totals'] };

/** The stored event of a fact: the kind's type name, the ids under its keys, the rest of the data flat. */
function stored<T extends SessionTypes>(storage: SessionStorage, fact: SessionFact<T>): T['event'] {
  const { sessionKey, questionKey, eventTypes } = storage;
  const ids: Record<string, string> = { [sessionKey]: fact.sessionID, readerID: fact.readerID };
  if ('questionID' in fact) ids[questionKey] = fact.questionID;
  const settings = fact.type === 'created' ? fact.settings : {};
  return { type: eventTypes[fact.type], data: { ...ids, ...fact.data, ...settings } } as T['event'];
}

/**
 * The fact of a stored event (the inverse of `stored`); null for an event of another kind. The casts
 * hold because the kind's event schemas check every event's data when it is appended.
 */
function factOf<T extends SessionTypes>(storage: SessionStorage, event: T['event']): SessionFact<T> | null {
  const { sessionKey, questionKey, eventTypes } = storage;
  const type = (Object.keys(eventTypes) as Array<SessionFact<T>['type']>).find((key) => eventTypes[key] === event.type);
  if (!type) return null;
  const {
    [sessionKey]: sessionID,
    [questionKey]: questionID,
    readerID,
    ...rest
  } = event.data as Record<string, unknown>;
  const ids = { sessionID: sessionID as string, readerID: readerID as string, questionID: questionID as string };
  if (type !== 'created') return { type, ...ids, data: rest } as SessionFact<T>;
  const { mode, filter, topicIDs, questions, ...settings } = rest;
  return { type, ...ids, data: { mode, filter, topicIDs, questions }, settings } as SessionFact<T>;
}

function evolve<T extends SessionTypes>(state: SessionState<T>, fact: SessionFact<T>): SessionState<T> {
  if (fact.type === 'created') {
    const { sessionID, readerID, settings } = fact;
    const { mode, filter, questions } = fact.data;
    const progress = { answers: {}, flagged: [], struck: {}, totals: null };
    return { exists: true, sessionID, readerID, mode, filter, questions, settings, status: 'IN_PROGRESS', ...progress };
  }
  if (!state.exists) return state;
  switch (fact.type) {
    case 'answered':
      return { ...state, answers: { ...state.answers, [fact.questionID]: fact.data } };
    case 'cleared': {
      const { [fact.questionID]: _cleared, ...answers } = state.answers;
      return { ...state, answers };
    }
    case 'flagged':
      return { ...state, flagged: toggled(state.flagged, fact.questionID, fact.data.flagged) };
    case 'struck': {
      const { answerID, struck } = fact.data;
      const before = state.struck[fact.questionID] ?? [];
      return { ...state, struck: { ...state.struck, [fact.questionID]: toggled(before, answerID, struck) } };
    }
    case 'ended':
      return { ...state, status: 'ENDED', totals: fact.data };
  }
}

function decide<T extends SessionTypes>(
  rules: SessionRules<T>,
  command: SessionCommand<T>,
  state: SessionState<T>,
): SessionFact<T>[] {
  const { sessionKey, questionKey } = rules.storage;
  if (command.type === 'CreateSession') {
    assertCreatable(state, 'session');
    const { sessionID, readerID, settings, ...data } = command.data;
    if (data.questions.length === 0) throw new ValidationError(Messages.practiceNoQuestions, 'noOfQuestions');
    return [{ type: 'created', sessionID, readerID, data, settings }];
  }
  if (!state.exists || state.readerID !== command.data.readerID)
    throw new NotFoundError(Messages.practiceSessionNotFound, sessionKey);
  const session = state;
  const ofSession = { sessionID: session.sessionID, readerID: session.readerID };
  const questionOf = (questionID: string): PracticeQuestion => {
    const question = session.questions.find((each) => each.questionID === questionID);
    if (!question) throw new NotFoundError(Messages.practiceQuestionNotInSession, questionKey);
    return question;
  };
  const refuseEnded = () => {
    if (session.status === 'ENDED') throw new ConflictError(Messages.practiceSessionEnded, sessionKey);
  };
  switch (command.type) {
    case 'SubmitAnswer': {
      const question = questionOf(command.data.questionID);
      const { questionID } = question;
      refuseEnded();
      if (answerStands(session, questionID)) return [];
      // An empty answer un-chooses while the question is open: a tutor answer stands, an exam's is cleared.
      if (rules.isEmpty(command.data.answer))
        return questionID in session.answers ? [{ type: 'cleared', ...ofSession, questionID, data: {} }] : [];
      const answer = rules.checkAnswer(question, command.data.answer, { complete: session.mode === 'TUTOR' });
      const recorded = session.answers[questionID];
      if (recorded && rules.sameAnswer(recorded, answer)) return [];
      const data = { ...answer, ...rules.mark(question, answer, session.settings) };
      return [{ type: 'answered', ...ofSession, questionID, data }];
    }
    case 'FlagQuestion': {
      const { questionID } = questionOf(command.data.questionID);
      const { flagged } = command.data;
      if (session.flagged.includes(questionID) === flagged) return [];
      return [{ type: 'flagged', ...ofSession, questionID, data: { flagged } }];
    }
    case 'StrikeAnswer': {
      const question = questionOf(command.data.questionID);
      refuseEnded();
      const { answerID, struck } = command.data;
      if (!question.answers.some((option) => option.answerID === answerID))
        throw new ValidationError(Messages.unknownAnswer, 'answerID');
      if ((session.struck[question.questionID] ?? []).includes(answerID) === struck) return [];
      return [{ type: 'struck', ...ofSession, questionID: question.questionID, data: { answerID, struck } }];
    }
    case 'EndSession':
      if (session.status === 'ENDED') return [];
      return [{ type: 'ended', ...ofSession, data: rules.totals(session) }];
  }
}

/**
 * One reader's practice session of a kind. It keeps its own copy of the questions (so an admin edit
 * does not change it) and marks each answer when it is recorded, by the kind's rules. Tutor mode: the
 * first answer stands (a repeat records nothing). Exam mode: a new answer replaces the last, until the
 * session ends. Another reader's session is not found, whatever the command. Its events are stored
 * under the kind's names (`rules.storage`), so streams recorded before the kinds shared this decider load.
 */
export function sessionDecider<T extends SessionTypes>(
  rules: SessionRules<T>,
): Decider<SessionState<T>, SessionCommand<T>, T['event']> {
  return {
    initialState: () => ({ exists: false }),
    evolve(state, event) {
      const fact = factOf<T>(rules.storage, event);
      return fact ? evolve(state, fact) : state;
    },
    decide: (command, state) => decide(rules, command, state).map((fact) => stored<T>(rules.storage, fact)),
  };
}

export function sessionCommands<T extends SessionTypes>(rules: SessionRules<T>) {
  const { streamPrefix } = rules.storage;
  return commandHandler({ decider: sessionDecider(rules), streamName: (id: string) => `${streamPrefix}-${id}` });
}
