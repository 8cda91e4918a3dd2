// Runs the given tests with every synthesized stack under GpuModelChecks: see checks-audit.setup.ts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('../../jest.config.js');

module.exports = {
  ...base,
  rootDir: '../..',
  reporters: ['default'],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/test/support/checks-audit.setup.ts'],
};
