import {
  type ContentSource,
  type ContentSourceChange,
  ContentStatus,
  QuestionAnswerType,
  QuestionBankLimits,
  Messages,
} from '@notebook/contracts';
import { BusinessRuleError, Decider, NotFoundError, ValidationError, assertCreatable } from '@notebook/kernel';
import {
  AnswerInput,
  StoredAnswer,
  activeAnswers,
  applyAnswer,
  checkCount,
  nextDisplayOrder,
  planAnswers,
  requiredText,
  richAnswers,
  richText,
} from './answers';
import { changedSource } from './content-source';
import { changedLesson } from './lesson-link';
import { type ItemState, existingItem } from './item-state';
import type { ChoiceQuestionEvent, NeutralEvent, QuestionHeader, SubQuestion } from './choice-question.events';

/**
 * AKT and MSQ questions share one shape: a header, multiple-choice answers or extended-match answers
 * with sub-questions, an explanation. One decider serves both; the event types carry the prefix
 * (`AktAnswerAdded`, `MsqAnswerAdded`) so each has its own streams, events and read model.
 */

export type ChoiceQuestionState = ItemState<
  {
    questionID: string;
    answerType: QuestionAnswerType;
    answers: StoredAnswer[];
    subQuestions: SubQuestion[];
    /** Absent until a source is first recorded. */
    source?: ContentSource;
    /** Absent until first linked to a lesson. */
    lessonID?: string | null;
  } & QuestionHeader
>;

/** The header fields a save sends; `explanation` undefined keeps the stored one (the EM merge). */
export type HeaderInput = Omit<QuestionHeader, 'explanation' | 'question' | 'noOfAnswers' | 'noOfExpectedAnswers'> & {
  explanation?: string;
};

/** What a multiple-choice and an extended-match save both send: the header and the answers. */
export type SaveAnswersData = {
  questionID: string;
  /** A new question (it goes last in its topic: the projection places it). */
  create?: true;
  header: HeaderInput;
  noOfAnswers: number;
  answers: AnswerInput[];
  newAnswerIDs: string[];
  maxAnswers: number;
  expectedVersion?: number;
  /** The source parts the save names (issue 29). */
  source?: ContentSourceChange;
  /** The lesson the save names (issue 29): undefined leaves the link (unless the topic changes), null clears it. */
  lessonID?: string | null;
};

export type ChoiceQuestionCommand =
  | { type: 'SaveMultipleChoice'; data: SaveAnswersData & { question: string; noOfExpectedAnswers?: number } }
  | { type: 'SaveExtendedMatchAnswers'; data: SaveAnswersData }
  | {
      type: 'SaveSubQuestion';
      data: {
        subQuestionID?: string;
        newSubQuestionID: string;
        question: string;
        correctAnswerID: string;
        status?: ContentStatus;
        expectedVersion?: number;
      };
    }
  | { type: 'RemoveSubQuestion'; data: { subQuestionID: string; expectedVersion?: number } }
  | { type: 'RemoveQuestion'; data: { expectedVersion?: number } };

/** Where each rule's message points in the request body, per kind. */
export type ChoiceQuestionFields = {
  header: string;
  moDTO: string;
  moList: string;
  moAnswerID: string;
  emList: string;
  emAnswerID: string;
  subQuestionID: string;
  questionID: string;
};

export type ChoiceQuestionConfig<P extends string> = {
  prefix: P;
  /** MSQ multiple choice scores answers and expects a number of correct ones. */
  scored: boolean;
  /** AKT multiple choice is single best answer: exactly one correct option. */
  singleBestAnswer?: boolean;
  /** AKT: only this question type may be a mock exam question. */
  mockOnlyForType?: string;
  fields: ChoiceQuestionFields;
  notFound: string;
};

type Existing = Extract<ChoiceQuestionState, { exists: true }>;

export function choiceQuestionDecider<P extends string>(
  config: ChoiceQuestionConfig<P>,
): Decider<ChoiceQuestionState, ChoiceQuestionCommand, ChoiceQuestionEvent<P>> {
  const { prefix, fields } = config;
  const out = (event: NeutralEvent) => ({ type: `${prefix}${event.type}`, data: event.data }) as ChoiceQuestionEvent<P>;

  function evolveNeutral(state: ChoiceQuestionState, event: NeutralEvent): ChoiceQuestionState {
    const version = state.version + 1;
    if (event.type === 'QuestionCreated') {
      const { questionID, answerType, ...header } = event.data;
      return {
        exists: true,
        removed: false,
        version,
        questionID,
        answerType,
        answers: [],
        subQuestions: [],
        ...header,
      };
    }
    if (!state.exists) return { ...state, version };
    switch (event.type) {
      case 'QuestionUpdated': {
        const { questionID: _id, ...header } = event.data;
        return { ...state, ...header, version };
      }
      case 'AnswerTypeChanged':
        return { ...state, answerType: event.data.answerType, version };
      case 'AnswerAdded':
      case 'AnswerUpdated': {
        const { questionID: _id, ...answer } = event.data;
        return { ...state, answers: applyAnswer(state.answers, answer), version };
      }
      case 'SubQuestionAdded':
      case 'SubQuestionUpdated': {
        const { questionID: _id, ...sub } = event.data;
        const others = state.subQuestions.filter((item) => item.subQuestionID !== sub.subQuestionID);
        const index = state.subQuestions.findIndex((item) => item.subQuestionID === sub.subQuestionID);
        const subQuestions =
          index < 0
            ? [...others, sub]
            : state.subQuestions.map((item) => (item.subQuestionID === sub.subQuestionID ? sub : item));
        return { ...state, subQuestions, version };
      }
      case 'SubQuestionRemoved':
        return {
          ...state,
          subQuestions: state.subQuestions.filter((item) => item.subQuestionID !== event.data.subQuestionID),
          version,
        };
      case 'QuestionRemoved':
        return { ...state, removed: true, version };
      case 'QuestionSourceChanged': {
        const { questionID: _id, ...source } = event.data;
        return { ...state, source, version };
      }
      case 'QuestionLessonLinked':
        return { ...state, lessonID: event.data.lessonID, version };
    }
  }

  function existing(state: ChoiceQuestionState, expectedVersion: number | undefined): Existing {
    return existingItem(state, expectedVersion, { message: config.notFound, field: fields.questionID });
  }

  function header(
    input: HeaderInput,
    base: { explanation: string | null },
  ): Omit<QuestionHeader, 'question' | 'noOfAnswers' | 'noOfExpectedAnswers'> {
    const mockAllowed = config.mockOnlyForType === undefined || input.questionType === config.mockOnlyForType;
    return {
      topicID: input.topicID,
      questionName: requiredText(
        input.questionName,
        QuestionBankLimits.questionNameMax,
        `${fields.header}.questionName`,
      ),
      questionType: input.questionType,
      status: input.status,
      mockFlag: mockAllowed ? input.mockFlag : 'N',
      explanation: input.explanation === undefined ? base.explanation : input.explanation.trim() || null,
    };
  }

  function save(
    state: ChoiceQuestionState,
    data: SaveAnswersData,
    answerType: QuestionAnswerType,
    extra: { question: string | null; noOfExpectedAnswers: number | null },
    answerFields: { count: string; list: string; id: string },
  ): NeutralEvent[] {
    const events: NeutralEvent[] = [];
    let current: Existing | null = null;
    if (data.create) {
      assertCreatable(state, 'question');
    } else {
      current = existing(state, data.expectedVersion);
    }
    const nextHeader: QuestionHeader = {
      ...header(data.header, { explanation: current?.explanation ?? null }),
      ...extra,
      noOfAnswers: data.noOfAnswers,
    };
    const reset = current !== null && current.answerType !== answerType;
    const scored = config.scored && answerType === 'MULTIPLE_CHOICE';
    const changes = planAnswers({
      existing: current?.answers ?? [],
      incoming: data.answers,
      noOfAnswers: data.noOfAnswers,
      maxAnswers: data.maxAnswers,
      reset,
      newAnswerIDs: data.newAnswerIDs,
      correctAllowed: answerType === 'MULTIPLE_CHOICE',
      scored,
      fields: answerFields,
    });
    if (config.singleBestAnswer && answerType === 'MULTIPLE_CHOICE') {
      const correct = data.answers.slice(0, data.noOfAnswers).filter((answer) => answer.correctAnswer).length;
      if (correct !== 1) throw new ValidationError(Messages.exactlyOneCorrectAnswer, fields.moList);
    }
    if (scored && extra.noOfExpectedAnswers !== null) {
      const expectedField = `${fields.moDTO}.noOfExpectedAnswers`;
      checkCount(extra.noOfExpectedAnswers, data.maxAnswers, expectedField);
      const correct = data.answers.slice(0, data.noOfAnswers).filter((answer) => answer.correctAnswer).length;
      if (correct < extra.noOfExpectedAnswers)
        throw new ValidationError(Messages.notEnoughCorrectAnswers(extra.noOfExpectedAnswers), expectedField);
    }

    const questionID = data.questionID;
    if (!current) {
      events.push({
        type: 'QuestionCreated',
        data: { questionID, answerType, ...nextHeader },
      });
    } else {
      if (reset) {
        events.push({ type: 'AnswerTypeChanged', data: { questionID, answerType } });
        for (const sub of current.subQuestions)
          events.push({ type: 'SubQuestionRemoved', data: { questionID, subQuestionID: sub.subQuestionID } });
      }
      if (!sameHeader(current, nextHeader))
        events.push({ type: 'QuestionUpdated', data: { questionID, ...nextHeader } });
    }
    for (const change of changes)
      events.push({
        type: change.kind === 'added' ? 'AnswerAdded' : 'AnswerUpdated',
        data: { questionID, ...change.answer },
      });
    if (current && !reset) {
      // A sub-question must not point at a retired answer: clear its correct answer and make it INA.
      const retired = new Set(
        changes
          .filter((change) => change.kind === 'updated' && change.answer.status === 'INA')
          .map((change) => change.answer.answerID),
      );
      for (const sub of current.subQuestions) {
        if (sub.correctAnswerID !== null && retired.has(sub.correctAnswerID)) {
          events.push({
            type: 'SubQuestionUpdated',
            data: { questionID, ...sub, correctAnswerID: null, status: 'INA' },
          });
        }
      }
    }
    const source = changedSource(current?.source, data.source, `${fields.header}.sourceTitle`);
    if (source) events.push({ type: 'QuestionSourceChanged', data: { questionID, ...source } });
    const lessonID = changedLesson(current, data.lessonID, nextHeader.topicID);
    if (lessonID !== undefined) events.push({ type: 'QuestionLessonLinked', data: { questionID, lessonID } });
    return events;
  }

  function decideNeutral(command: ChoiceQuestionCommand, state: ChoiceQuestionState): NeutralEvent[] {
    switch (command.type) {
      case 'SaveMultipleChoice': {
        const question = requiredText(
          command.data.question,
          QuestionBankLimits.richTextMax,
          `${fields.moDTO}.question`,
        );
        const noOfExpectedAnswers = config.scored
          ? (command.data.noOfExpectedAnswers ?? QuestionBankLimits.defaultExpectedAnswers)
          : null;
        return save(
          state,
          command.data,
          'MULTIPLE_CHOICE',
          { question, noOfExpectedAnswers },
          {
            count: `${fields.moDTO}.noOfAnswers`,
            list: fields.moList,
            id: fields.moAnswerID,
          },
        );
      }
      case 'SaveExtendedMatchAnswers':
        return save(
          state,
          command.data,
          'EXTENDED_MATCH',
          { question: null, noOfExpectedAnswers: null },
          {
            count: `${fields.header}.noOfAnswers`,
            list: fields.emList,
            id: fields.emAnswerID,
          },
        );
      case 'SaveSubQuestion': {
        const current = existing(state, command.data.expectedVersion);
        if (current.answerType !== 'EXTENDED_MATCH')
          throw new BusinessRuleError(Messages.onlyExtendedMatchHasSubQuestions, fields.questionID);
        const answers = activeAnswers(current.answers);
        if (answers.length === 0) throw new BusinessRuleError(Messages.subQuestionNeedsAnswers, 'correctAnswerID');
        const question = requiredText(command.data.question, QuestionBankLimits.richTextMax, 'question');
        if (!answers.some((answer) => answer.answerID === command.data.correctAnswerID)) {
          throw new ValidationError(Messages.correctAnswerNotAnAnswer, 'correctAnswerID');
        }
        const questionID = current.questionID;
        const status = command.data.status ?? 'ACT';
        if (command.data.subQuestionID) {
          const sub = current.subQuestions.find((item) => item.subQuestionID === command.data.subQuestionID);
          if (!sub) throw new NotFoundError(Messages.questionNotFound, fields.subQuestionID);
          const next = { ...sub, question, correctAnswerID: command.data.correctAnswerID, status };
          if (
            next.question === sub.question &&
            next.correctAnswerID === sub.correctAnswerID &&
            next.status === sub.status
          )
            return [];
          return [{ type: 'SubQuestionUpdated', data: { questionID, ...next } }];
        }
        const displayOrder = nextDisplayOrder(current.subQuestions.map((sub) => sub.displayOrder));
        return [
          {
            type: 'SubQuestionAdded',
            data: {
              questionID,
              subQuestionID: command.data.newSubQuestionID,
              question,
              correctAnswerID: command.data.correctAnswerID,
              status,
              displayOrder,
            },
          },
        ];
      }
      case 'RemoveSubQuestion': {
        const current = existing(state, command.data.expectedVersion);
        if (!current.subQuestions.some((sub) => sub.subQuestionID === command.data.subQuestionID)) {
          throw new NotFoundError(Messages.questionNotFound, fields.subQuestionID);
        }
        return [
          {
            type: 'SubQuestionRemoved',
            data: { questionID: current.questionID, subQuestionID: command.data.subQuestionID },
          },
        ];
      }
      case 'RemoveQuestion': {
        const current = existing(state, command.data.expectedVersion);
        return [{ type: 'QuestionRemoved', data: { questionID: current.questionID } }];
      }
    }
  }

  return {
    initialState: () => ({ exists: false, version: 0 }),
    evolve: (state, event) =>
      evolveNeutral(state, { type: event.type.slice(prefix.length), data: event.data } as NeutralEvent),
    decide: (command, state) => decideNeutral(withRichText(command), state).map(out),
  };
}

function sameHeader(a: QuestionHeader, b: QuestionHeader): boolean {
  return (Object.keys(b) as Array<keyof QuestionHeader>).every((key) => a[key] === b[key]);
}

/** The command with its rich text sanitised (richText), before any rule looks at it. */
function withRichText(command: ChoiceQuestionCommand): ChoiceQuestionCommand {
  switch (command.type) {
    case 'SaveMultipleChoice':
      return {
        ...command,
        data: {
          ...command.data,
          header: richHeader(command.data.header),
          question: richText(command.data.question),
          answers: richAnswers(command.data.answers),
        },
      };
    case 'SaveExtendedMatchAnswers':
      return {
        ...command,
        data: { ...command.data, header: richHeader(command.data.header), answers: richAnswers(command.data.answers) },
      };
    case 'SaveSubQuestion':
      return { ...command, data: { ...command.data, question: richText(command.data.question) } };
    default:
      return command;
  }
}

const richHeader = (header: HeaderInput): HeaderInput =>
  header.explanation === undefined ? header : { ...header, explanation: richText(header.explanation) };
