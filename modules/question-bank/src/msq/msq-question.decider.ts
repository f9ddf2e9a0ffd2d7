import { Messages } from '@notebook/contracts';
import { commandHandler } from '@notebook/kernel';
import { choiceQuestionDecider } from '../shared/choice-question.decider';
import { msqQuestionStream } from './msq-question.events';

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
