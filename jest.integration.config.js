// The integration tier (`npm run test:integration`): the tests test/support/tiers.js lists, which
// spawn processes, pack and install the library, run tsc or regenerate generated files.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./jest.config.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { INTEGRATION } = require('./test/support/tiers.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  testRegex: INTEGRATION,
  testMatch: undefined,
  // Packing, installing and compiling take minutes on a loaded machine.
  testTimeout: 600000,
};
