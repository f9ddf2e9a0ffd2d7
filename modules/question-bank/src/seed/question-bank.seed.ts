import { seededTopics } from '@notebook/catalog';
import type { ModuleSeed } from '@notebook/kernel';
import { QuestionBankService } from '../question-bank.service';
import { seedQuestionBank } from './seed-question-bank';

/** The demo question bank, each question under its condition's curriculum topic. */
export const questionBankSeed: ModuleSeed = {
  after: ['catalog'],
  async run(context) {
    const stage = context.stage('Question bank', 1, 'stages');
    const counts = await seedQuestionBank(context.services.get(QuestionBankService), context.need(seededTopics));
    stage.done(`${counts.akt} AKT, ${counts.msq} KFP(MSQ) questions, ${counts.kfp} KFP cases`);
  },
};
