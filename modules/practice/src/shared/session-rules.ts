import type { AktSessionMode, AktSessionStatus } from '@notebook/contracts';

/**
 * Answers, flags and struck options answer as soon as they are recorded: the session's own screens
 * read it from its stream, and the lists, counts, filters and readiness catch up before they read.
 */
export const SKIP_READ_MODELS = { awaitReadModels: false } as const;

/** What the rules below need of a practice session (AKT or KFP(MSQ)). */
export type SessionProgressShape = { mode: AktSessionMode; status: AktSessionStatus; answers: Record<string, unknown> };

/**
 * THE rule of what a reader may see of a practice question's marking, for AKT and KFP(MSQ)
 * sessions alike: in tutor mode a question once answered, in exam mode every question once the
 * session ended; never before, and never while the question is sealed for the reader (`sealed`: it
 * is in a mock exam attempt of theirs whose result is not released, shared/sealed-questions.ts).
 * Every answer of the practice calls is built through views that ask this, so correct answers,
 * scores and explanations cannot leak by another path.
 */
export function isRevealed(session: SessionProgressShape, questionID: string, sealed: ReadonlySet<string>): boolean {
  if (sealed.has(questionID)) return false;
  return session.status === 'ENDED' || (session.mode === 'TUTOR' && questionID in session.answers);
}

/**
 * Whether any question of the session could be shown now (before asking which are sealed): an ended
 * session, or a tutor session with an answer. A running exam shows nothing, so its screens skip the question.
 */
export function mayReveal(session: SessionProgressShape): boolean {
  return session.status === 'ENDED' || (session.mode === 'TUTOR' && Object.keys(session.answers).length > 0);
}

/**
 * A question counts as answered once every part of it is (issue 28): an extended match only when
 * each sub-question has its option; the navigator and the counts say so.
 */
export function isFullyAnswered(
  question: { answerType: string; subQuestions: readonly unknown[] },
  answer: { subAnswers?: readonly unknown[] } | undefined,
): boolean {
  if (!answer) return false;
  return question.answerType !== 'EXTENDED_MATCH' || (answer.subAnswers?.length ?? 0) >= question.subQuestions.length;
}

/** The sub-questions of an extended match still without an option (0 for any other question). */
export function openSubQuestions(
  question: { answerType: string; subQuestions: readonly unknown[] },
  answer: { subAnswers?: readonly unknown[] } | undefined,
): number {
  if (question.answerType !== 'EXTENDED_MATCH') return 0;
  return Math.max(0, question.subQuestions.length - (answer?.subAnswers?.length ?? 0));
}

/** Tutor mode: the first answer stands, so a second one records nothing. */
export function answerStands(session: SessionProgressShape, questionID: string): boolean {
  return session.mode === 'TUTOR' && questionID in session.answers;
}

/** `list` with `id` in it when `on`, out of it otherwise (flags, struck options). */
export function toggled(list: readonly string[], id: string, on: boolean): string[] {
  const others = list.filter((each) => each !== id);
  return on ? [...others, id] : others;
}

/**
 * A share of the marks as a percentage with two decimals (floored, as the spec shows amounts). The
 * tiny nudge keeps binary fractions of exact results (125.5 of 200 is 6274.999…) from flooring a cent low.
 */
export function percentage(marks: number, outOf: number): number {
  return outOf === 0 ? 0 : Math.floor((marks / outOf) * 10_000 + 1e-9) / 100;
}

/** Points rounded to two decimals (MSQ answer scores and penalties are not whole numbers). */
export function points(value: number): number {
  return Math.round(value * 100) / 100;
}
