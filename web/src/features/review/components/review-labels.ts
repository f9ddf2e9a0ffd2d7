import { type ExamKind, examKindLabels } from '@notebook/contracts';
import { formatDate } from '@/lib/format-date';

/** An ISO date-time, or a YYYY-MM-DD day (read as that calendar day), as DD/MM/YYYY. */
export function shownDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  return formatDate(day ? new Date(`${value}T00:00:00`) : new Date(value));
}

/** Whole days from the reader's today to `examDate` (YYYY-MM-DD). */
export function daysUntil(examDate: string, now: Date = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${examDate}T00:00:00Z`) - today) / 86_400_000);
}

export function daysToGoText(examDate: string, now?: Date): string {
  const days = daysUntil(examDate, now);
  if (days > 1) return `${days} days to go`;
  if (days === 1) return '1 day to go';
  if (days === 0) return 'The exam is today';
  return 'The exam date has passed';
}

export const examLabel = (exam: ExamKind) => examKindLabels[exam];
