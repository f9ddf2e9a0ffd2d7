import { v7 as uuidv7 } from 'uuid';

/** A new entity or event id: a UUIDv7, so ids sort by creation time. */
export function newId(): string {
  return uuidv7();
}
