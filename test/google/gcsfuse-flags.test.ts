import * as fs from 'fs';
import { GCSFUSE_FLAGS_MODULE, GCSFUSE_PARAMS_PATH, renderGcsfuseFlags } from '../../scripts/lib/gcsfuse-flags';

describe('src/google/generated/gcsfuse-flags.ts', () => {
  test('is what `npm run gen:gcsfuse-flags` makes from schemas/gcsfuse-params.yaml', () => {
    const fresh = renderGcsfuseFlags(fs.readFileSync(GCSFUSE_PARAMS_PATH, 'utf8'));
    // On failure: run `npm run gen:gcsfuse-flags` and commit the result.
    expect(fs.readFileSync(GCSFUSE_FLAGS_MODULE, 'utf8')).toBe(fresh);
  });

  test('the rendering follows the YAML: a flag added there appears, a duplicate fails', () => {
    const yaml = fs.readFileSync(GCSFUSE_PARAMS_PATH, 'utf8');
    const extra = `${yaml}\n  - flag-name: "zz-test-flag"\n    type: "int"\n    usage: "A test. More."\n    default: 3\n`;
    expect(renderGcsfuseFlags(extra)).toContain('"zz-test-flag": { type: "int", default: "3", usage: "A test." },');
    const duplicate = `${yaml}\n  - flag-name: "implicit-dirs"\n    type: "bool"\n`;
    expect(() => renderGcsfuseFlags(duplicate)).toThrow(/"implicit-dirs" twice/);
  });
});
