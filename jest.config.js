/** Three tiers (CONVENTIONS.md): pure unit specs first, then real PostgreSQL/Redis, then whole-app. */
const fs = require('node:fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const transform = { '^.+\\.(ts|js)$': ['@swc/jest', { ...swcConfig, swcrc: false }] };
// ESM-only dependencies would be listed here (jest cannot require() them under Node 20) to be
// compiled to CommonJS like our code; we pick Node 20 versions that need none.
const ESM_ONLY = [];
const roots = [
  '<rootDir>/apps',
  '<rootDir>/modules',
  '<rootDir>/read-models',
  '<rootDir>/contracts',
  '<rootDir>/test',
  '<rootDir>/bench',
  '<rootDir>/scripts',
];
const common = {
  rootDir: __dirname,
  roots,
  transform,
  transformIgnorePatterns: ESM_ONLY.length ? [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`] : ['/node_modules/'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.js',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['**/*.int.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tier.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['**/*.e2e.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tier.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
