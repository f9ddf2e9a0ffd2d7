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
import { sourceOf } from './seed-sources';

type Facet = 'investigations' | 'management' | 'redFlags' | 'referral' | 'counselling' | 'followUp';
const FACETS: Array<{ key: Facet; label: string; prompt: string }> = [
  { key: 'investigations', label: 'investigations', prompt: 'the most appropriate investigations' },
  { key: 'management', label: 'initial management', prompt: 'the most appropriate steps in initial management' },
  {
    key: 'redFlags',
    label: 'red flags',
    prompt: "the warning signs of this patient's condition that need urgent action",
  },
  { key: 'referral', label: 'referral', prompt: "the referral pathways that fit this patient's condition" },
  { key: 'counselling', label: 'counselling', prompt: 'the most important counselling points' },
  { key: 'followUp', label: 'follow-up', prompt: 'the appropriate follow-up' },
];

export type SeededQuestionBank = { akt: number; msq: number; kfp: number };

/** The AKT single-answer stems: the first item of the facet is the single best answer for both patients. */
const SINGLE_BEST: Record<'investigations' | 'management', string> = {
  investigations: 'Which is the <strong>single</strong> most appropriate next step in investigation?',
  management:
    'The diagnosis has been confirmed. Which is the <strong>single</strong> most appropriate initial management?',
};

/**
 * Whether an option is right (or arguable) for a condition's patients: one of its own items, one of
 * a comorbidity's, or one it lists in `alsoRight`. Such an option is never offered as a wrong answer.
 */
export function rightFor(condition: GpCondition, option: string): boolean {
  const own = (c: GpCondition) => FACETS.some((facet) => c[facet.key].includes(option));
  return (
    own(condition) ||
    condition.alsoRight.includes(option) ||
    (condition.comorbidities ?? []).some((name) => {
      const comorbidity = GP_CONDITIONS.find((c) => c.name === name);
      if (!comorbidity) throw new Error(`${condition.name} names an unknown comorbidity: ${name}`);
      return own(comorbidity);
    })
  );
}

/**
 * The first paragraph of every seeded explanation: 'Answer:' then the text of each option marked
 * correct, separated by '; ' (an extended match: 'Patient 1: …; Patient 2: …'). The seed check reads
 * it back against the marked options.
 */
export function answerLine(answers: readonly string[]): string {
  return `<p><strong>Answer:</strong> ${answers.join('; ')}.</p>`;
}

/** A topic the seed may file questions under, with its lessons' ids by name when it has them. */
export type SeedTopic = { topicID: string; topicName: string; lessonIDs?: Readonly<Record<string, string>> };

/**
 * The demo lesson each facet belongs to (every demo topic has the same four, `catalog`'s `LESSONS`):
 * a question links to it, so a missed question's review card says what to read (issue 29).
 */
const LESSON_OF_FACET: Record<Facet | 'kfpCase', string> = {
  redFlags: 'Assessment and history',
  investigations: 'Diagnosis and investigations',
  kfpCase: 'Diagnosis and investigations',
  management: 'Management in general practice',
  counselling: 'Management in general practice',
  referral: 'Special situations and follow-up',
  followUp: 'Special situations and follow-up',
};

/**
 * Demo content on the given topics: each question goes under its condition's topic (an asthma
 * question under 'Asthma in adults'; an extended-match question under its first patient's), or,
 * when no topic has that name (a test's own small curriculum), under the next topic in turn.
 * Every explanation opens with the answer line (answerLine) naming the options marked correct, and
 * no option offered as wrong is right for the patient (rightFor). 40 AKT questions (30 multiple choice, 10 extended
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
  const byName = new Map(topics.map((topic) => [topic.topicName, topic]));
  /** The condition's topic and, where the topic has it, the facet's lesson. */
  const placeOf = (condition: GpCondition, facet: Facet | 'kfpCase') => {
    const topic = byName.get(condition.topic) ?? topics[turn++ % topics.length]!;
    const lessonID = topic.lessonIDs?.[LESSON_OF_FACET[facet]];
    return { topicID: topic.topicID, ...(lessonID ? { lessonID } : {}) };
  };
  const conditions = GP_CONDITIONS;
  const counts: SeededQuestionBank = { akt: 0, msq: 0, kfp: 0 };
  await Promise.all(
    [aktMultipleChoice, aktExtendedMatch, msqMultipleChoice, msqExtendedMatch, kfpCases].map((section) => section()),
  );
  return counts;

  // AKT multiple choice: one correct answer among five.
  async function aktMultipleChoice() {
    // Investigations then management for each condition, then management again with the other patient.
    const aktFacets = FACETS.filter((facet) => facet.key === 'investigations' || facet.key === 'management');
    await inLanes(30, async (i) => {
      const condition = conditions[i % conditions.length]!;
      const round = Math.floor(i / conditions.length);
      const facet = aktFacets[Math.min(round, 1)]!;
      const patient = (i + (round >= 2 ? 1 : 0)) % 2;
      const others = pick(conditions, condition, conditions.length, i)
        .map((other) => other[facet.key][0])
        .filter((answer) => !rightFor(condition, answer))
        .slice(0, 4);
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
            ...placeOf(condition, facet.key),
            ...sourceOf(condition),
            questionName: `${condition.name}: ${facet.label}${round >= 2 ? ' (second patient)' : ''}`,
            aktType,
            mockExamQuestion: i % 3 === 0 ? 'Y' : 'N',
            explanation: `${answerLine([condition[facet.key][0]])}<p>${condition.explanation}</p>`,
          },
          aktmoQuestionDTO: {
            question: `<p>${condition.vignettes[patient]}</p><p>${SINGLE_BEST[facet.key as keyof typeof SINGLE_BEST]}</p>`,
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
      const patients = choosePatients(group, [0, 2, 4, 1, 3, 5], 3, facet.key);
      const choices = matchOptions(group, patients, facet.key, 0);
      const em = await service.saveAktEmAnswerList(
        saveAktEmAnswerListRequest.parse({
          aktQuestionDTO: {
            ...placeOf(group[0]!, facet.key),
            ...sourceOf(group[0]!),
            questionName: `Extended match: ${facet.label} in common presentations (${i + 1})`,
            aktType: 'AKT',
            noOfAnswers: group.length,
          },
          aktemAnswerDTOList: choices.map((answer) => ({ answer })),
        }),
        actor,
      );
      const header = em.aktemAnswerListDTO.aktQuestionDTO;
      const options = em.aktemAnswerListDTO.aktemAnswerDTOList;
      for (const index of patients) {
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
            explanation: `${answerLine(patients.map((index, k) => `Patient ${k + 1}: ${choices[index]}`))}<p>Choose ${facet.prompt} for each patient.</p><ul>${patients.map((index) => `<li>${group[index]!.explanation}</li>`).join('')}</ul>`,
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
      const distractors = pick(conditions, condition, conditions.length, i)
        .map((other, k) => other[facet.key][k % 3])
        .filter((answer) => !rightFor(condition, answer))
        .slice(0, 3);
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
            ...placeOf(condition, facet.key),
            ...sourceOf(condition),
            questionName: `${condition.name}: ${facet.label}`,
            msqType: i % 4 === 3 ? 'KFP' : 'MSQ',
            selectedForMock: i % 3 === 0 ? 'Y' : 'N',
            status: i % 17 === 16 ? 'INA' : 'ACT',
            explanation: `${answerLine(condition[facet.key])}<p>${condition.explanation}</p>`,
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
      const patients = choosePatients(group, [1, 3, 5, 2, 4], 2, facet.key);
      const choices = matchOptions(group, patients, facet.key, 1);
      const em = await service.saveMsqEmAnswerList(
        saveMsqEmAnswerListRequest.parse({
          msqQuestionDTO: {
            ...placeOf(group[1]!, facet.key),
            ...sourceOf(group[1]!),
            questionName: `Extended match: ${facet.label} (${i + 1})`,
            noOfAnswers: group.length,
            explanation: `${answerLine(patients.map((index, k) => `Patient ${k + 1}: ${choices[index]}`))}<p>Match ${facet.prompt} to each patient.</p><ul>${patients.map((index) => `<li>${group[index]!.explanation}</li>`).join('')}</ul>`,
          },
          msqemAnswerDTOList: choices.map((answer) => ({ answer })),
        }),
        actor,
      );
      const { msqQuestionDTO, msqemAnswerDTOList } = em.msqemAnswerListDTO;
      for (const index of patients) {
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
          ...placeOf(condition, 'kfpCase'),
          ...sourceOf(condition),
          caseName: `Case ${i + 1}: ${vignette.split(/[.,]/)[0]}`,
          caseDescription: `<p>${vignette}</p>`,
        }),
        actor,
      );
      const distractors = pick(conditions, condition, conditions.length, i)
        .map((other) => other.investigations[0])
        .filter((answer) => !rightFor(condition, answer))
        .slice(0, 2);
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
          explanation: `${answerLine(condition.investigations)}<p>${condition.explanation}</p>`,
        },
        {
          question: '<p>List up to three features that would make you act urgently.</p>',
          kfpAnswerType: 'TEXT',
          questionAnswers: condition.redFlags.map((answer) => ({ answer })),
          explanation: `${answerLine(condition.redFlags)}<p>${condition.explanation}</p>`,
        },
        {
          question: '<p>Outline your initial management.</p>',
          kfpAnswerType: 'TEXT',
          questionAnswers: condition.management.map((answer) => ({ answer })),
          explanation: `${answerLine(condition.management)}<p>${condition.explanation}</p>`,
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

/** Up to `n` other conditions, starting at a position that varies with `seed` (the caller keeps those that fit). */
function pick(all: readonly GpCondition[], except: GpCondition, n: number, seed: number): GpCondition[] {
  const others = all.filter((condition) => condition !== except);
  return Array.from({ length: n }, (_, k) => others[(seed * 5 + k * 3) % others.length]!).filter(
    (item, index, list) => list.indexOf(item) === index,
  );
}

/**
 * The patients of an extended match: the first of `order` (the question is filed under its topic),
 * then the next whose facet shares nothing with those chosen (no item of one is right for the other:
 * asthma beside COPD, or type 2 diabetes beside its comorbid CKD, would give a patient two right
 * options), or failing that the next in order.
 */
function choosePatients(group: readonly GpCondition[], order: readonly number[], count: number, facet: Facet) {
  const apart = (a: GpCondition, b: GpCondition) =>
    !a[facet].some((item) => rightFor(b, item)) && !b[facet].some((item) => rightFor(a, item));
  const chosen = [order[0]!];
  for (const index of order.slice(1))
    if (chosen.length < count && chosen.every((other) => apart(group[other]!, group[index]!))) chosen.push(index);
  for (const index of order) if (chosen.length < count && !chosen.includes(index)) chosen.push(index);
  return chosen;
}

/**
 * The options of an extended match, one per condition of the group: for a patient, the item at
 * `preferred` of its facet, or the next of its items that is right for no other patient; for a
 * condition no patient has, an item right for no patient, from its own list or, failing that, from
 * a condition outside the group. So each patient has exactly one right option.
 */
function matchOptions(group: readonly GpCondition[], patients: readonly number[], facet: Facet, preferred: number) {
  const chosen: string[] = [];
  const rotated = (condition: GpCondition) => [0, 1, 2].map((k) => condition[facet][(preferred + k) % 3]!);
  const outside = GP_CONDITIONS.filter((condition) => !group.includes(condition));
  group.forEach((condition, index) => {
    const candidates = patients.includes(index)
      ? rotated(condition)
      : [...rotated(condition), ...outside.flatMap(rotated)];
    const fits = (option: string) =>
      !chosen.includes(option) && patients.every((patient) => patient === index || !rightFor(group[patient]!, option));
    chosen.push(candidates.find(fits) ?? candidates[0]!);
  });
  return chosen;
}

function window<T>(items: readonly T[], start: number, n: number): T[] {
  return Array.from({ length: n }, (_, k) => items[(start + k) % items.length]!);
}

/** A deterministic shuffle, so the correct answer is not always first. */
function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
