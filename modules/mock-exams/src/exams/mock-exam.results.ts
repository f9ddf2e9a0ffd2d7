import type { MockExamResults } from '@notebook/contracts';
import { percentage } from '@notebook/practice';
import type { MockAttemptFound } from '../attempts/mock-attempt.views';
import { worth } from '../attempts/mock-marking';
import type { MockExamFound } from './mock-exam.views';

/** A submitted attempt as the results read it (the read model keeps its totals and marked answers, not its paper). */
export type SubmittedAttempt = {
  readerID: string;
  score: number;
  attempt: Pick<MockAttemptFound, 'status' | 'answers' | 'totals'>;
  submittedAt: Date;
};

const HARDEST_SHOWN = 10;

/** An exam's results for admins: attempts, the mean, the spread per tenth of the score, the hardest questions. */
export function examResults(exam: MockExamFound, attempts: number, submitted: SubmittedAttempt[]): MockExamResults {
  const distribution = Array.from({ length: 10 }, () => 0);
  for (const { score } of submitted) distribution[Math.min(9, Math.floor(score / 10))]! += 1;
  const mean =
    submitted.length === 0
      ? null
      : Math.round((submitted.reduce((sum, each) => sum + each.score, 0) / submitted.length) * 100) / 100;
  const hardest = submitted.length === 0 ? [] : hardestQuestions(exam, submitted);
  return { mockExamID: exam.mockExamID, attempts, submitted: submitted.length, mean, distribution, hardest };
}

function hardestQuestions(exam: MockExamFound, submitted: SubmittedAttempt[]) {
  return exam.paper
    .map((question) => {
      const right = submitted.filter(
        (each) => each.attempt.answers[question.questionID]?.answerStatus === 'CORRECT',
      ).length;
      return {
        questionID: question.questionID,
        questionName: question.questionName,
        correctPercent: percentage(right, submitted.length),
      };
    })
    .sort((a, b) => a.correctPercent - b.correctPercent || a.questionName.localeCompare(b.questionName))
    .slice(0, HARDEST_SHOWN);
}

/** One line per submitted attempt: who, when, how, the totals, then the marks of each question of the paper. */
export function resultsCsv(
  exam: MockExamFound,
  submitted: SubmittedAttempt[],
  readers: Map<string, { name: string; email: string }>,
): string {
  const header = [
    'Reader',
    'E-mail',
    'Submitted at',
    'Submitted by',
    'Score %',
    'Marks',
    'Penalties',
    'Out of',
    ...exam.paper.map((_, index) => `Q${index + 1}`),
  ];
  const lines = submitted.map(({ readerID, attempt, submittedAt, score }) => {
    const reader = readers.get(readerID);
    const totals = attempt.totals;
    return [
      reader?.name ?? readerID,
      reader?.email ?? '',
      submittedAt.toISOString(),
      attempt.status === 'AUTO_SUBMITTED' ? 'Time limit' : 'Reader',
      score,
      totals?.marks ?? 0,
      totals?.penalties ?? 0,
      totals?.outOf ?? 0,
      ...exam.paper.map((question) => {
        const answer = attempt.answers[question.questionID];
        return answer ? answer.marks - answer.penalty : `0/${worth(exam.definition.mockExamType, question)}`;
      }),
    ];
  });
  return [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** RFC 4180 quoting, and a leading apostrophe so a spreadsheet never runs a cell as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
