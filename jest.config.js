// The unit tier (`npm test`): in-process tests only. test/support/tiers.js says which files are
// integration tests (`npm run test:integration`, jest.integration.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { INTEGRATION } = require('./test/support/tiers.js');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...INTEGRATION],
  // Type-checking is done once by `tsc` in `npm test`; jest only strips the types. Sucrase does that in
  // about a tenth of ts-jest's time (ts-jest took 20 s of CPU on a cold cache) and keeps line numbers.
  transform: { '^.+\\.ts$': '@sucrase/jest-plugin' },
  setupFilesAfterEnv: ['<rootDir>/test/support/stack-traces.ts', '<rootDir>/test/setup.ts'],
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
