/**
 * Writes docs/calibration.md: every published measurement of the calibration table with the
 * advice's figure for the same setup. A test fails while the committed file differs from a fresh
 * generation, and another while a reproduced row is outside the tolerance.
 *
 * Usage: npm run gen:calibration
 */
import * as path from 'path';
import { CALIBRATION_DOC, writeCalibrationDoc } from './lib/calibration-doc';

const count = writeCalibrationDoc();
console.log(`wrote ${count} calibration rows into ${path.relative(process.cwd(), CALIBRATION_DOC)}`);
