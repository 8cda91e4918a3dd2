/**
 * Opt-in audit (jest -c test/support/jest.checks-audit.config.js): every stack a test synthesizes
 * is synthesized under GpuModelChecks too, and each finding is appended as a JSON line to
 * $GPUM_CHECKS_AUDIT_OUT (default /tmp/gpum-checks-audit.jsonl), with the test that made the stack.
 * Read the unique findings to look for false positives when a platform or a rule changes; tests
 * that assert an exact list of annotations fail under the audit, which is expected.
 */
import { appendFileSync } from 'fs';
import { collectAdvice } from '../../src/core/advice';
import { GpuModelChecks } from '../../src';
import { Aspects, TerraformStack, Testing } from '../../src/core/framework';

const OUT = process.env.GPUM_CHECKS_AUDIT_OUT ?? '/tmp/gpum-checks-audit.jsonl';
const synth = Testing.synth.bind(Testing);
const audited = new WeakSet<TerraformStack>();

Testing.synth = (stack: TerraformStack, runValidations?: boolean): string => {
  if (!audited.has(stack)) {
    audited.add(stack);
    Aspects.of(stack).add(new GpuModelChecks());
  }
  const output = synth(stack, runValidations);
  const { testPath, currentTestName } = expect.getState();
  for (const finding of collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'))) {
    appendFileSync(OUT, `${JSON.stringify({ test: `${testPath ?? ''} › ${currentTestName ?? ''}`, ...finding })}\n`);
  }
  return output;
};
