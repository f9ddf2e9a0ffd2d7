import type { ReadinessSource } from '@notebook/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** What the app shows under a practice question once its mark is revealed (how all readers did on it). */
export type AnswerInsight = (source: ReadinessSource, questionID: string) => ReactNode;

const AnswerInsightContext = createContext<AnswerInsight>(() => null);

/**
 * The practice features show it without knowing where it comes from (features do not import each
 * other): the app provides the readiness feature's peer share here.
 */
export const AnswerInsightProvider = AnswerInsightContext.Provider;

export function AnswerInsightAfterReveal({ source, questionID }: { source: ReadinessSource; questionID: string }) {
  const insight = useContext(AnswerInsightContext);
  return <>{insight(source, questionID)}</>;
}
