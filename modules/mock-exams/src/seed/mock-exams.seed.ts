import { Clock, type ModuleSeed } from '@notebook/kernel';
import { MockExamService } from '../mock-exam.service';
import { MockExamQueries } from '../queries/mock-exam.queries';
import { seedMockExams } from './seed-mock-exams';

/** The demo's mock exams, drawn from the questions the question bank's step flagged for them. */
export const mockExamsSeed: ModuleSeed = {
  after: ['question-bank'],
  async run(context) {
    const stage = context.stage('Mock exams', 1, 'stages');
    const { services } = context;
    const made = await seedMockExams(services.get(MockExamService), services.get(MockExamQueries), services.get(Clock));
    stage.done(`${made} mock exams`);
  },
};
