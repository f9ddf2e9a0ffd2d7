import type { AktAnswerStatus } from '@notebook/contracts';
import { Check, Flag, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { answerStatusLabel } from './answer-labels';

export type NavigatorItem = {
  questionNo: number;
  questionID: string;
  answered: boolean;
  flagged: boolean;
  /** Once marked (an ended practice session): how the answer did. */
  answerStatus?: AktAnswerStatus | null;
};

/** The grid of question numbers beside the question: answered, flagged, marked, and the current one. */
export function QuestionNavigator({
  items,
  current,
  onGo,
  hint,
}: {
  items: NavigatorItem[];
  current: number;
  onGo: (questionNo: number) => void;
  /** The line under the grid (the keys, or what the marks mean). */
  hint: string;
}) {
  return (
    <aside
      aria-label="Questions"
      className="w-full rounded-2xl border border-line bg-surface p-4 lg:sticky lg:top-4 lg:w-64"
    >
      <p className="mb-3 text-sm font-semibold text-ink">Questions</p>
      <ol className="grid grid-cols-6 gap-1.5 sm:grid-cols-10 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.questionID}>
            <NavigatorButton item={item} current={item.questionNo === current} onGo={onGo} />
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-ink-muted">{hint}</p>
    </aside>
  );
}

function NavigatorButton({
  item,
  current,
  onGo,
}: {
  item: NavigatorItem;
  current: boolean;
  onGo: (questionNo: number) => void;
}) {
  const state = item.answerStatus ? answerStatusLabel[item.answerStatus] : item.answered ? 'answered' : 'unanswered';
  return (
    <button
      type="button"
      onClick={() => onGo(item.questionNo)}
      aria-current={current ? 'step' : undefined}
      aria-label={`Question ${item.questionNo}: ${state}${item.flagged ? ', flagged' : ''}`}
      className={cn(
        'relative flex h-9 w-full items-center justify-center rounded-md border text-sm tabular-nums',
        item.answered ? 'border-accent bg-accent-soft text-ink' : 'border-line text-ink-muted',
        // The border and a mark carry the verdict; the number stays ink, readable on any background.
        item.answerStatus === 'CORRECT' && 'border-2 border-success bg-transparent text-ink',
        item.answerStatus === 'INCORRECT' && 'border-2 border-danger bg-transparent text-ink',
        item.answerStatus === 'NOT_COMPLETED' && 'border-2 border-warning bg-transparent text-ink',
        current && 'ring-2 ring-ring',
      )}
    >
      {item.questionNo}
      {item.answerStatus === 'CORRECT' && (
        <Check aria-hidden className="absolute bottom-0.5 left-0.5 size-3 text-success" />
      )}
      {item.answerStatus === 'INCORRECT' && (
        <X aria-hidden className="absolute bottom-0.5 left-0.5 size-3 text-danger" />
      )}
      {item.flagged && <Flag aria-hidden className="absolute -top-1 -right-1 size-3 fill-current text-warning" />}
    </button>
  );
}
