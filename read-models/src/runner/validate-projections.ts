import type { Projection } from './projection';

/** Names key the checkpoints and each table is rebuilt and swapped by one projection: both must be unique. */
export function assertDistinctProjections(projections: readonly Projection[]): void {
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const { name, tables } of projections) {
    if (names.has(name)) throw new Error(`Two projections are named ${name}`);
    names.add(name);
    for (const table of tables) {
      const owner = owners.get(table);
      if (owner)
        throw new Error(`Table ${table} is claimed by projections ${owner} and ${name}; each table belongs to one`);
      owners.set(table, name);
    }
  }
}
