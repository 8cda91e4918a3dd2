/**
 * Regenerates src/google/generated/gcsfuse-flags.ts from gcsfuse's own flag reference
 * (schemas/gcsfuse-params.yaml, a copy of GoogleCloudPlatform/gcsfuse cfg/params.yaml).
 *
 * The Cloud Run construct checks every gcsfuse mount option against this list at synth. To follow
 * a newer gcsfuse, replace schemas/gcsfuse-params.yaml and run this script; a test fails while the
 * committed module differs from a fresh generation.
 *
 * Usage: npm run gen:gcsfuse-flags
 */
import * as path from 'path';
import { GCSFUSE_FLAGS_MODULE, writeGcsfuseFlags } from './lib/gcsfuse-flags';

const count = writeGcsfuseFlags();
console.log(`generated ${count} gcsfuse flags into ${path.relative(process.cwd(), GCSFUSE_FLAGS_MODULE)}`);
