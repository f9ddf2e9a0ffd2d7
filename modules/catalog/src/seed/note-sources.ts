import type { ContentSource } from '@notebook/contracts';

/**
 * The Australian reference a demo topic's notes follow (issue 29), linked to the publisher's home
 * page: the first rule whose pattern matches the topic's name, else Therapeutic Guidelines.
 */
const TOPIC_SOURCES: ReadonlyArray<{ pattern: RegExp; sourceTitle: string; sourceUrl: string }> = [
  { pattern: /asthma/i, sourceTitle: 'Australian Asthma Handbook', sourceUrl: 'https://www.asthmahandbook.org.au/' },
  {
    pattern: /immunisation|vaccin/i,
    sourceTitle: 'Australian Immunisation Handbook',
    sourceUrl: 'https://immunisationhandbook.health.gov.au/',
  },
  {
    pattern: /hypertension|blood pressure|cardiovascular risk|heart failure/i,
    sourceTitle: 'Heart Foundation guidelines',
    sourceUrl: 'https://www.heartfoundation.org.au/',
  },
  {
    pattern: /diabetes/i,
    sourceTitle: 'RACGP and Diabetes Australia: Management of type 2 diabetes',
    sourceUrl: 'https://www.racgp.org.au/',
  },
  {
    pattern: /screening|prevent|smoking|detection/i,
    sourceTitle: 'RACGP Guidelines for preventive activities in general practice (Red Book)',
    sourceUrl: 'https://www.racgp.org.au/',
  },
  {
    pattern: /deprescribing|medicine|prescrib|pain/i,
    sourceTitle: 'NPS MedicineWise',
    sourceUrl: 'https://www.nps.org.au/',
  },
];

/** Review dates the topics take in turn: every third is more than 12 months old, so it is due for review. */
const REVIEW_DATES = ['2026-07-14', '2026-02-09', '2025-05-26'] as const;

/** The source of a demo topic's notes; `index` is the topic's place in the curriculum. */
export function noteSourceFor(topicName: string, index: number): ContentSource {
  const rule = TOPIC_SOURCES.find(({ pattern }) => pattern.test(topicName));
  return {
    sourceTitle: rule?.sourceTitle ?? 'Therapeutic Guidelines',
    sourceUrl: rule?.sourceUrl ?? 'https://www.tg.org.au/',
    lastReviewedOn: REVIEW_DATES[index % REVIEW_DATES.length]!,
  };
}
