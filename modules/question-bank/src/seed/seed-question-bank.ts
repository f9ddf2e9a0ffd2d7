import {
  saveAktEmAnswerListRequest,
  saveAktEmQuestionRequest,
  saveAktMoQuestionRequest,
  saveKfpCaseQuestionRequest,
  saveKfpCaseRequest,
  saveMsqEmAnswerListRequest,
  saveMsqEmQuestionRequest,
  saveMsqMoQuestionRequest,
} from '@notebook/contracts';
import { Actor, SYSTEM_ACTOR } from '@notebook/kernel';
import type { QuestionBankService } from '../question-bank.service';
import { GP_CONDITIONS, GpCondition } from './gp-conditions';

type Facet = 'investigations' | 'management' | 'redFlags' | 'referral' | 'counselling' | 'followUp';
const FACETS: Array<{ key: Facet; label: string; prompt: string }> = [
  { key: 'investigations', label: 'investigations', prompt: 'the most appropriate investigations' },
  { key: 'management', label: 'initial management', prompt: 'the most appropriate steps in initial management' },
  { key: 'redFlags', label: 'red flags', prompt: 'the features that need urgent action' },
  { key: 'referral', label: 'referral', prompt: 'the appropriate referrals' },
  { key: 'counselling', label: 'counselling', prompt: 'the most important counselling points' },
  { key: 'followUp', label: 'follow-up', prompt: 'the appropriate follow-up' },
];

export type SeededQuestionBank = { akt: number; msq: number; kfp: number };

/** A topic the seed may file questions under. */
export type SeedTopic = { topicID: string; topicName: string };

/**
 * Demo content on the given topics: each question goes under its condition's topic (an asthma
 * question under 'Asthma in adults'; an extended-match question under its first patient's), or,
 * when no topic has that name, under the next topic in turn. 40 AKT questions (30 multiple choice, 10 extended
 * match with sub-questions and explanations), 72 MSQ questions (62 multiple choice, 10 extended
 * match) and 20 KFP cases with three questions each. Everything goes through the service, so it is
 * validated and recorded as events like an admin's edits; questions are saved several at a time.
 */
export async function seedQuestionBank(
  service: QuestionBankService,
  topics: readonly SeedTopic[],
  actor: Actor = SYSTEM_ACTOR,
): Promise<SeededQuestionBank> {
  if (topics.length === 0) throw new Error('seedQuestionBank needs at least one topic');
  let turn = 0;
  const byName = new Map(topics.map((topic) => [topic.topicName, topic.topicID]));
  const topicOf = (condition: GpCondition) => byName.get(condition.topic) ?? topics[turn++ % topics.length]!.topicID;
  const conditions = GP_CONDITIONS;
  const counts: SeededQuestionBank = { akt: 0, msq: 0, kfp: 0 };
  await Promise.all(
    [aktMultipleChoice, aktExtendedMatch, msqMultipleChoice, msqExtendedMatch, kfpCases].map((section) => section()),
  );
  return counts;

  // AKT multiple choice: one correct answer among five.
  async function aktMultipleChoice() {
    const aktFacets = FACETS.filter((facet) => ['investigations', 'management', 'referral'].includes(facet.key));
    await inLanes(30, async (i) => {
      const condition = conditions[i % conditions.length]!;
      const facet = aktFacets[Math.floor(i / conditions.length) % aktFacets.length]!;
      const others = pick(conditions, condition, 4, i)
        .map((other) => other[facet.key][0])
        .filter((answer) => !condition[facet.key].includes(answer));
      const answers = rotate(
        [
          { answer: condition[facet.key][0], correctAnswer: true },
          ...others.map((answer) => ({ answer, correctAnswer: false })),
        ],
        i,
      );
      const aktType = i % 7 === 6 ? 'SJT' : i % 5 === 4 ? 'KT' : 'AKT';
      await service.saveAktMoQuestion(
        saveAktMoQuestionRequest.parse({
          aktQuestionDTO: {
            topicID: topicOf(condition),
            questionName: `${condition.name}: ${facet.label}`,
            aktType,
            mockExamQuestion: i % 3 === 0 ? 'Y' : 'N',
            explanation: `<p>${condition.explanation}</p>`,
          },
          aktmoQuestionDTO: {
            question: `<p>${condition.vignettes[i % 2]}</p><p>Which is the <strong>single</strong> most appropriate next step?</p>`,
            noOfAnswers: answers.length,
            aktmoAnswerDTOList: answers,
          },
        }),
        actor,
      );
      counts.akt++;
    });
  }

  // AKT extended match: six options, three patients.
  async function aktExtendedMatch() {
    await inLanes(10, async (i) => {
      const facet = FACETS[i % FACETS.length]!;
      const group = window(conditions, i * 2, 6);
      const em = await service.saveAktEmAnswerList(
        saveAktEmAnswerListRequest.parse({
          aktQuestionDTO: {
            topicID: topicOf(group[0]!),
            questionName: `Extended match: ${facet.label} in common presentations (${i + 1})`,
            aktType: 'AKT',
            noOfAnswers: group.length,
          },
          aktemAnswerDTOList: group.map((condition) => ({ answer: condition[facet.key][0] })),
        }),
        actor,
      );
      const header = em.aktemAnswerListDTO.aktQuestionDTO;
      const options = em.aktemAnswerListDTO.aktemAnswerDTOList;
      for (const index of [0, 2, 4]) {
        await service.saveAktEmQuestion(
          saveAktEmQuestionRequest.parse({
            aktQuestionID: header.aktQuestionID,
            question: `<p>${group[index]!.vignettes[i % 2]}</p>`,
            correctAnswerID: options[index]!.aktEmAnswerID,
          }),
          actor,
        );
      }
      await service.saveAktEmAnswerList(
        saveAktEmAnswerListRequest.parse({
          aktQuestionDTO: {
            ...header,
            version: undefined,
            explanation: `<p>Choose ${facet.prompt} for each patient.</p><ul>${[0, 2, 4].map((index) => `<li>${group[index]!.explanation}</li>`).join('')}</ul>`,
          },
          aktemAnswerDTOList: options,
        }),
        actor,
      );
      counts.akt++;
    });
  }

  // MSQ multiple choice: three correct answers among six, scored.
  async function msqMultipleChoice() {
    await inLanes(62, async (i) => {
      const condition = conditions[i % conditions.length]!;
      const facet = FACETS[Math.floor(i / conditions.length) % FACETS.length]!;
      const distractors = pick(conditions, condition, 3, i)
        .map((other, k) => other[facet.key][k % 3])
        .filter((answer) => !condition[facet.key].includes(answer));
      const correct = condition[facet.key].map((answer, k) => ({
        answer,
        correctAnswer: true,
        answerScore: k === 0 ? 40 : 30,
      }));
      const answers = rotate(
        [...correct, ...distractors.map((answer) => ({ answer, correctAnswer: false, answerScore: 0 }))],
        i,
      );
      await service.saveMsqMoQuestion(
        saveMsqMoQuestionRequest.parse({
          msqQuestionDTO: {
            topicID: topicOf(condition),
            questionName: `${condition.name}: ${facet.label}`,
            msqType: i % 4 === 3 ? 'KFP' : 'MSQ',
            selectedForMock: i % 3 === 0 ? 'Y' : 'N',
            status: i % 17 === 16 ? 'INA' : 'ACT',
            explanation: `<p>${condition.explanation}</p>`,
          },
          msqmoQuestionDTO: {
            question: `<p>${condition.vignettes[i % 2]}</p><p>Select the <strong>three</strong> answers that are ${facet.prompt}.</p>`,
            noOfAnswers: answers.length,
            noOfExpectedAnswers: 3,
            msqmoAnswerDTOList: answers,
          },
        }),
        actor,
      );
      counts.msq++;
    });
  }

  // MSQ extended match: six options, two patients.
  async function msqExtendedMatch() {
    await inLanes(10, async (i) => {
      const facet = FACETS[(i + 1) % FACETS.length]!;
      const group = window(conditions, i * 3 + 1, 6);
      const em = await service.saveMsqEmAnswerList(
        saveMsqEmAnswerListRequest.parse({
          msqQuestionDTO: {
            topicID: topicOf(group[1]!),
            questionName: `Extended match: ${facet.label} (${i + 1})`,
            noOfAnswers: group.length,
            explanation: `<p>Match ${facet.prompt} to each patient.</p>`,
          },
          msqemAnswerDTOList: group.map((condition) => ({ answer: condition[facet.key][1] })),
        }),
        actor,
      );
      const { msqQuestionDTO, msqemAnswerDTOList } = em.msqemAnswerListDTO;
      for (const index of [1, 3]) {
        await service.saveMsqEmQuestion(
          saveMsqEmQuestionRequest.parse({
            msqQuestionID: msqQuestionDTO.msqQuestionID,
            question: `<p>${group[index]!.vignettes[(i + 1) % 2]}</p>`,
            correctAnswerID: msqemAnswerDTOList[index]!.msqEmAnswerID,
          }),
          actor,
        );
      }
      counts.msq++;
    });
  }

  // KFP cases: one per patient, three questions each.
  async function kfpCases() {
    await inLanes(20, async (i) => {
      const condition = conditions[i % conditions.length]!;
      const vignette = condition.vignettes[Math.floor(i / conditions.length) % 2];
      const kfp = await service.saveKfpCase(
        saveKfpCaseRequest.parse({
          topicID: topicOf(condition),
          caseName: `Case ${i + 1}: ${vignette.split(/[.,]/)[0]}`,
          caseDescription: `<p>${vignette}</p>`,
        }),
        actor,
      );
      const distractors = pick(conditions, condition, 2, i)
        .map((other) => other.investigations[0])
        .filter((answer) => !condition.investigations.includes(answer));
      const investigations = rotate(
        [
          ...condition.investigations.map((answer) => ({ answer, correctAnswer: true })),
          ...distractors.map((answer) => ({ answer, correctAnswer: false })),
        ],
        i,
      );
      const questions = [
        {
          question: '<p>Which investigations would you arrange? Select all that apply.</p>',
          kfpAnswerType: 'MULTIPLE_CHOICE',
          questionAnswers: investigations,
          explanation: `<p>${condition.explanation}</p>`,
        },
        {
          question: '<p>List up to three features that would make you act urgently.</p>',
          kfpAnswerType: 'TEXT',
          questionAnswers: condition.redFlags.map((answer) => ({ answer })),
        },
        {
          question: '<p>Outline your initial management.</p>',
          kfpAnswerType: 'TEXT',
          questionAnswers: condition.management.map((answer) => ({ answer })),
        },
      ];
      for (const question of questions) {
        await service.saveKfpCaseQuestion(
          saveKfpCaseQuestionRequest.parse({
            kfpCaseID: kfp.kfpCaseID,
            noOfAnswers: question.questionAnswers.length,
            ...question,
          }),
          actor,
        );
      }
      counts.kfp++;
    });
  }
}

/** Runs `work(0..count-1)`, a few at a time: each command waits for the read models, so waiting side by side is what makes the seed quick. */
async function inLanes(count: number, work: (index: number) => Promise<void>, width = 4): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}

/** `n` other conditions, starting at a position that varies with `seed`. */
function pick(all: readonly GpCondition[], except: GpCondition, n: number, seed: number): GpCondition[] {
  const others = all.filter((condition) => condition !== except);
  return Array.from({ length: n }, (_, k) => others[(seed * 5 + k * 3) % others.length]!).filter(
    (item, index, list) => list.indexOf(item) === index,
  );
}

function window<T>(items: readonly T[], start: number, n: number): T[] {
  return Array.from({ length: n }, (_, k) => items[(start + k) % items.length]!);
}

/** A deterministic shuffle, so the correct answer is not always first. */
function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
