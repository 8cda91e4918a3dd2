/**
 * Writes docs/codes.md, the catalogue of every stable ID (`GPUM-…`) this library reports, from the
 * `codes.ts` of each folder of src/ and the policy pack's rules. A test fails while the committed
 * file differs from a fresh generation, and another while an ID in src/ is not catalogued.
 *
 * Usage: npm run gen:codes
 */
import * as path from 'path';
import { CODES_DOC, writeCodesDoc } from './lib/codes';

const count = writeCodesDoc();
console.log(`catalogued ${count} codes into ${path.relative(process.cwd(), CODES_DOC)}`);
