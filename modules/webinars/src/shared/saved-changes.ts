import type { ContentStatus } from '@notebook/contracts';

type Saved<Fields> = { fields: Fields; status: ContentStatus };

/**
 * What saving an existing category or webinar records: its fields when any changed, its status when
 * it changed. An untouched form, or a status set to what it is, records nothing.
 */
export function changesOnSave<Fields extends Record<string, unknown>, Event>(
  current: Saved<Fields>,
  next: Saved<Fields>,
  recorded: { updated: (fields: Fields) => Event; statusChanged: (status: ContentStatus) => Event },
): Event[] {
  const changed = Object.keys(next.fields).some((key) => next.fields[key] !== current.fields[key]);
  return [
    ...(changed ? [recorded.updated(next.fields)] : []),
    ...(next.status === current.status ? [] : [recorded.statusChanged(next.status)]),
  ];
}
