/** Three tiers (CONVENTIONS.md): pure unit specs first, then real PostgreSQL/Redis, then whole-app. */
const fs = require('node:fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const transform = { '^.+\\.(ts|js)$': ['@swc/jest', { ...swcConfig, swcrc: false }] };
// ESM-only dependencies (under Node 20, jest cannot require() them): compiled to CommonJS like our code.
const ESM_ONLY = ['content-disposition', '@fastify/cookie', 'cookie'];
const roots = ['<rootDir>/apps', '<rootDir>/modules', '<rootDir>/read-models', '<rootDir>/contracts', '<rootDir>/test', '<rootDir>/bench'];
const common = {
  rootDir: __dirname,
  roots,
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['**/*.int.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tier.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['**/*.e2e.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tier.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
};
