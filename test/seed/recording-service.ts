/**
 * A stand-in for the question bank service that records what the demo seed saves, so a unit spec
 * can read every seeded question (stem, options, the options marked correct, explanation, topic)
 * without a database. It returns what the seed reads back: ids for extended-match options.
 */
import { randomUUID } from 'node:crypto';
import type { QuestionBankService } from '../../modules/question-bank/src/question-bank.service';

export type SeededOption = { text: string; correct: boolean };
export type SeededItem = {
  kind: 'AKT' | 'AKT_EM' | 'MSQ' | 'MSQ_EM' | 'KFP';
  /** The question's or case's name, e.g. 'Asthma: investigations' or 'Case 3: A 24-year-old woman…'. */
  name: string;
  topicID: string;
  /** The patients: one stem for a single question, each sub-question's for an extended match. */
  stems: string[];
  options: SeededOption[];
  /** For an extended match, the option marked correct for each stem, in order. */
  correctPerStem?: string[];
  explanation: string;
  /** The guideline it follows, as the save sent it (issue 29). */
  source: { sourceTitle?: string | null; sourceUrl?: string | null; lastReviewedOn?: string | null };
};

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const sourceIn = (dto: Any): SeededItem['source'] => ({
  sourceTitle: dto.sourceTitle,
  sourceUrl: dto.sourceUrl,
  lastReviewedOn: dto.lastReviewedOn,
});

export function recordingService(): { service: QuestionBankService; items: SeededItem[] } {
  const items: SeededItem[] = [];
  const em = new Map<string, SeededItem & { ids: string[] }>();
  const kfp = new Map<string, { name: string; topicID: string; stem: string; source: SeededItem['source'] }>();
  const emList = (idKey: string, dtoKey: string, listKey: string, kind: 'AKT_EM' | 'MSQ_EM') => (input: Any) => {
    const dto = input[dtoKey];
    const id: string = dto[idKey] ?? randomUUID();
    const answerKey = kind === 'AKT_EM' ? 'aktEmAnswerID' : 'msqEmAnswerID';
    const answers = (input[listKey] as Any[]).map((a) => ({ ...a, [answerKey]: a[answerKey] ?? randomUUID() }));
    const existing = em.get(id);
    const item: SeededItem & { ids: string[] } = existing ?? {
      kind,
      name: dto.questionName,
      topicID: dto.topicID,
      stems: [],
      options: [],
      correctPerStem: [],
      explanation: '',
      source: sourceIn(dto),
      ids: [],
    };
    // A later save of the list (the explanation) keeps the marks the sub-questions made.
    item.options = answers.map((a) => ({ text: a.answer, correct: item.correctPerStem!.includes(a.answer) }));
    item.ids = answers.map((a) => a[answerKey]);
    if (dto.explanation) item.explanation = dto.explanation;
    if (!existing) {
      em.set(id, item);
      items.push(item);
    }
    const header = { ...dto, [idKey]: id };
    return kind === 'AKT_EM'
      ? { aktemAnswerListDTO: { aktQuestionDTO: header, aktemAnswerDTOList: answers } }
      : { msqemAnswerListDTO: { msqQuestionDTO: header, msqemAnswerDTOList: answers } };
  };
  const emQuestion = (idKey: string) => (input: Any) => {
    const item = em.get(input[idKey])!;
    item.stems.push(input.question);
    item.correctPerStem!.push(item.options[item.ids.indexOf(input.correctAnswerID)]!.text);
    for (const option of item.options) if (option.text === item.correctPerStem!.at(-1)) option.correct = true;
    return {};
  };
  const service = {
    saveAktMoQuestion: async (input: Any) => {
      items.push({
        kind: 'AKT',
        name: input.aktQuestionDTO.questionName,
        topicID: input.aktQuestionDTO.topicID,
        stems: [input.aktmoQuestionDTO.question],
        options: input.aktmoQuestionDTO.aktmoAnswerDTOList.map((a: Any) => ({
          text: a.answer,
          correct: a.correctAnswer,
        })),
        explanation: input.aktQuestionDTO.explanation ?? '',
        source: sourceIn(input.aktQuestionDTO),
      });
      return {};
    },
    saveMsqMoQuestion: async (input: Any) => {
      items.push({
        kind: 'MSQ',
        name: input.msqQuestionDTO.questionName,
        topicID: input.msqQuestionDTO.topicID,
        stems: [input.msqmoQuestionDTO.question],
        options: input.msqmoQuestionDTO.msqmoAnswerDTOList.map((a: Any) => ({
          text: a.answer,
          correct: a.correctAnswer,
        })),
        explanation: input.msqQuestionDTO.explanation ?? '',
        source: sourceIn(input.msqQuestionDTO),
      });
      return {};
    },
    saveAktEmAnswerList: async (input: Any) =>
      emList('aktQuestionID', 'aktQuestionDTO', 'aktemAnswerDTOList', 'AKT_EM')(input),
    saveMsqEmAnswerList: async (input: Any) =>
      emList('msqQuestionID', 'msqQuestionDTO', 'msqemAnswerDTOList', 'MSQ_EM')(input),
    saveAktEmQuestion: async (input: Any) => emQuestion('aktQuestionID')(input),
    saveMsqEmQuestion: async (input: Any) => emQuestion('msqQuestionID')(input),
    saveKfpCase: async (input: Any) => {
      const kfpCaseID = randomUUID();
      kfp.set(kfpCaseID, {
        name: input.caseName,
        topicID: input.topicID,
        stem: input.caseDescription,
        source: sourceIn(input),
      });
      return { kfpCaseID };
    },
    saveKfpCaseQuestion: async (input: Any) => {
      const kfpCase = kfp.get(input.kfpCaseID)!;
      const multiple = input.kfpAnswerType === 'MULTIPLE_CHOICE';
      items.push({
        kind: 'KFP',
        name: kfpCase.name,
        topicID: kfpCase.topicID,
        stems: [`${kfpCase.stem}${input.question}`],
        options: (input.questionAnswers as Any[]).map((a) => ({
          text: a.answer,
          correct: multiple ? a.correctAnswer : true,
        })),
        explanation: input.explanation ?? '',
        source: kfpCase.source,
      });
      return {};
    },
  };
  return { service: service as unknown as QuestionBankService, items };
}
