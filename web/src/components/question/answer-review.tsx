import type { AktAnswerStatus } from '@notebook/contracts';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import { answerStatusLabel } from './answer-labels';

/** A marked answer as the practice reveal and the mock exam's review both hold it. */
export type MarkedAnswer = {
  answerStatus: AktAnswerStatus;
  marks: number;
  outOf: number;
  penalty: number;
  /** Practice only: how many options beyond the number asked the penalty is for. */
  extraOptions?: number;
  explanation: string | null;
};

/** The verdict line: a tick or a cross (hidden from screen readers) before what the view says of it. */
export function AnswerVerdict({ correct, children }: { correct: boolean; children: ReactNode }) {
  return (
    <p className={cn('flex items-center gap-2 font-semibold', correct ? 'text-success' : 'text-danger')}>
      {correct ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
      {children}
    </p>
  );
}

/** The author's explanation (HTML); nothing when there is none. */
export function AnswerExplanation({ html, className }: { html: string | null; className?: string }) {
  if (!html) return null;
  return <div className={cn(noteProse, 'text-base', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Once an answer is marked (a practice reveal, a released mock exam): a `status` panel with the
 * verdict and the marks (`unit` names them where the view does), any over-selection penalty, the
 * explanation, then whatever the view adds (`children`).
 */
export function AnswerReview({
  answer,
  unit,
  children,
}: {
  answer: MarkedAnswer;
  unit?: string;
  children?: ReactNode;
}) {
  const correct = answer.answerStatus === 'CORRECT';
  return (
    <div role="status" className={cn('mt-4 rounded-xl border p-4', correct ? 'border-success' : 'border-danger')}>
      <AnswerVerdict correct={correct}>
        {answerStatusLabel[answer.answerStatus]} · {answer.marks} of {answer.outOf}
        {unit && ` ${unit}`}
      </AnswerVerdict>
      {answer.penalty > 0 && (
        <p className="mt-1 text-sm text-warning">
          Over-selection penalty: −{answer.penalty} points
          {answer.extraOptions !== undefined && ` for ${answer.extraOptions} option(s) beyond the number asked`}.
        </p>
      )}
      <AnswerExplanation html={answer.explanation} className="mt-3" />
      {children}
    </div>
  );
}
