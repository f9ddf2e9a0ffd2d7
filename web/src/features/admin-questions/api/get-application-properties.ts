import { QuestionBankLimits } from '@notebook/contracts';
import { useApplicationProperties } from '@/lib/application-properties';

export type AnswerOptions = { akt: number; msq: number };

/** The most answers the editors offer: the server's aktAnswerOptions / msqAnswerOptions, the defaults (15 / 24) until they are loaded. */
export function useAnswerOptions(): AnswerOptions {
  const data = useApplicationProperties();
  return {
    akt: data?.aktAnswerOptions ?? QuestionBankLimits.aktMaxAnswers,
    msq: data?.msqAnswerOptions ?? QuestionBankLimits.defaultMsqAnswerOptions,
  };
}
