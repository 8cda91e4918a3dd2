import { Construct } from 'constructs';
import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelStorage, ModelStorageKind, ModelStorageRationale, ModelStorageTarget } from '../../src/core/model-storage';
import { AdvicePlatform } from '../../src/core/storage-advice/workload';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';
import '../../src';

/*
 * A strategy's recommendation (ModelStorage.fromRecommendation's rationale) and the platform that binds
 * it (ModelStorage.bind's target), which a hand-written construct gives: each is checked before the
 * strategy is used, since the rationale is printed and the target decides what binds.
 */

const token = (text: string): string => Token.asString(Fn.lower(text));

const RATIONALE: ModelStorageRationale = {
  summary: 'Mount the bucket: the model is read once per start.',
  reasons: ['no copy to a disk'],
  advicePlatform: AdvicePlatform.GOOGLE_CLOUD_RUN,
};

const rationale = (klass: InputClass, field: keyof ModelStorageRationale, name: string, value: unknown): ConstructBadInput => ({
  api: `ModelStorageRationale.${field}`,
  class: klass,
  name: `rationale ${name}`,
  build: () => {
    ModelStorage.fromRecommendation(ModelStorage.containerImage(), { ...RATIONALE, [field]: value } as ModelStorageRationale);
  },
  expect: { error: 'GPUM-STORAGE-RATIONALE' },
});

const TARGET: ModelStorageTarget = { platformName: 'Acme GPU Cloud', supportedKinds: [ModelStorageKind.CONTAINER_IMAGE] };

const target = (
  klass: InputClass,
  field: keyof ModelStorageTarget,
  name: string,
  value: unknown,
  expect = 'GPUM-STORAGE-TARGET',
  storage = ModelStorage.containerImage(),
): ConstructBadInput => ({
  api: `ModelStorageTarget.${field}`,
  class: klass,
  name: `target ${name}`,
  build: () => {
    const scope = new Construct(new TerraformStack(Testing.app(), 'test'), 'Server');
    storage.bind(scope, { ...TARGET, [field]: value } as ModelStorageTarget);
  },
  expect: { error: expect },
});

export const ROWS: readonly ConstructBadInput[] = [
  rationale(InputClass.EMPTY, 'summary', 'summary ""', ''),
  rationale(InputClass.TOKEN, 'summary', 'summary as a Terraform token', token('Mount the bucket')),
  rationale(InputClass.EMPTY, 'reasons', 'reasons []', []),
  rationale(InputClass.EMPTY, 'reasons', 'reasons with a blank one', ['no copy', '  ']),
  rationale(InputClass.TOKEN, 'reasons', 'reasons as a Terraform token', Token.asList(Fn.split(',', 'a,b'))),
  rationale(InputClass.WRONG_CLOUD, 'advicePlatform', 'advicePlatform "azure-aks"', 'azure-aks'),
  rationale(InputClass.LITERAL, 'advicePlatform', 'advicePlatform "alicloud" (not the ID)', 'alicloud'),
  target(InputClass.EMPTY, 'platformName', 'platformName ""', ''),
  target(InputClass.TOKEN, 'platformName', 'platformName as a Terraform token', token('Acme')),
  target(InputClass.EMPTY, 'supportedKinds', 'supportedKinds []', []),
  target(InputClass.LITERAL, 'supportedKinds', 'supportedKinds ["nas"] (plain JavaScript)', ['nas']),
  target(InputClass.EMPTY, 'platformId', 'platformId ""', ''),
  target(InputClass.TOKEN, 'platformId', 'platformId as a Terraform token', token('acme')),
  target(InputClass.INCONSISTENT, 'platformId', "platformId of another registered platform (Cloud Run's)", 'gcp-cloudrun'),
  target(
    InputClass.INCONSISTENT,
    'platformId',
    "platformId not the recommendation's platform",
    'acme-gpu',
    'GPUM-STORAGE-RECOMMENDED-PLATFORM',
    ModelStorage.fromRecommendation(ModelStorage.containerImage(), RATIONALE),
  ),
];
