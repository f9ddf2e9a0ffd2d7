import { isDeepStrictEqual } from 'node:util';
import type { ContentStatus } from '@notebook/contracts';
import { type Decider, type DomainEvent, assertCreatable, assertExists, newId } from '@notebook/kernel';

type Fields = Record<string, unknown>;
export type AdminItemState<F extends Fields> =
  { exists: false } | { exists: true; id: string; fields: F; status: ContentStatus };

/** A save carries what the form holds (`Save`: the fields and what the rules need) and the status. */
export type AdminItemCommand<Save> =
  | { type: 'Add'; data: Save & { id: string; status: ContentStatus } }
  | { type: 'Update'; data: Save & { status: ContentStatus } }
  | { type: 'ChangeStatus'; data: { status: ContentStatus } };

/**
 * The aggregate of an item admins add, edit and switch ACT/INA (a webinar category, a webinar): its
 * three events carry the item's id under `idField`; Added the fields and status, Updated the fields,
 * StatusChanged the status. `fieldsOf` applies the item's rules to a save (throwing a DomainError)
 * and gives the fields to record; `current` is null for a new item. Saving an untouched form, or
 * setting the status it has, records nothing (fields are compared by value, lists included).
 * `noteOf` may add to an Added or Updated event data that is not a field of the item (named in
 * `notes`, left out of the state), e.g. a flag a reactor reads.
 */
export function adminItemDecider<F extends Fields, Save, E extends DomainEvent>(item: {
  name: string;
  notFound: string;
  idField: string;
  events: { added: E['type']; updated: E['type']; statusChanged: E['type'] };
  fieldsOf: (save: Save, current: F | null) => F;
  notes?: readonly string[];
  noteOf?: (save: Save, fields: F, current: F | null) => Fields;
}): Decider<AdminItemState<F>, AdminItemCommand<Save>, E> {
  const recorded = (type: E['type'], id: string, data: Fields) =>
    ({ type, data: { [item.idField]: id, ...data } }) as E;
  const noteOf = (save: Save, fields: F, current: F | null) => item.noteOf?.(save, fields, current) ?? {};
  return {
    initialState: () => ({ exists: false }),
    evolve(state, event) {
      const { [item.idField]: id, status, ...data } = event.data as Fields;
      const fields = Object.fromEntries(Object.entries(data).filter(([key]) => !item.notes?.includes(key)));
      if (event.type === item.events.added)
        return { exists: true, id: id as string, fields: fields as F, status: status as ContentStatus };
      if (!state.exists) return state;
      return event.type === item.events.updated
        ? { ...state, fields: fields as F }
        : { ...state, status: status as ContentStatus };
    },
    decide(command, state) {
      if (command.type === 'Add') {
        assertCreatable(state, item.name);
        const { id, status } = command.data;
        const fields = item.fieldsOf(command.data, null);
        return [recorded(item.events.added, id, { ...fields, status, ...noteOf(command.data, fields, null) })];
      }
      assertExists(state, item.notFound, item.idField);
      const { id } = state;
      const { status } = command.data;
      const fields = command.type === 'Update' ? item.fieldsOf(command.data, state.fields) : state.fields;
      const changed = !isDeepStrictEqual(fields, state.fields);
      const note = command.type === 'Update' && changed ? noteOf(command.data, fields, state.fields) : {};
      return [
        ...(changed ? [recorded(item.events.updated, id, { ...fields, ...note })] : []),
        ...(status === state.status ? [] : [recorded(item.events.statusChanged, id, { status })]),
      ];
    },
  };
}

/** The command a save form sends: Update when it names the item, else Add under a new id. */
export function saveCommand<Save extends { status: ContentStatus }>(
  givenID: string | undefined,
  save: Save,
): { id: string; command: AdminItemCommand<Save> } {
  const id = givenID ?? newId();
  return { id, command: givenID ? { type: 'Update', data: save } : { type: 'Add', data: { ...save, id } } };
}
