import { Fn, Token } from '../../../src/core/framework';
import { ModelFormat } from '../../../src/core/model-artifact';
import { Size } from '../../../src/core/size';
import { ModelSourceKind } from '../../../src/core/staging/model-source';
import { StagingEstimator } from '../../../src/core/staging/staging-estimate';
import {
  AdvicePlatform,
  InstanceMode,
  ModelChangeFrequency,
  ModelReadPattern,
  ModelWorkload,
  estimateParameters,
  formatSeconds,
  recommendModelStorage,
} from '../../../src/core/storage-advice';
import '../../../src/platforms';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';

/*
 * The storage advice's inputs (ModelWorkload, the staging estimate's input, the parameter and
 * formatting helpers): the same engine the `advise` command and `ModelStorage.recommended()` run.
 */

const num = (n: number): number => Token.asNumber(Fn.parseint(String(n), 10));
const str = (text: string): string => Token.asString(Fn.lower(text));
const bool = (): boolean => Token.asAny(Fn.tobool('true')) as unknown as boolean;

function advise(api: string, klass: InputClass, name: string, workload: Partial<ModelWorkload>, error: string): ConstructBadInput {
  return {
    api: `ModelWorkload.${api}`,
    class: klass,
    name,
    build: () => {
      recommendModelStorage({
        platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
        modelSize: Size.gibibytes(20),
        ...workload,
      } as ModelWorkload);
    },
    expect: { error },
  };
}

function value(api: string, klass: InputClass, name: string, build: () => unknown, error: string): ConstructBadInput {
  return {
    api,
    class: klass,
    name,
    build: () => {
      build();
    },
    expect: { error },
  };
}

export const ROWS: readonly ConstructBadInput[] = [
  advise('platform', InputClass.LITERAL, 'platform "lambda"', { platform: 'lambda' as AdvicePlatform }, 'GPUM-ADVICE-PLATFORM'),
  advise(
    'platform',
    InputClass.TOKEN,
    'platform as a Terraform token',
    { platform: str('aws-eks') as AdvicePlatform },
    'GPUM-ADVICE-PLATFORM',
  ),
  advise('modelSize', InputClass.OUT_OF_RANGE, 'modelSize 0', { modelSize: Size.bytes(0) }, 'GPUM-ADVICE-MODEL-SIZE'),
  advise('modelSize', InputClass.EMPTY, 'modelSize missing (plain JavaScript)', { modelSize: undefined }, 'GPUM-ADVICE-MODEL-SIZE'),
  advise('concurrentColdStarts', InputClass.OUT_OF_RANGE, 'concurrentColdStarts 0', { concurrentColdStarts: 0 }, 'GPUM-ADVICE-CONCURRENCY'),
  advise(
    'concurrentColdStarts',
    InputClass.OUT_OF_RANGE,
    'concurrentColdStarts NaN',
    { concurrentColdStarts: Number.NaN },
    'GPUM-ADVICE-CONCURRENCY',
  ),
  advise(
    'concurrentColdStarts',
    InputClass.TOKEN,
    'concurrentColdStarts as a Terraform token',
    { concurrentColdStarts: num(4) },
    'GPUM-ADVICE-CONCURRENCY',
  ),
  advise('regionCount', InputClass.OUT_OF_RANGE, 'regionCount 1.5', { regionCount: 1.5 }, 'GPUM-ADVICE-REGIONS'),
  advise('regionCount', InputClass.OUT_OF_RANGE, 'regionCount 0', { regionCount: 0 }, 'GPUM-ADVICE-REGIONS'),
  advise('instanceMode', InputClass.LITERAL, 'instanceMode "spot"', { instanceMode: 'spot' as InstanceMode }, 'GPUM-ADVICE-MODE'),
  advise(
    'changeFrequency',
    InputClass.LITERAL,
    'changeFrequency "weekly"',
    { changeFrequency: 'weekly' as ModelChangeFrequency },
    'GPUM-ADVICE-CHANGE-FREQUENCY',
  ),
  advise('readPattern', InputClass.LITERAL, 'readPattern "mmap"', { readPattern: 'mmap' as ModelReadPattern }, 'GPUM-ADVICE-READ-PATTERN'),
  advise('modelFormat', InputClass.LITERAL, 'modelFormat "ggml"', { modelFormat: 'ggml' as ModelFormat }, 'GPUM-ADVICE-FORMAT'),
  advise('region', InputClass.WRONG_SHAPE, 'region that is a zone', { region: 'cn-hangzhou-j' }, 'GPUM-FC-REGION'),
  advise('region', InputClass.LITERAL, 'region misspelled (cn-hangzou)', { region: 'cn-hangzou' }, 'GPUM-FC-REGION'),
  advise('region', InputClass.TOKEN, 'region as a Terraform token', { region: str('cn-hangzhou') }, 'GPUM-ADVICE-LOCATION'),
  advise(
    'acceleratorZoneId',
    InputClass.WRONG_CLOUD,
    'acceleratorZoneId of another region',
    { region: 'cn-hangzhou', acceleratorZoneId: 'cn-beijing-h' },
    'GPUM-FC-OSS-ACCELERATOR-ZONE',
  ),
  advise(
    'acceleratorZoneId',
    InputClass.WRONG_SHAPE,
    'acceleratorZoneId that is a region',
    { acceleratorZoneId: 'cn-hangzhou' },
    'GPUM-FC-OSS-ACCELERATOR-ZONE',
  ),
  advise(
    'instanceMemory',
    InputClass.OUT_OF_RANGE,
    'instanceMemory 0 on Cloud Run',
    { platform: AdvicePlatform.GOOGLE_CLOUD_RUN, instanceMemory: Size.bytes(0) },
    'GPUM-ADVICE-MEMORY',
  ),
  advise('startupCritical', InputClass.TOKEN, 'startupCritical as a Terraform token', { startupCritical: bool() }, 'GPUM-ADVICE-BOOLEAN'),
  advise(
    'localNvme',
    InputClass.LITERAL,
    'localNvme "no" on EKS (plain JavaScript)',
    { platform: AdvicePlatform.AMAZON_EKS, localNvme: 'no' as unknown as boolean },
    'GPUM-ADVICE-BOOLEAN',
  ),
  advise('rapidCache', InputClass.WRONG_CLOUD, 'rapidCache on Function Compute', { rapidCache: true }, 'GPUM-ADVICE-PLATFORM-OPTION'),
  advise('localNvme', InputClass.WRONG_CLOUD, 'localNvme on Function Compute', { localNvme: false }, 'GPUM-ADVICE-PLATFORM-OPTION'),
  advise(
    'instanceMemory',
    InputClass.WRONG_CLOUD,
    'instanceMemory on Function Compute',
    { instanceMemory: Size.gibibytes(32) },
    'GPUM-ADVICE-PLATFORM-OPTION',
  ),
  advise(
    'modelUrl',
    InputClass.WRONG_SHAPE,
    'modelUrl without a scheme',
    { modelUrl: 'huggingface.co/acme/llama' },
    'GPUM-ADVICE-MODEL-URL',
  ),
  value(
    'StagingEstimateInput.platform',
    InputClass.LITERAL,
    'staging estimate for platform "lambda"',
    () => StagingEstimator.estimate({ platform: 'lambda' as AdvicePlatform, modelSize: Size.gibibytes(8) }),
    'GPUM-ADVICE-PLATFORM',
  ),
  value(
    'StagingEstimateInput.modelSize',
    InputClass.OUT_OF_RANGE,
    'staging estimate for 0 bytes',
    () => StagingEstimator.estimate({ platform: AdvicePlatform.AMAZON_EKS, modelSize: Size.bytes(0) }),
    'GPUM-ADVICE-MODEL-SIZE',
  ),
  value(
    'StagingEstimateInput.sourceKind',
    InputClass.LITERAL,
    'staging estimate for source kind "ftp"',
    () =>
      StagingEstimator.estimate({
        platform: AdvicePlatform.AMAZON_EKS,
        modelSize: Size.gibibytes(8),
        sourceKind: 'ftp' as ModelSourceKind,
      }),
    'GPUM-ADVICE-SOURCE-KIND',
  ),
  value(
    'estimateParameters(platform)',
    InputClass.LITERAL,
    'estimateParameters("lambda")',
    () => estimateParameters('lambda' as AdvicePlatform),
    'GPUM-PLATFORM-UNREGISTERED',
  ),
  value(
    'estimateParameters(overrides)',
    InputClass.LITERAL,
    'estimateParameters with an unknown override',
    () => estimateParameters(AdvicePlatform.AMAZON_EKS, { noSuchParameter: 1 }),
    'GPUM-ADVICE-PARAMETER',
  ),
  value(
    'estimateParameters(overrides)',
    InputClass.OUT_OF_RANGE,
    'estimateParameters with a NaN override',
    () => estimateParameters(AdvicePlatform.AMAZON_EKS, { [estimateParameters(AdvicePlatform.AMAZON_EKS)[0].name]: Number.NaN }),
    'GPUM-ADVICE-PARAMETER',
  ),
  advise(
    'estimateParameters',
    InputClass.LITERAL,
    'estimateParameters naming no parameter',
    { estimateParameters: { noSuchParameter: 1 } },
    'GPUM-ADVICE-PARAMETER',
  ),
  value(
    'StagingEstimateInput.parameters',
    InputClass.OUT_OF_RANGE,
    'staging estimate parameter of 0',
    () =>
      StagingEstimator.estimate({
        platform: AdvicePlatform.AMAZON_EKS,
        modelSize: Size.gibibytes(8),
        parameters: { [StagingEstimator.allParameters().find((p) => p.platform === AdvicePlatform.AMAZON_EKS)!.name]: 0 },
      }),
    'GPUM-ADVICE-PARAMETER',
  ),
  value('formatSeconds(seconds)', InputClass.OUT_OF_RANGE, 'formatSeconds(NaN)', () => formatSeconds(Number.NaN), 'GPUM-ADVICE-SECONDS'),
  value('formatSeconds(seconds)', InputClass.OUT_OF_RANGE, 'formatSeconds(-1)', () => formatSeconds(-1), 'GPUM-ADVICE-SECONDS'),
];
