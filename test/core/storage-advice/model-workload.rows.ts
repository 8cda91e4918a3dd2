import { ModelFormat } from '../../../src/core/model-artifact';
import { Size } from '../../../src/core/size';
import { recommendModelStorage } from '../../../src/core/storage-advice/recommend';
import {
  AdvicePlatform,
  InstanceMode,
  ModelChangeFrequency,
  ModelReadPattern,
  ModelWorkload,
} from '../../../src/core/storage-advice/workload';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';
import '../../../src';

/*
 * The advice's workload (ModelWorkload), read by recommendModelStorage(), ModelStorage.recommended()
 * and `advise`: each bad value is an error with its GPUM-ADVICE code and the fix, never a ranking of
 * something else.
 */

const BASE: ModelWorkload = { platform: AdvicePlatform.AMAZON_EKS, modelSize: Size.gibibytes(8) };

const row = (
  api: string,
  klass: InputClass,
  name: string,
  workload: Partial<Record<keyof ModelWorkload, unknown>>,
  error: string,
): ConstructBadInput => ({
  api: `ModelWorkload.${api}`,
  class: klass,
  name,
  build: () => {
    recommendModelStorage({ ...BASE, ...workload } as ModelWorkload);
  },
  expect: { error },
});

export const ROWS: readonly ConstructBadInput[] = [
  row('platform', InputClass.WRONG_CLOUD, 'platform "azure"', { platform: 'azure' as AdvicePlatform }, 'GPUM-ADVICE-PLATFORM'),
  row('modelSize', InputClass.OUT_OF_RANGE, 'modelSize 0 bytes', { modelSize: Size.bytes(0) }, 'GPUM-ADVICE-MODEL-SIZE'),
  row('baseImageSize', InputClass.OUT_OF_RANGE, 'baseImageSize 0 bytes', { baseImageSize: Size.bytes(0) }, 'GPUM-IMAGE-SIZE'),
  row(
    'baseImageSize',
    InputClass.OUT_OF_RANGE,
    'baseImageSize 6 bytes (a unit slip for 6 GB)',
    { baseImageSize: Size.bytes(6) },
    'GPUM-IMAGE-SIZE',
  ),
  row('baseImageSize', InputClass.WRONG_SHAPE, 'baseImageSize a number (plain JavaScript)', { baseImageSize: 6e9 }, 'GPUM-IMAGE-SIZE'),
  row('concurrentColdStarts', InputClass.OUT_OF_RANGE, 'concurrentColdStarts 0', { concurrentColdStarts: 0 }, 'GPUM-ADVICE-CONCURRENCY'),
  row(
    'concurrentColdStarts',
    InputClass.OUT_OF_RANGE,
    'concurrentColdStarts 2.5',
    { concurrentColdStarts: 2.5 },
    'GPUM-ADVICE-CONCURRENCY',
  ),
  row('regionCount', InputClass.OUT_OF_RANGE, 'regionCount 1.5', { regionCount: 1.5 }, 'GPUM-ADVICE-REGIONS'),
  row(
    'instanceMode',
    InputClass.LITERAL,
    'instanceMode "always" (plain JavaScript)',
    { instanceMode: 'always' as InstanceMode },
    'GPUM-ADVICE-MODE',
  ),
  row(
    'changeFrequency',
    InputClass.LITERAL,
    'changeFrequency "daily" (plain JavaScript)',
    { changeFrequency: 'daily' as ModelChangeFrequency },
    'GPUM-ADVICE-CHANGE-FREQUENCY',
  ),
  row(
    'readPattern',
    InputClass.LITERAL,
    'readPattern "mmap" (plain JavaScript)',
    { readPattern: 'mmap' as ModelReadPattern },
    'GPUM-ADVICE-READ-PATTERN',
  ),
  row(
    'modelFormat',
    InputClass.LITERAL,
    'modelFormat "pth" (plain JavaScript)',
    { modelFormat: 'pth' as ModelFormat },
    'GPUM-ADVICE-FORMAT',
  ),
  // "false" is truthy: a flag given as a string is refused, not read as on.
  row(
    'sociParallelPull',
    InputClass.WRONG_SHAPE,
    'sociParallelPull "false" (plain JavaScript)',
    { sociParallelPull: 'false' },
    'GPUM-ADVICE-BOOLEAN',
  ),
  row('localNvme', InputClass.WRONG_SHAPE, 'localNvme "false" (plain JavaScript)', { localNvme: 'false' }, 'GPUM-ADVICE-BOOLEAN'),
  row('rapidCache', InputClass.WRONG_SHAPE, 'rapidCache 1 (plain JavaScript)', { rapidCache: 1 }, 'GPUM-ADVICE-BOOLEAN'),
  row(
    'startupCritical',
    InputClass.WRONG_SHAPE,
    'startupCritical "yes" (plain JavaScript)',
    { startupCritical: 'yes' },
    'GPUM-ADVICE-BOOLEAN',
  ),
];
