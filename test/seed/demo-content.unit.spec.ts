/**
 * The demo content a candidate studies must be trustworthy (issue 28). For every question the demo
 * seed saves (run against a recording stand-in for the question bank service):
 * - its explanation opens with the answer line, 'Answer: <option>; <option>.' (an extended match:
 *   'Answer: Patient 1: <option>; Patient 2: <option>.'), which names exactly the options marked correct;
 * - no option offered as wrong appears anywhere in the explanation, so the prose never recommends it;
 * - no option offered as wrong is right for the patient: it is not one of the condition's own items,
 *   a comorbidity's, or one the condition lists in `alsoRight`;
 * - it sits under its condition's curriculum topic.
 * For every condition: its patients' ages and sex fit its population and sex, and its topic is in the
 * curriculum chapter for that population. No seed file uses UK-only guidance or terms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sydneyToday } from '@notebook/contracts';
import { curriculum } from '../../modules/catalog/src/seed/curriculum';
import { noteSourceFor } from '../../modules/catalog/src/seed/note-sources';
import { GP_CONDITIONS, type GpCondition } from '../../modules/question-bank/src/seed/gp-conditions';
import { seedQuestionBank } from '../../modules/question-bank/src/seed/seed-question-bank';
import { recordingService, type SeededItem } from './recording-service';

const LISTS = ['investigations', 'management', 'redFlags', 'referral', 'counselling', 'followUp'] as const;
const itemsOf = (condition: GpCondition) => LISTS.flatMap((list) => condition[list]);
const conditionNamed = (name: string) => GP_CONDITIONS.find((condition) => condition.name === name);

/** Right or arguable for the condition's patients: never to be offered as a wrong answer. */
function notWrongFor(condition: GpCondition, option: string): boolean {
  const comorbidities = (condition.comorbidities ?? []).map((name) => conditionNamed(name)!);
  return [condition, ...comorbidities].some((c) => itemsOf(c).includes(option)) || condition.alsoRight.includes(option);
}

const topics = curriculum.flatMap((group) =>
  group.chapters.flatMap((chapter) => chapter.topics.map((topicName) => ({ chapter: chapter.name, topicName }))),
);
const topicIDs = new Map(
  topics.map((topic, index) => [topic.topicName, `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`]),
);

let items: SeededItem[];
beforeAll(async () => {
  const recording = recordingService();
  await seedQuestionBank(
    recording.service,
    topics.map((topic) => ({ topicName: topic.topicName, topicID: topicIDs.get(topic.topicName)! })),
  );
  items = recording.items;
});

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The condition a seeded item is about: by its name ('Asthma: …') or by its (first) patient. */
function conditionOf(item: SeededItem): GpCondition {
  const byName = conditionNamed(item.name.split(':')[0]!);
  if (byName) return byName;
  const byPatient = GP_CONDITIONS.find((condition) => condition.vignettes.some((v) => item.stems[0]!.includes(v)));
  if (!byPatient) throw new Error(`no condition for '${item.name}'`);
  return byPatient;
}
const conditionOfStem = (stem: string) =>
  GP_CONDITIONS.find((condition) => condition.vignettes.some((v) => stem.includes(v)))!;

/** The answer line's options, in order; null when the explanation does not open with one. */
function statedAnswers(explanation: string): string[] | null {
  const match = /^<p><strong>Answer:<\/strong> (.*?)\.<\/p>/.exec(explanation);
  return match ? match[1]!.split('; ').map((entry) => entry.replace(/^Patient \d+: /, '')) : null;
}

test('the seed saves the questions the e2e and the mock exams count on', () => {
  const count = (kinds: string[]) => items.filter((item) => kinds.includes(item.kind)).length;
  expect(count(['AKT'])).toBe(30);
  expect(count(['AKT_EM'])).toBe(10);
  expect(count(['MSQ'])).toBe(62);
  expect(count(['MSQ_EM'])).toBe(10);
  expect(count(['KFP'])).toBe(60); // 20 cases of three questions
});

test("every explanation's answer line names exactly the options marked correct", () => {
  const disagreements = items.flatMap((item) => {
    const stated = statedAnswers(item.explanation);
    const marked = item.correctPerStem ?? item.options.filter((option) => option.correct).map((o) => o.text);
    const agrees =
      stated !== null &&
      (item.correctPerStem
        ? JSON.stringify(stated) === JSON.stringify(marked)
        : JSON.stringify([...stated].sort()) === JSON.stringify([...marked].sort()));
    return agrees ? [] : [{ question: item.name, stated, marked }];
  });
  expect(disagreements).toEqual([]);
  expect(items.flatMap((item) => item.options.filter((option) => option.text.includes('; ')))).toEqual([]);
});

test('no explanation mentions an option offered as wrong', () => {
  const mentions = items.flatMap((item) => {
    const explanation = plain(item.explanation).toLowerCase();
    return item.options
      .filter((option) => !option.correct && explanation.includes(option.text.toLowerCase()))
      .map((option) => `${item.name}: ${option.text}`);
  });
  expect(mentions).toEqual([]);
});

test("no option offered as wrong is right for the patient, and each question's options are distinct", () => {
  const wrongButRight = items.flatMap((item) => {
    if (item.correctPerStem) {
      // An extended match: each patient's right option is right for no other patient, and the
      // options no patient needs are right for none.
      return item.stems.flatMap((stem, k) => {
        const patient = conditionOfStem(stem);
        return item.options
          .filter((option) => option.text !== item.correctPerStem![k] && notWrongFor(patient, option.text))
          .map((option) => `${item.name}, ${patient.name} patient: ${option.text}`);
      });
    }
    const condition = conditionOf(item);
    return item.options
      .filter((option) => !option.correct && notWrongFor(condition, option.text))
      .map((option) => `${item.name}: ${option.text}`);
  });
  expect(wrongButRight).toEqual([]);
  const repeated = items.filter((item) => new Set(item.options.map((o) => o.text)).size !== item.options.length);
  expect(repeated.map((item) => item.name)).toEqual([]);
  // Every single-answer question still offers at least three wrong options.
  expect(items.filter((item) => item.kind === 'AKT' && item.options.length < 4).map((item) => item.name)).toEqual([]);
});

test("each question sits under its condition's topic", () => {
  const misfiled = items.flatMap((item) => {
    const condition = conditionOf(item);
    return item.topicID === topicIDs.get(condition.topic) ? [] : [`${item.name} (${condition.name})`];
  });
  expect(misfiled).toEqual([]);
});

test('every seeded question and case names an Australian source with an https link and a past review date (issue 29)', () => {
  const today = sydneyToday();
  const unsourced = items.filter(
    ({ source }) =>
      !source.sourceTitle ||
      !source.sourceUrl?.startsWith('https://') ||
      !/^\d{4}-\d{2}-\d{2}$/.test(source.lastReviewedOn ?? '') ||
      source.lastReviewedOn! > today,
  );
  expect(unsourced.map((item) => `${item.kind} ${item.name}`)).toEqual([]);
  // Some are due for review (over 12 months old), so the admin's content review list has work in it.
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  expect(items.filter(({ source }) => source.lastReviewedOn! < yearAgo).length).toBeGreaterThan(0);
  expect(items.filter(({ source }) => source.lastReviewedOn! >= yearAgo).length).toBeGreaterThan(0);
});

test("every demo topic's notes name a source with an https link; some are due for review (issue 29)", () => {
  const today = sydneyToday();
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const sources = topics.map((topic, index) => noteSourceFor(topic.topicName, index));
  expect(sources.filter((source) => !source.sourceTitle || !source.sourceUrl?.startsWith('https://'))).toEqual([]);
  expect(sources.filter((source) => source.lastReviewedOn! > today)).toEqual([]);
  expect(sources.some((source) => source.lastReviewedOn! < yearAgo)).toBe(true);
  expect(new Set(sources.map((source) => source.sourceTitle)).size).toBeGreaterThanOrEqual(6);
});

test("each condition's topic is in the curriculum chapter for its population, and its patients fit it", () => {
  const problems = GP_CONDITIONS.flatMap((condition) => {
    const topic = topics.find((t) => t.topicName === condition.topic);
    const found: string[] = [];
    if (!topic) return [`${condition.name}: no curriculum topic '${condition.topic}'`];
    const childrens = topic.chapter === "Children's Health";
    if (childrens !== (condition.population === 'children'))
      found.push(`${condition.name} (${condition.population}) is under ${topic.chapter}: ${topic.topicName}`);
    if (condition.population === 'adults' && /child|paediatric|infant|adolescent/i.test(topic.topicName))
      found.push(`${condition.name} (adults) is under '${topic.topicName}'`);
    for (const vignette of condition.vignettes) {
      const age = /(\d+)-(year|month|week)-old/.exec(vignette);
      if (!age) {
        found.push(`${condition.name}: no age in '${vignette}'`);
        continue;
      }
      const years = age[2] === 'year' ? Number(age[1]) : 0;
      if (years >= 18 !== (condition.population === 'adults'))
        found.push(`${condition.name} (${condition.population}): '${vignette}'`);
      const female = /\b(woman|girl|she|her)\b/i.test(vignette);
      const male = /\b(man|boy|he|his|him)\b/i.test(vignette);
      const sex = female && !male ? 'female' : male && !female ? 'male' : undefined;
      if (condition.sex && sex !== condition.sex)
        found.push(`${condition.name} is for ${condition.sex}s: '${vignette}'`);
    }
    for (const name of condition.comorbidities ?? [])
      if (!conditionNamed(name)) found.push(`${condition.name}: unknown comorbidity ${name}`);
    const everyItem = GP_CONDITIONS.filter((other) => other !== condition).flatMap(itemsOf);
    for (const option of condition.alsoRight)
      if (!everyItem.includes(option)) found.push(`${condition.name}: alsoRight names no item: '${option}'`);
    return found;
  });
  expect(problems).toEqual([]);
});

/** UK-only guidance, services and terms: the demo is for Australian general practice. */
const UK_ONLY: RegExp[] = [
  /\bNICE\b/,
  /\bBTS\b/,
  /\bSIGN\b/,
  /QRISK/i,
  /two[- ]week[- ]wait/i,
  /\b2WW\b/i,
  /\bNHS\b/,
  /\bGP surgery\b/i,
  /\bDVLA\b/,
  /\bA ?& ?E\b/,
  /accident and emergency/i,
  /\bBNF\b/,
  /\bCKS\b/,
  /Green Book/i,
  /\bQOF\b/,
  /\bMHRA\b/,
  /\bM?RCGP\b/,
  /\bGMC\b/,
  /\bDESMOND\b/,
  /\bHRT\b/,
  /co-amoxiclav|co-codamol/i,
  /£/,
];

function seedFiles(): string[] {
  const root = join(__dirname, '../..');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  const modules = readdirSync(join(root, 'modules'))
    .map((name) => join(root, 'modules', name, 'src', 'seed'))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    });
  return [...modules.flatMap(walk), join(root, 'scripts', 'seed.ts'), ...walk(join(root, 'scripts', 'seed'))]
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
    .map((path) => relative(root, path));
}

test('no seed file uses UK-only guidance or terms', () => {
  const root = join(__dirname, '../..');
  const files = seedFiles();
  expect(files).toContain('modules/question-bank/src/seed/gp-conditions.ts');
  const found = files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return UK_ONLY.filter((term) => term.test(text)).map((term) => `${file}: ${term}`);
  });
  expect(found).toEqual([]);
  // …and nothing the seed saved either.
  const saved = items.flatMap((item) => [
    item.name,
    ...item.stems,
    item.explanation,
    ...item.options.map((o) => o.text),
  ]);
  expect(UK_ONLY.filter((term) => saved.some((text) => term.test(text)))).toEqual([]);
});
