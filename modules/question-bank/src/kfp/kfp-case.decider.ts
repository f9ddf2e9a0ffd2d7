import {
  type ContentSource,
  type ContentSourceChange,
  ContentStatus,
  type KfpAnswerTypeValue,
  QuestionBankLimits,
  Messages,
} from '@notebook/contracts';
import { Decider, NotFoundError, assertCreatable, commandHandler, sameMembers } from '@notebook/kernel';
import {
  AnswerInput,
  applyAnswer,
  nextDisplayOrder,
  planAnswers,
  requiredText,
  richAnswers,
  richText,
} from '../shared/answers';
import {
  KfpCaseFields,
  KfpQuestionFields,
  KfpCaseQuestion,
  KfpCasesReordered,
  KfpCaseEvent,
  kfpCaseStream,
  kfpCaseOrderStream,
} from './kfp-case.events';
import { changedSource } from '../shared/content-source';
import { changedLesson } from '../shared/lesson-link';
import { type ItemState, existingItem } from '../shared/item-state';

export type KfpCaseState = ItemState<
  {
    kfpCaseID: string;
    questions: KfpCaseQuestion[];
    source?: ContentSource;
    lessonID?: string | null;
  } & KfpCaseFields
>;

export type KfpCaseCommand =
  | {
      type: 'SaveKfpCase';
      /** `source`: the source parts the save names (issue 29). */
      data: {
        kfpCaseID: string;
        create?: true;
        expectedVersion?: number;
        source?: ContentSourceChange;
        /** Undefined leaves the link (unless the topic changes), null clears it (issue 29). */
        lessonID?: string | null;
      } & KfpCaseFields;
    }
  | { type: 'RemoveKfpCase'; data: { expectedVersion?: number } }
  | {
      type: 'SaveKfpCaseQuestion';
      data: {
        kfpCaseQuestionID?: string;
        newKfpCaseQuestionID: string;
        question: string;
        explanation?: string;
        kfpAnswerType: KfpAnswerTypeValue;
        noOfAnswers: number;
        status: ContentStatus;
        answers: AnswerInput[];
        newAnswerIDs: string[];
        expectedVersion?: number;
      };
    }
  | { type: 'RemoveKfpCaseQuestion'; data: { kfpCaseQuestionID: string; expectedVersion?: number } }
  | { type: 'ReorderKfpCaseQuestions'; data: { kfpCaseQuestionIDs: string[]; expectedVersion?: number } };

type Existing = Extract<KfpCaseState, { exists: true }>;

function existing(state: KfpCaseState, expectedVersion: number | undefined): Existing {
  return existingItem(state, expectedVersion, { message: Messages.kfpCaseNotFound, field: 'kfpCaseID' });
}

function updateQuestion(
  state: Existing,
  id: string,
  change: (question: KfpCaseQuestion) => KfpCaseQuestion,
): KfpCaseQuestion[] {
  return state.questions.map((question) => (question.kfpCaseQuestionID === id ? change(question) : question));
}

/** A KFP case with its questions and their answers, one stream per case. */
export const kfpCaseDecider: Decider<KfpCaseState, KfpCaseCommand, KfpCaseEvent> = {
  initialState: () => ({ exists: false, version: 0 }),
  evolve(state, event) {
    const version = state.version + 1;
    if (event.type === 'KfpCaseCreated') {
      const { kfpCaseID, ...fields } = event.data;
      return { exists: true, removed: false, version, kfpCaseID, questions: [], ...fields };
    }
    if (!state.exists) return { ...state, version };
    switch (event.type) {
      case 'KfpCaseUpdated': {
        const { kfpCaseID: _id, ...fields } = event.data;
        return { ...state, ...fields, version };
      }
      case 'KfpCaseRemoved':
        return { ...state, removed: true, version };
      case 'KfpCaseSourceChanged': {
        const { kfpCaseID: _id, ...source } = event.data;
        return { ...state, source, version };
      }
      case 'KfpCaseLessonLinked':
        return { ...state, lessonID: event.data.lessonID, version };
      case 'KfpCaseQuestionAdded': {
        const { kfpCaseID: _id, ...question } = event.data;
        return { ...state, questions: [...state.questions, { ...question, answers: [] }], version };
      }
      case 'KfpCaseQuestionUpdated': {
        const { kfpCaseID: _id, kfpCaseQuestionID, ...fields } = event.data;
        return {
          ...state,
          questions: updateQuestion(state, kfpCaseQuestionID, (question) => ({ ...question, ...fields })),
          version,
        };
      }
      case 'KfpCaseQuestionRemoved':
        return {
          ...state,
          questions: state.questions.filter((question) => question.kfpCaseQuestionID !== event.data.kfpCaseQuestionID),
          version,
        };
      case 'KfpCaseQuestionAnswerAdded':
      case 'KfpCaseQuestionAnswerUpdated': {
        const { kfpCaseID: _id, kfpCaseQuestionID, ...answer } = event.data;
        return {
          ...state,
          questions: updateQuestion(state, kfpCaseQuestionID, (question) => ({
            ...question,
            answers: applyAnswer(question.answers, answer),
          })),
          version,
        };
      }
      case 'KfpCaseQuestionsReordered': {
        const position = new Map(event.data.kfpCaseQuestionIDs.map((id, index) => [id, index + 1]));
        return {
          ...state,
          questions: state.questions.map((question) => ({
            ...question,
            displayOrder: position.get(question.kfpCaseQuestionID) ?? question.displayOrder,
          })),
          version,
        };
      }
    }
  },
  decide(sent, state) {
    const command = withRichText(sent);
    switch (command.type) {
      case 'SaveKfpCase': {
        const {
          kfpCaseID,
          create,
          expectedVersion,
          source: sourceChange,
          lessonID: namedLesson,
          ...input
        } = command.data;
        const fields: KfpCaseFields = {
          topicID: input.topicID,
          caseName: requiredText(input.caseName, QuestionBankLimits.caseNameMax, 'caseName'),
          caseDescription: requiredText(input.caseDescription, QuestionBankLimits.richTextMax, 'caseDescription'),
          status: input.status,
        };
        const sourceEvents = (current: ContentSource | undefined): KfpCaseEvent[] => {
          const source = changedSource(current, sourceChange, 'sourceTitle');
          return source ? [{ type: 'KfpCaseSourceChanged', data: { kfpCaseID, ...source } }] : [];
        };
        const lessonEvents = (current: { topicID: string; lessonID?: string | null } | null): KfpCaseEvent[] => {
          const lessonID = changedLesson(current, namedLesson, fields.topicID);
          return lessonID === undefined ? [] : [{ type: 'KfpCaseLessonLinked', data: { kfpCaseID, lessonID } }];
        };
        if (create) {
          assertCreatable(state, 'KFP case');
          return [
            { type: 'KfpCaseCreated', data: { kfpCaseID, ...fields } },
            ...sourceEvents(undefined),
            ...lessonEvents(null),
          ];
        }
        const current = existing(state, expectedVersion);
        const same =
          current.topicID === fields.topicID &&
          current.caseName === fields.caseName &&
          current.caseDescription === fields.caseDescription &&
          current.status === fields.status;
        return [
          ...(same ? [] : [{ type: 'KfpCaseUpdated', data: { kfpCaseID, ...fields } } as const]),
          ...sourceEvents(current.source),
          ...lessonEvents(current),
        ];
      }
      case 'RemoveKfpCase': {
        const current = existing(state, command.data.expectedVersion);
        return [{ type: 'KfpCaseRemoved', data: { kfpCaseID: current.kfpCaseID } }];
      }
      case 'SaveKfpCaseQuestion': {
        const current = existing(state, command.data.expectedVersion);
        const { data } = command;
        const kfpCaseID = current.kfpCaseID;
        const before = data.kfpCaseQuestionID
          ? current.questions.find((question) => question.kfpCaseQuestionID === data.kfpCaseQuestionID)
          : undefined;
        if (data.kfpCaseQuestionID && !before) throw new NotFoundError(Messages.questionNotFound, 'kfpCaseQuestionID');
        const fields: KfpQuestionFields = {
          question: requiredText(data.question, QuestionBankLimits.richTextMax, 'question'),
          explanation: data.explanation === undefined ? (before?.explanation ?? null) : data.explanation.trim() || null,
          kfpAnswerType: data.kfpAnswerType,
          noOfAnswers: data.noOfAnswers,
          status: data.status,
        };
        const changes = planAnswers({
          existing: before?.answers ?? [],
          incoming: data.answers,
          noOfAnswers: data.noOfAnswers,
          maxAnswers: QuestionBankLimits.kfpMaxAnswers,
          reset: before !== undefined && before.kfpAnswerType !== data.kfpAnswerType,
          newAnswerIDs: data.newAnswerIDs,
          correctAllowed: data.kfpAnswerType !== 'TEXT',
          scored: false,
          fields: { count: 'noOfAnswers', list: 'questionAnswers', id: 'kfpCaseQuestionAnswerID' },
        });
        const kfpCaseQuestionID = before?.kfpCaseQuestionID ?? data.newKfpCaseQuestionID;
        const events: KfpCaseEvent[] = [];
        if (!before) {
          const displayOrder = nextDisplayOrder(current.questions.map((question) => question.displayOrder));
          events.push({
            type: 'KfpCaseQuestionAdded',
            data: { kfpCaseID, kfpCaseQuestionID, displayOrder, ...fields },
          });
        } else if ((Object.keys(fields) as Array<keyof KfpQuestionFields>).some((key) => fields[key] !== before[key])) {
          events.push({ type: 'KfpCaseQuestionUpdated', data: { kfpCaseID, kfpCaseQuestionID, ...fields } });
        }
        for (const change of changes) {
          events.push({
            type: change.kind === 'added' ? 'KfpCaseQuestionAnswerAdded' : 'KfpCaseQuestionAnswerUpdated',
            data: { kfpCaseID, kfpCaseQuestionID, ...change.answer },
          });
        }
        return events;
      }
      case 'RemoveKfpCaseQuestion': {
        const current = existing(state, command.data.expectedVersion);
        if (!current.questions.some((question) => question.kfpCaseQuestionID === command.data.kfpCaseQuestionID)) {
          throw new NotFoundError(Messages.questionNotFound, 'kfpCaseQuestionID');
        }
        return [
          {
            type: 'KfpCaseQuestionRemoved',
            data: { kfpCaseID: current.kfpCaseID, kfpCaseQuestionID: command.data.kfpCaseQuestionID },
          },
        ];
      }
      case 'ReorderKfpCaseQuestions': {
        const current = existing(state, command.data.expectedVersion);
        sameMembers(
          command.data.kfpCaseQuestionIDs,
          current.questions.map((question) => question.kfpCaseQuestionID),
          'kfpCaseQuestionIDs',
        );
        return [
          {
            type: 'KfpCaseQuestionsReordered',
            data: { kfpCaseID: current.kfpCaseID, kfpCaseQuestionIDs: command.data.kfpCaseQuestionIDs },
          },
        ];
      }
    }
  },
};

/** The order of the KFP cases of one topic. The service passes the current case ids from the read model. */
export const kfpCaseOrderDecider: Decider<
  { version: number },
  { type: 'ReorderKfpCases'; data: { topicID: string; kfpCaseIDs: string[]; currentKfpCaseIDs: string[] } },
  KfpCasesReordered
> = {
  initialState: () => ({ version: 0 }),
  evolve: (state) => ({ version: state.version + 1 }),
  decide(command) {
    sameMembers(command.data.kfpCaseIDs, command.data.currentKfpCaseIDs, 'kfpCaseIDs');
    return [
      { type: 'KfpCasesReordered', data: { topicID: command.data.topicID, kfpCaseIDs: command.data.kfpCaseIDs } },
    ];
  },
};

export const kfpCaseCommands = commandHandler({ decider: kfpCaseDecider, streamName: kfpCaseStream });
/** The order of a topic's KFP cases, on one stream per topic (the id is the topicID). */
export const kfpCaseOrderCommands = commandHandler({ decider: kfpCaseOrderDecider, streamName: kfpCaseOrderStream });

/** The command with its rich text sanitised (richText), before any rule looks at it. */
function withRichText(command: KfpCaseCommand): KfpCaseCommand {
  switch (command.type) {
    case 'SaveKfpCase':
      return { ...command, data: { ...command.data, caseDescription: richText(command.data.caseDescription) } };
    case 'SaveKfpCaseQuestion': {
      const { explanation } = command.data;
      return {
        ...command,
        data: {
          ...command.data,
          question: richText(command.data.question),
          explanation: explanation === undefined ? undefined : richText(explanation),
          answers: richAnswers(command.data.answers),
        },
      };
    }
    default:
      return command;
  }
}
