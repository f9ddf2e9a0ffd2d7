import type { ContentStatus, QuestionAnswerType } from '@notebook/contracts';
import type { ReactNode } from 'react';
import { answerTypeLabels } from './texts';

export type DetailRow = [string, ReactNode] | false;

/** Label/value rows of a read-only question view. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter((row): row is [string, ReactNode] => Boolean(row))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Stored rich text, sanitised by the server before it was saved. */
export function Html({ html, label }: { html: string; label: string }) {
  return (
    <div
      aria-label={label}
      role="group"
      className="prose-content text-sm text-ink [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

type QuestionHeader = {
  questionName: string;
  /** The AKT or KFP(MSQ) question type. */
  type: string;
  answerType: QuestionAnswerType;
  status: ContentStatus;
  /** The name of the question's mock-exam flag row ("Mock exam question"), or false when it is not flagged. */
  mockFlag: string | false;
};

/** The rows a question's views start with: its name, types and status, and its mock-exam flag when set. */
export function questionDetailRows({ questionName, type, answerType, status, mockFlag }: QuestionHeader): DetailRow[] {
  return [
    ['Question name', questionName],
    ['Question type', type],
    ['Answer type', answerTypeLabels[answerType]],
    ['Status', status === 'ACT' ? 'Active' : 'Inactive'],
    mockFlag !== false && [mockFlag, 'Yes'],
  ];
}
