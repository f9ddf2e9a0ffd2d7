import { AUDIT_REDACTED, type AuditChange } from '@notebook/contracts';

/** An entity's last known fields, as the audit shows them (text, or null when unset). */
export type EntityFields = Record<string, string | null>;

/**
 * The redaction rule: a field whose name speaks of a password, a hash, a token, a secret or card
 * data never shows its value, before or after, and its value is never kept (the projection stores
 * the mark, not the value). That an admin reset a password still shows; the password does not.
 */
const SENSITIVE_FIELD = /password|hash|token|secret|card|cvv|cvc|iban|last4/i;
export const isSensitiveField = (field: string) => SENSITIVE_FIELD.test(field);

/**
 * A part of an entity recorded on its stream (a question's answers and sub-questions, a KFP case's
 * questions): its fields are named after it, e.g. `answer 4c5fa058.answer` (the id's end), so one answer's edit is
 * diffed against that answer's last text and not another's.
 */
const CHILD_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['kfpCaseQuestionID', 'question'],
  ['subQuestionID', 'subQuestion'],
  ['answerID', 'answer'],
];

/** A part's id as its fields show it: the id's last 8 characters (time-ordered ids share their first ones). */
export const shortID = (id: string) => id.slice(-8);

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an event states about its entity, flattened to text: the entity's own id is left out
 * (it is the entry's entityID) and a part's id becomes the prefix of its fields. `implied` adds what
 * an event means without saying it (LessonPublished: publishState PUBLISHED).
 */
export function fieldsOf(data: unknown, entityID: string, implied: Record<string, string> = {}): EntityFields {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const prefix = CHILD_KEYS.filter(([key]) => typeof record[key] === 'string' && record[key] !== entityID)
    .map(([key, label]) => `${label} ${shortID(String(record[key]))}.`)
    .join('');
  const childKeys = new Set(CHILD_KEYS.map(([key]) => key));
  const fields: EntityFields = {};
  for (const [field, value] of Object.entries(record)) {
    if (value === entityID || (prefix && childKeys.has(field))) continue;
    fields[`${prefix}${field}`] = isSensitiveField(field) ? AUDIT_REDACTED : asText(value);
  }
  for (const [field, value] of Object.entries(implied)) fields[field] = value;
  return fields;
}

/**
 * What an event changed: each field it states whose text differs from the entity's last known
 * value (before: null when the field was never stated). A redacted field always shows as changed,
 * since its values cannot be compared: that it was set is what the trail records.
 */
export function diff(before: EntityFields, stated: EntityFields): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, after] of Object.entries(stated)) {
    const previous = before[field] ?? null;
    if (after === AUDIT_REDACTED) changes.push({ field, before: previous === null ? null : AUDIT_REDACTED, after });
    else if (previous !== after) changes.push({ field, before: previous, after });
  }
  return changes;
}
