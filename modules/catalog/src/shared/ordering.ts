import { Messages } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';

/** A new order must name every current child exactly once, and nothing else. */
export function sameMembers(proposed: readonly string[], current: readonly string[], field: string): void {
  const proposedSet = new Set(proposed);
  const valid = proposedSet.size === proposed.length && proposed.length === current.length && current.every((id) => proposedSet.has(id));
  if (!valid) throw new ValidationError(Messages.newOrderListsEveryItem, field);
}
