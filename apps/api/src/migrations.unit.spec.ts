import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationFiles, migrationHistoryProblems } from '@notebook/read-models';
import { applicationMigrationFolders } from './migrations';

const HISTORY = join(__dirname, '..', '..', '..', 'read-models', 'migration-history.txt');

function history(): string[] {
  return readFileSync(HISTORY, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

test('every migration of the application is in read-models/migration-history.txt, each sorting after those added before it', () => {
  const found = migrationFiles(applicationMigrationFolders).map(({ name }) => name);
  expect(migrationHistoryProblems(found, history())).toEqual([]);
});

describe('the history check refuses', () => {
  const history = ['1000-First', '2000-Second'];

  test('a migration not appended to the history', () => {
    expect(migrationHistoryProblems([...history, '3000-Third'], history)).toEqual([
      'Migration 3000-Third is not in the history: append it at the end.',
    ]);
  });

  test('a migration appended that sorts before one added earlier (a deployed database would refuse to start)', () => {
    expect(migrationHistoryProblems([...history, '1500-Late'], [...history, '1500-Late'])).toEqual([
      'Migration 1500-Late sorts before 2000-Second, added earlier: a database that ran 2000-Second would refuse to start. Give it a later time prefix.',
    ]);
  });

  test('a migration removed after it may have run', () => {
    expect(migrationHistoryProblems(['1000-First'], history)).toEqual([
      'Migration 2000-Second is in the history but not found: a migration that may have run is never removed.',
    ]);
  });

  test('nothing when every migration is in the history, in name order', () => {
    expect(migrationHistoryProblems([...history, '3000-Third'], [...history, '3000-Third'])).toEqual([]);
  });
});
