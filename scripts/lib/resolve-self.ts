/**
 * Lets examples and scripts import the library by its package name (`cdktf-gpu-models/alicloud`),
 * as a user's app does, while running from the TypeScript sources without a build.
 */
import * as path from 'path';

const SRC = path.join(__dirname, '..', '..', 'src');
const PACKAGE = 'cdktf-gpu-models';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Module = require('module');
const originalResolve = Module._resolveFilename;

Module._resolveFilename = function resolveSelf(request: string, ...rest: unknown[]) {
  if (request === PACKAGE) return originalResolve.call(this, path.join(SRC, 'index.ts'), ...rest);
  if (request.startsWith(`${PACKAGE}/`)) {
    return originalResolve.call(this, path.join(SRC, request.slice(PACKAGE.length + 1), 'index.ts'), ...rest);
  }
  return originalResolve.call(this, request, ...rest);
};
