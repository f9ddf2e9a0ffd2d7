import type { ContentSource } from '@notebook/contracts';
import type { GpCondition } from './gp-conditions';

/**
 * The Australian guideline each demo condition's questions follow (issue 29), linked to the
 * publisher's home page. Review dates are fixed: several are more than 12 months old, so the admin's
 * content review list has work in it on a fresh demo.
 */
const THERAPEUTIC_GUIDELINES = 'https://www.tg.org.au/';
const RACGP = 'https://www.racgp.org.au/';
const NPS_MEDICINEWISE = 'https://www.nps.org.au/';

export const CONDITION_SOURCES: Readonly<Record<string, ContentSource>> = {
  'Type 2 diabetes': {
    sourceTitle: 'RACGP and Diabetes Australia: Management of type 2 diabetes',
    sourceUrl: RACGP,
    lastReviewedOn: '2026-02-16',
  },
  Hypertension: {
    sourceTitle: 'Heart Foundation: Guideline for the diagnosis and management of hypertension in adults',
    sourceUrl: 'https://www.heartfoundation.org.au/',
    lastReviewedOn: '2025-06-23',
  },
  Asthma: {
    sourceTitle: 'Australian Asthma Handbook',
    sourceUrl: 'https://www.asthmahandbook.org.au/',
    lastReviewedOn: '2026-08-04',
  },
  'Atrial fibrillation': {
    sourceTitle: 'Therapeutic Guidelines: Cardiovascular',
    sourceUrl: THERAPEUTIC_GUIDELINES,
    lastReviewedOn: '2025-03-11',
  },
  Depression: {
    sourceTitle: 'Therapeutic Guidelines: Psychotropic',
    sourceUrl: THERAPEUTIC_GUIDELINES,
    lastReviewedOn: '2026-04-27',
  },
  'Urinary tract infection': {
    sourceTitle: 'Therapeutic Guidelines: Antibiotic',
    sourceUrl: THERAPEUTIC_GUIDELINES,
    lastReviewedOn: '2026-09-14',
  },
  'Chronic obstructive pulmonary disease': {
    sourceTitle: 'Therapeutic Guidelines: Respiratory',
    sourceUrl: THERAPEUTIC_GUIDELINES,
    lastReviewedOn: '2024-11-05',
  },
  Hypothyroidism: {
    sourceTitle: 'Therapeutic Guidelines: Endocrinology',
    sourceUrl: THERAPEUTIC_GUIDELINES,
    lastReviewedOn: '2026-01-19',
  },
  'Low back pain': {
    sourceTitle: 'NPS MedicineWise: Low back pain',
    sourceUrl: NPS_MEDICINEWISE,
    lastReviewedOn: '2025-08-08',
  },
  'Otitis media in children': {
    sourceTitle: 'Australian Immunisation Handbook and Therapeutic Guidelines: Antibiotic',
    sourceUrl: 'https://immunisationhandbook.health.gov.au/',
    lastReviewedOn: '2026-06-02',
  },
  'Chronic kidney disease': {
    sourceTitle: 'RACGP Guidelines for preventive activities in general practice (Red Book)',
    sourceUrl: RACGP,
    lastReviewedOn: '2025-10-20',
  },
  Menopause: {
    sourceTitle: 'NPS MedicineWise: Menopausal hormone therapy',
    sourceUrl: NPS_MEDICINEWISE,
    lastReviewedOn: '2026-03-30',
  },
};

/** The source a condition's questions are saved with; Therapeutic Guidelines for one not listed. */
export function sourceOf(condition: GpCondition): ContentSource {
  return (
    CONDITION_SOURCES[condition.name] ?? {
      sourceTitle: 'Therapeutic Guidelines',
      sourceUrl: THERAPEUTIC_GUIDELINES,
      lastReviewedOn: '2026-05-11',
    }
  );
}
