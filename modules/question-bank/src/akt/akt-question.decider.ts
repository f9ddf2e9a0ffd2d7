import { Messages } from '@notebook/contracts';
import { commandHandler } from '@notebook/kernel';
import { CHOICE_EVENT_SUFFIXES, ChoiceQuestionEvent, choiceQuestionDecider, choiceQuestionEventSchemas } from '../shared/choice-question.decider';

export type AktQuestionEvent = ChoiceQuestionEvent<'Akt'>;
export const AktQuestionEventTypes = CHOICE_EVENT_SUFFIXES.map((suffix) => `Akt${suffix}`) as ReadonlyArray<AktQuestionEvent['type']>;
export const aktQuestionEventSchemas = choiceQuestionEventSchemas('Akt');
export const aktQuestionStream = (id: string) => `aktQuestion-${id}`;

/** AKT questions: multiple choice (1..15 answers) or extended match; only type AKT may be a mock exam question. */
export const aktQuestionDecider = choiceQuestionDecider({
  prefix: 'Akt',
  scored: false,
  mockOnlyForType: 'AKT',
  notFound: Messages.questionNotFound,
  fields: {
    header: 'aktQuestionDTO',
    moDTO: 'aktmoQuestionDTO',
    moList: 'aktmoQuestionDTO.aktmoAnswerDTOList',
    moAnswerID: 'aktMoAnswerID',
    emList: 'aktemAnswerDTOList',
    emAnswerID: 'aktEmAnswerID',
    subQuestionID: 'aktEmQuestionID',
    questionID: 'aktQuestionID',
  },
});

export const aktQuestionCommands = commandHandler({ decider: aktQuestionDecider, streamName: aktQuestionStream });
