import { Messages } from '@notebook/contracts';
import { commandHandler } from '@notebook/kernel';
import { CHOICE_EVENT_SUFFIXES, ChoiceQuestionEvent, choiceQuestionDecider, choiceQuestionEventSchemas } from '../shared/choice-question.decider';

export type MsqQuestionEvent = ChoiceQuestionEvent<'Msq'>;
export const MsqQuestionEventTypes = CHOICE_EVENT_SUFFIXES.map((suffix) => `Msq${suffix}`) as ReadonlyArray<MsqQuestionEvent['type']>;
export const msqQuestionEventSchemas = choiceQuestionEventSchemas('Msq');
export const msqQuestionStream = (id: string) => `msqQuestion-${id}`;

/**
 * KFP(MSQ) questions: multiple choice with scored answers (1..msqAnswerOptions answers, at least
 * noOfExpectedAnswers correct) or extended match.
 */
export const msqQuestionDecider = choiceQuestionDecider({
  prefix: 'Msq',
  scored: true,
  notFound: Messages.questionNotFound,
  fields: {
    header: 'msqQuestionDTO',
    moDTO: 'msqmoQuestionDTO',
    moList: 'msqmoQuestionDTO.msqmoAnswerDTOList',
    moAnswerID: 'msqMoAnswerID',
    emList: 'msqemAnswerDTOList',
    emAnswerID: 'msqEmAnswerID',
    subQuestionID: 'msqEmQuestionID',
    questionID: 'msqQuestionID',
  },
});

export const msqQuestionCommands = commandHandler({ decider: msqQuestionDecider, streamName: msqQuestionStream });
