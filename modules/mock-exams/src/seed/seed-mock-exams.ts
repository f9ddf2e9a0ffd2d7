import { MockExamLimits, type MockExamType } from '@notebook/contracts';
import { type Actor, type Clock, SYSTEM_ACTOR } from '@notebook/kernel';
import type { MockExamService } from '../mock-exam.service';
import type { MockExamQueries } from '../queries/mock-exam.queries';

const DAY = 86_400_000;

/**
 * The demo's mock exams (development only): an AKT and a KFP(MSQ) paper open now for a fortnight,
 * which the demo reader can sit at once, and an AKT paper that opens tomorrow at 09:00. Each draws
 * from the questions the question bank's seed flagged for mock exams. Returns how many were made.
 */
export async function seedMockExams(
  exams: MockExamService,
  queries: MockExamQueries,
  clock: Clock,
  actor: Actor = SYSTEM_ACTOR,
): Promise<number> {
  const now = clock.now();
  const tomorrow = new Date(now.getTime() + DAY);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const planned: Array<{ type: MockExamType; name: string; opens: Date; closes: Date; instructions: string }> = [
    {
      type: 'AKT',
      name: 'AKT mock exam: open now',
      opens: new Date(now.getTime() - 60_000),
      closes: new Date(now.getTime() + 14 * DAY),
      instructions: 'Answer every question: there is no negative marking. Flag the ones to come back to.',
    },
    {
      type: 'MSQ',
      name: 'KFP(MSQ) mock exam: open now',
      opens: new Date(now.getTime() - 60_000),
      closes: new Date(now.getTime() + 14 * DAY),
      instructions: 'Choose as many options as each question asks: every option beyond that costs 24.5 points.',
    },
    {
      type: 'AKT',
      name: 'AKT mock exam: opens tomorrow',
      opens: tomorrow,
      closes: new Date(tomorrow.getTime() + 7 * DAY),
      instructions: 'Results and explanations are released when the window closes.',
    },
  ];
  let made = 0;
  for (const exam of planned) {
    const pool = (await queries.questionPool(exam.type)).length;
    if (pool === 0) continue;
    const { mockExamID } = await exams.save(
      {
        mockExamType: exam.type,
        mockExamName: exam.name,
        instructions: exam.instructions,
        randomQuestionCount: Math.min(pool, MockExamLimits.defaultQuestionCount[exam.type]),
        durationMinutes: MockExamLimits.defaultDurationMinutes[exam.type],
        windowStart: exam.opens.toISOString(),
        windowEnd: exam.closes.toISOString(),
        resultRelease: exam.opens > now ? 'ON_CLOSE' : 'ON_SUBMIT',
        audience: 'PLAN_HOLDERS',
      },
      actor,
    );
    await exams.changeStatus(mockExamID, 'ACTIVE', actor);
    made += 1;
  }
  return made;
}
