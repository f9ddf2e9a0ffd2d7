import { Messages } from '@notebook/contracts';
import { ValidationError } from '../errors/domain-errors';

/** A new order must name every current item exactly once, and nothing else (every reorder's rule). */
export function sameMembers(proposed: readonly string[], current: readonly string[], field: string): void {
  const proposedSet = new Set(proposed);
  const valid =
    proposedSet.size === proposed.length &&
    proposed.length === current.length &&
    current.every((id) => proposedSet.has(id));
  if (!valid) throw new ValidationError(Messages.newOrderListsEveryItem, field);
}
