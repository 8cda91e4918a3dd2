import { Construct } from 'constructs';
import { GpuModelChecks } from '../../../src/core/checks';
import { Fn, TerraformStack, Testing, Token } from '../../../src/core/framework';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';

/*
 * The policy pack's own inputs (GpuModelChecks): its props, a suppression's rule and reason, and the
 * storage kind a hand-written construct declares. Each is refused when it is given, before any synth.
 */

const token = (text: string): string => Token.asString(Fn.lower(text));

/** A construct to suppress on or describe, in a fresh stack. */
function target(): Construct {
  return new Construct(new TerraformStack(Testing.app(), 'test'), 'Models');
}

const suppress =
  (ruleId: string, reason: string): (() => void) =>
  () =>
    GpuModelChecks.suppress(target(), ruleId, reason);

const describeKind =
  (storageKind: ModelStorageKind): (() => void) =>
  () =>
    GpuModelChecks.describeModel(target(), { model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }), storageKind });

const REASON = 'Weights are public research checkpoints';

export const ROWS: readonly ConstructBadInput[] = [
  {
    api: 'GpuModelChecks.suppress(ruleId)',
    class: InputClass.LITERAL,
    name: 'suppress an unknown rule ID',
    build: suppress('GPUM-CHECK-NOPE', REASON),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-RULE' },
  },
  {
    api: 'GpuModelChecks.suppress(ruleId)',
    class: InputClass.EMPTY,
    name: 'suppress rule ID ""',
    build: suppress('', REASON),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-RULE' },
  },
  {
    api: 'GpuModelChecks.suppress(ruleId)',
    class: InputClass.LITERAL,
    name: 'suppress a rule ID in lower case',
    build: suppress('gpum-check-bucket-public', REASON),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-RULE' },
  },
  {
    api: 'GpuModelChecks.suppress(ruleId)',
    class: InputClass.TOKEN,
    name: 'suppress a rule ID as a Terraform token',
    build: suppress(token('GPUM-CHECK-BUCKET-PUBLIC'), REASON),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-RULE' },
  },
  {
    api: 'GpuModelChecks.suppress(reason)',
    class: InputClass.EMPTY,
    name: 'suppress with reason ""',
    build: suppress('GPUM-CHECK-BUCKET-PUBLIC', ''),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-REASON' },
  },
  {
    api: 'GpuModelChecks.suppress(reason)',
    class: InputClass.EMPTY,
    name: 'suppress with a reason of spaces',
    build: suppress('GPUM-CHECK-BUCKET-PUBLIC', ' '.repeat(12)),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-REASON' },
  },
  {
    api: 'GpuModelChecks.suppress(reason)',
    class: InputClass.OUT_OF_RANGE,
    name: 'suppress with a reason of 7 characters',
    build: suppress('GPUM-CHECK-BUCKET-PUBLIC', 'because'),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-REASON' },
  },
  {
    api: 'GpuModelChecks.suppress(reason)',
    class: InputClass.TOKEN,
    name: 'suppress with a reason as a Terraform token',
    build: suppress('GPUM-CHECK-BUCKET-PUBLIC', token(REASON)),
    expect: { error: 'GPUM-CHECK-SUPPRESSION-REASON' },
  },
  {
    api: 'GpuModelChecksProps.excludeRules',
    class: InputClass.LITERAL,
    name: 'excludeRules with an unknown rule ID',
    build: () => {
      new GpuModelChecks({ excludeRules: ['GPUM-CHECK-BUCKET-PUBLIC', 'GPUM-CHECK-NOPE'] });
    },
    expect: { error: 'GPUM-CHECK-EXCLUDE' },
  },
  {
    api: 'GpuModelChecksProps.excludeRules',
    class: InputClass.EMPTY,
    name: 'excludeRules with ""',
    build: () => {
      new GpuModelChecks({ excludeRules: [''] });
    },
    expect: { error: 'GPUM-CHECK-EXCLUDE' },
  },
  {
    api: 'GpuModelChecksProps.excludeRules',
    class: InputClass.TOKEN,
    name: 'excludeRules as a Terraform token',
    build: () => {
      new GpuModelChecks({ excludeRules: Token.asList(Fn.split(',', 'GPUM-CHECK-BUCKET-PUBLIC')) });
    },
    expect: { error: 'GPUM-CHECK-EXCLUDE' },
  },
  {
    api: 'GpuModelChecksProps.reportSuppressed',
    class: InputClass.TOKEN,
    name: 'reportSuppressed as a Terraform token',
    build: () => {
      new GpuModelChecks({ reportSuppressed: Token.asAny(Fn.tobool('true')) as unknown as boolean });
    },
    expect: { error: 'GPUM-CHECK-OPTION' },
  },
  {
    api: 'GpuModelChecksProps.reportSuppressed',
    class: InputClass.WRONG_SHAPE,
    name: 'reportSuppressed "false" (plain JavaScript)',
    build: () => {
      new GpuModelChecks({ reportSuppressed: 'false' as unknown as boolean });
    },
    expect: { error: 'GPUM-CHECK-OPTION' },
  },
  {
    api: 'DescribedModelProps.storageKind',
    class: InputClass.LITERAL,
    name: 'describeModel storageKind "nas" (plain JavaScript)',
    build: describeKind('nas' as ModelStorageKind),
    expect: { error: 'GPUM-CHECK-STORAGE-KIND' },
  },
  {
    api: 'DescribedModelProps.storageKind',
    class: InputClass.EMPTY,
    name: 'describeModel storageKind missing (plain JavaScript)',
    build: describeKind(undefined as unknown as ModelStorageKind),
    expect: { error: 'GPUM-CHECK-STORAGE-KIND' },
  },
  {
    api: 'DescribedModelProps.storageKind',
    class: InputClass.TOKEN,
    name: 'describeModel storageKind as a Terraform token',
    build: describeKind(token('containerImage') as ModelStorageKind),
    expect: { error: 'GPUM-CHECK-STORAGE-KIND' },
  },
];
