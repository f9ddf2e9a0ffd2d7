import { v5 as uuidv5 } from 'uuid';

/** The namespace of the application's name-based ids (a fixed, random UUID). */
const NOTEBOOK_NAMESPACE = '5d1f0b7e-3f6c-4c59-9d0e-2f8f6a0b9c41';

/**
 * The same id for the same name, every time (a UUIDv5): for work that must be one thing however
 * often it is attempted, e.g. the renewal payment of one reader's period.
 */
export function idFrom(name: string): string {
  return uuidv5(name, NOTEBOOK_NAMESPACE);
}
