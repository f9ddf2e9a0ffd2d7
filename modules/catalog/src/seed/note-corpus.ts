/**
 * Composes plausible study notes for the demo corpus: for each topic four lessons, and for each
 * lesson about a dozen notes of short paragraphs and lists. Deterministic (a seeded generator), so
 * every machine gets the same demo and search results are reproducible.
 */
export const LESSONS = [
  'Assessment and history',
  'Diagnosis and investigations',
  'Management in general practice',
  'Special situations and follow-up',
] as const;

const NOTE_HEADERS: Record<(typeof LESSONS)[number], string[]> = {
  'Assessment and history': [
    'Definition',
    'Epidemiology',
    'Risk factors',
    'Presenting symptoms',
    'Key questions in the history',
    'Examination findings',
    'Red flags',
    'Differential diagnosis',
    'Impact on daily life',
    'Screening and case finding',
    'Documentation tips',
    'Exam pearls',
  ],
  'Diagnosis and investigations': [
    'Diagnostic criteria',
    'First-line investigations',
    'Blood tests',
    'Imaging',
    'When to repeat tests',
    'Interpreting results',
    'Pitfalls in diagnosis',
    'Severity assessment',
    'Risk stratification',
    'Coding and notification',
    'Shared decision making',
    'Exam pearls',
  ],
  'Management in general practice': [
    'Goals of management',
    'Lifestyle measures',
    'First-line treatment',
    'Second-line options',
    'Prescribing notes',
    'Monitoring',
    'Safety netting',
    'Referral criteria',
    'Care planning',
    'Team-based care',
    'Patient education',
    'Exam pearls',
  ],
  'Special situations and follow-up': [
    'Pregnancy and breastfeeding',
    'Children and adolescents',
    'Older patients',
    'Aboriginal and Torres Strait Islander health',
    'Rural and remote practice',
    'Culturally and linguistically diverse patients',
    'Comorbidities',
    'Recall and review',
    'Complications',
    'Prognosis',
    'Medico-legal points',
    'Exam pearls',
  ],
};

const OPENERS = [
  'In general practice, {topic} is a common reason for presentation and often first recognised by the GP.',
  'A structured approach to {topic} helps avoid missed diagnoses and unnecessary referrals.',
  'Candidates are expected to manage {topic} safely in the community and know when to escalate care.',
  'Most patients with {topic} can be managed in primary care with regular review.',
  'Guidelines for {topic} emphasise shared decision making and continuity of care.',
];
const DETAILS = [
  'Ask about onset, duration, progression and any previous episodes.',
  'Consider medication history, including over-the-counter and complementary medicines.',
  'Document baseline observations: blood pressure, heart rate, temperature and weight.',
  'Check for comorbidities such as diabetes, chronic kidney disease and cardiovascular disease.',
  'Explore the patient’s ideas, concerns and expectations early in the consultation.',
  'Use validated tools where available and record the score in the notes.',
  'Offer written information and agree on a clear follow-up plan.',
  'Review renal function before prescribing and adjust doses accordingly.',
  'Involve the practice nurse for education, monitoring and recall.',
  'Safety-net clearly: explain which symptoms should prompt urgent review.',
  'Consider social determinants, including housing, work and carer responsibilities.',
  'Reassess the diagnosis if the response to treatment is not as expected.',
];
const POINTS = [
  'Urgent referral if there are red-flag features',
  'Repeat assessment in four to six weeks',
  'Avoid unnecessary imaging in uncomplicated cases',
  'Check adherence before escalating treatment',
  'Vaccination status should be reviewed',
  'Consider a chronic disease management plan',
  'Screen for depression and anxiety',
  'Smoking cessation advice at every opportunity',
  'Falls risk assessment in older patients',
  'Discuss driving and occupational implications',
];

/** A small seeded generator (mulberry32): the same seed gives the same corpus. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return chosen;
}

export type CorpusNote = { noteHeader: string; noteContent: string };

/** The notes of one lesson of one topic; `seed` varies the wording between topics. */
export function notesFor(topicName: string, lesson: (typeof LESSONS)[number], seed: number): CorpusNote[] {
  const next = random(seed);
  const subject = topicName.charAt(0).toLowerCase() + topicName.slice(1);
  return NOTE_HEADERS[lesson].map((noteHeader) => {
    const opener = OPENERS[Math.floor(next() * OPENERS.length)]!.replace('{topic}', subject);
    const details = pick(next, DETAILS, 2 + Math.floor(next() * 2)).join(' ');
    const points = pick(next, POINTS, 3)
      .map((point) => `<li>${point}</li>`)
      .join('');
    const noteContent = `<p>${opener} ${details}</p><ul>${points}</ul><p><strong>${noteHeader}:</strong> relate this to ${subject} in your own practice population.</p>`;
    return { noteHeader, noteContent };
  });
}
