/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Type-checking is done once by `tsc` in `npm test`; jest only transpiles.
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  snapshotFormat: { escapeString: false, printBasicPrototype: false },
  // Tests import the library by package name where they act as a user would.
  moduleNameMapper: {
    '^cdktf-gpu-models$': '<rootDir>/src/index.ts',
    '^cdktf-gpu-models/(.*)$': '<rootDir>/src/$1/index.ts',
  },
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  maxWorkers: 2,
  testTimeout: 120000,
};
