import { Messages } from '@notebook/contracts';
import { commandHandler } from '@notebook/kernel';
import { choiceQuestionDecider } from '../shared/choice-question.decider';
import { aktQuestionStream } from './akt-question.events';

/** AKT questions: multiple choice (1..15 answers) or extended match; only type AKT may be a mock exam question. */
export const aktQuestionDecider = choiceQuestionDecider({
  prefix: 'Akt',
  scored: false,
  singleBestAnswer: true,
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
