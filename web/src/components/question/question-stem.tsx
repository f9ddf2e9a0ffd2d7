import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import { FlagButton } from './flag-button';

/** "Question N of M" (the page's heading, `question-title`) with the question's flag beside it. */
export function QuestionHeader({
  questionNo,
  noOfQuestions,
  flagged,
  onToggleFlag,
}: {
  questionNo: number;
  noOfQuestions: number;
  flagged: boolean;
  onToggleFlag: (flagged: boolean) => void;
}) {
  return (
    <header className="mb-4 flex items-start justify-between gap-3">
      <h1 id="question-title" className="text-lg font-semibold tracking-tight text-ink [overflow-wrap:anywhere]">
        Question {questionNo} of {noOfQuestions}
      </h1>
      <FlagButton flagged={flagged} onToggle={onToggleFlag} />
    </header>
  );
}

/** The question's text as the author wrote it (HTML: paragraphs, tables, images); nothing when it has none. */
export function QuestionStem({ html }: { html: string | null }) {
  if (!html) return null;
  return <div className={cn(noteProse, 'mb-4')} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * KFP(MSQ): "Choose N. M chosen." read out as it changes, then what the view says of choosing more
 * (`children`); `warn` colours it once too many are chosen.
 */
export function ChoiceCount({
  expected,
  chosen,
  warn = false,
  children,
}: {
  expected: number;
  chosen: number;
  warn?: boolean;
  children?: ReactNode;
}) {
  return (
    <p className={cn('mb-3 text-sm', warn ? 'text-warning' : 'text-ink-muted')} aria-live="polite">
      Choose {expected}. {chosen} chosen.
      {children}
    </p>
  );
}
