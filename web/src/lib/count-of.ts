/** A count with its noun, singular for one: countOf(1, 'topic') -> '1 topic', countOf(3, 'topic') -> '3 topics'. */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
