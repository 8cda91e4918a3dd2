import { ModelFormat } from '../../../src/core/model-artifact';
import { ModelStorage } from '../../../src/core/model-storage';
import { ObjectStorageStreamOptions } from '../../../src/core/object-storage-stream-options';
import { RemovalPolicy } from '../../../src/core/removal-policy';
import { CloudRunModelStorage } from '../../../src/google';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';
import { cloudRun, eks, fc, model } from './fixtures';
import { Build, row } from './storage-options.rows';

/*
 * ModelStorage.objectStorageStream() and CloudRunModelStorage.objectStorageStream(), bound on each
 * platform: the two that build it and Function Compute, which refuses it.
 */

const onEks =
  (options: ObjectStorageStreamOptions): Build =>
  (stack) =>
    eks(stack, { storage: ModelStorage.objectStorageStream(options) });
const onCloudRun =
  (options: ObjectStorageStreamOptions): Build =>
  (stack) =>
    cloudRun(stack, { storage: ModelStorage.objectStorageStream(options) });

export const ROWS: readonly ConstructBadInput[] = [
  row(
    'ObjectStorageStreamOptions.bucketName',
    InputClass.WRONG_SHAPE,
    'bucketName an s3:// URI on EKS',
    onEks({ bucketName: 's3://acme/models' }),
    {
      error: 'GPUM-EKS-BUCKET-NAME',
    },
  ),
  row('ObjectStorageStreamOptions.bucketName', InputClass.LITERAL, 'bucketName "*" on EKS', onEks({ bucketName: '*' }), {
    error: 'GPUM-EKS-BUCKET-NAME',
  }),
  row(
    'ObjectStorageStreamOptions.bucketName',
    InputClass.WRONG_SHAPE,
    'bucketName a gs:// URI on Cloud Run',
    onCloudRun({ bucketName: 'gs://acme/models' }),
    { error: 'GPUM-CR-BUCKET-NAME' },
  ),
  row(
    'ObjectStorageStreamOptions.bucketName',
    InputClass.WRONG_CLOUD,
    'streaming on Function Compute, where no source shows the streamer reading OSS with the role',
    (stack) => fc(stack, { model: model(), storage: ModelStorage.objectStorageStream({ bucketName: 'acme-models' }) }),
    { error: 'GPUM-FC-STREAM-UNSUPPORTED' },
  ),
  row(
    'ObjectStorageStreamOptions.removalPolicy',
    InputClass.LITERAL,
    'removalPolicy outside RemovalPolicy on EKS (plain JavaScript)',
    onEks({ removalPolicy: 'delete' as RemovalPolicy }),
    { error: 'GPUM-REMOVAL-POLICY' },
  ),
  row(
    'ObjectStorageStreamOptions.removalPolicy',
    InputClass.LITERAL,
    'removalPolicy outside RemovalPolicy on Cloud Run (plain JavaScript)',
    onCloudRun({ removalPolicy: 'delete' as RemovalPolicy }),
    { error: 'GPUM-CR-BUCKET-OPTION' },
  ),
  row(
    'ModelArtifactProps.format',
    InputClass.INCONSISTENT,
    'streaming a GGUF model, which the streamer cannot read',
    (stack) => eks(stack, { model: model({ format: ModelFormat.GGUF }), storage: ModelStorage.objectStorageStream() }),
    { error: 'GPUM-STREAM-FORMAT' },
  ),
  row(
    'CloudRunRapidCacheOptions.zones',
    InputClass.WRONG_CLOUD,
    "a streamed model's Rapid Cache in a zone of another region",
    (stack) => cloudRun(stack, { storage: CloudRunModelStorage.objectStorageStream({ rapidCache: { zones: ['europe-west4-a'] } }) }),
    { error: 'GPUM-CR-RAPID-CACHE-ZONE' },
  ),
];
