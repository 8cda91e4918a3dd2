/**
 * JSON-schema validators compiled once per schema, not once per test file: Ajv's compile of the
 * Karpenter CRDs and the core Kubernetes kinds cost a tenth of the unit tier when every test file
 * did it again (jest gives each file fresh modules). The compiled code (Ajv's standalone output) is
 * kept in .cache/ajv/, keyed by a hash of Ajv's version, the options and the schema, so a changed
 * schema compiles anew.
 */
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import Ajv, { Options, ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';

const CACHE_DIR = path.join(__dirname, '..', '..', '..', '.cache', 'ajv');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const AJV_VERSION: string = require('ajv/package.json').version;

/** `new Ajv(options).compile(schema)`, from the cache when the same schema was compiled before. */
export function compileSchema(schema: object, options: Options): ValidateFunction {
  const key = createHash('sha256')
    .update(JSON.stringify([AJV_VERSION, options, schema]))
    .digest('hex')
    .slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.js`);
  let code: string;
  try {
    code = fs.readFileSync(file, 'utf8');
  } catch {
    const ajv = new Ajv({ ...options, code: { source: true } });
    code = standaloneCode(ajv, ajv.compile(schema));
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a parallel worker reads a whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file);
  }
  const module: { exports: any } = { exports: {} };
  // The standalone code is a CommonJS module that requires Ajv's runtime helpers.
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.default ?? module.exports;
}
