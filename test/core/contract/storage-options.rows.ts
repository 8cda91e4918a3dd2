import { Fn, TerraformStack, Token } from '../../../src/core/framework';
import { ModelStorage } from '../../../src/core/model-storage';
import { RemovalPolicy } from '../../../src/core/removal-policy';
import { Size } from '../../../src/core/size';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';
import { cloudRun, eks, fc, model, stackWithProviders } from './fixtures';

/*
 * The neutral storage options (ModelStorage.fileSystem/objectStorageMount/downloadAtStart/
 * containerImage/internet), bound on each platform that offers them. The platform factories
 * (FcModelStorage, CloudRunModelStorage, EksModelStorage) have their rows in the platforms' tables.
 */

const str = (text: string): string => Token.asString(Fn.lower(text));
const num = (n: number): number => Token.asNumber(Fn.parseint(String(n), 10));
const bool = (): boolean => Token.asAny(Fn.tobool('true')) as unknown as boolean;

export type Build = (stack: TerraformStack) => unknown;

/** A row whose input is bound on a stack with every platform's provider. */
export function row(api: string, klass: InputClass, name: string, build: Build, expect: ConstructBadInput['expect']): ConstructBadInput {
  return {
    api,
    class: klass,
    name,
    build: () => {
      const stack = stackWithProviders();
      build(stack);
      return stack;
    },
    expect,
  };
}

const onFcOss =
  (options: Parameters<typeof ModelStorage.objectStorageMount>[0]): Build =>
  (stack) =>
    fc(stack, { model: model({ size: Size.gibibytes(4) }), storage: ModelStorage.objectStorageMount(options) });
const onCloudRunMount =
  (options: Parameters<typeof ModelStorage.objectStorageMount>[0]): Build =>
  (stack) =>
    cloudRun(stack, { storage: ModelStorage.objectStorageMount(options) });
const onEksDownload =
  (options: Parameters<typeof ModelStorage.downloadAtStart>[0]): Build =>
  (stack) =>
    eks(stack, { storage: ModelStorage.downloadAtStart(options) });
const onCloudRunDownload =
  (options: Parameters<typeof ModelStorage.downloadAtStart>[0]): Build =>
  (stack) =>
    cloudRun(stack, { command: ['vllm', 'serve', '/mnt/models/llama'], storage: ModelStorage.downloadAtStart(options) });

export const ROWS: readonly ConstructBadInput[] = [
  // Object storage mount.
  row('ObjectStorageMountOptions.bucketName', InputClass.LITERAL, 'bucketName "*" on Function Compute', onFcOss({ bucketName: '*' }), {
    error: 'GPUM-FC-BUCKET-NAME',
  }),
  row(
    'ObjectStorageMountOptions.bucketName',
    InputClass.WRONG_SHAPE,
    'bucketName a gs:// URI on Cloud Run',
    onCloudRunMount({ bucketName: 'gs://acme/models' }),
    { error: 'GPUM-CR-BUCKET-NAME' },
  ),
  row(
    'ObjectStorageMountOptions.mountOptions',
    InputClass.LITERAL,
    'mountOptions an unknown gcsfuse flag',
    onCloudRunMount({ mountOptions: ['no-such-flag=1'] }),
    { error: 'GPUM-CR-GCSFUSE-UNKNOWN-FLAG' },
  ),
  row(
    'ObjectStorageMountOptions.hierarchicalNamespace',
    InputClass.TOKEN,
    'hierarchicalNamespace as a Terraform token',
    onCloudRunMount({ hierarchicalNamespace: bool() }),
    { error: 'GPUM-CR-BUCKET-OPTION' },
  ),
  row(
    'ObjectStorageMountOptions.removalPolicy',
    InputClass.LITERAL,
    'mount removalPolicy outside RemovalPolicy (plain JavaScript)',
    onCloudRunMount({ removalPolicy: 'delete' as RemovalPolicy }),
    { error: 'GPUM-CR-BUCKET-OPTION' },
  ),
  row(
    'ObjectStorageAcceleratorOptions.zoneId',
    InputClass.WRONG_CLOUD,
    'accelerator zone of another region',
    onFcOss({ bucketName: 'acme-models', accelerator: { zoneId: 'cn-beijing-h' } }),
    { error: 'GPUM-FC-OSS-ACCELERATOR-ZONE' },
  ),
  row(
    'FileCacheOptions.size',
    InputClass.OUT_OF_RANGE,
    'file cache of 0 bytes',
    onCloudRunMount({ bucketName: 'acme-models', fileCache: { size: Size.bytes(0) } }),
    { error: 'GPUM-CR-GCSFUSE-CACHE-SIZE' },
  ),
  row(
    'FileCacheOptions.parallelDownloads',
    InputClass.TOKEN,
    'file cache parallelDownloads as a Terraform token',
    onCloudRunMount({ bucketName: 'acme-models', fileCache: { size: Size.gibibytes(10), parallelDownloads: bool() } }),
    { error: 'GPUM-CR-GCSFUSE-PARALLEL-DOWNLOADS' },
  ),
  row(
    'BufferedReadOptions.maxBlocks',
    InputClass.OUT_OF_RANGE,
    'buffered read maxBlocks 0',
    onCloudRunMount({ bucketName: 'acme-models', bufferedRead: { maxBlocks: 0 } }),
    { error: 'GPUM-CR-GCSFUSE-READ-BLOCKS' },
  ),
  // Download at start.
  row(
    'DownloadAtStartOptions.bucketName',
    InputClass.WRONG_SHAPE,
    'download bucketName an s3:// URI',
    onEksDownload({ bucketName: 's3://acme/models' }),
    { error: 'GPUM-EKS-BUCKET-NAME' },
  ),
  row('DownloadAtStartOptions.concurrency', InputClass.OUT_OF_RANGE, 'download concurrency 0', onEksDownload({ concurrency: 0 }), {
    error: 'GPUM-EKS-DOWNLOAD',
  }),
  row(
    'DownloadAtStartOptions.concurrency',
    InputClass.TOKEN,
    'download concurrency as a Terraform token',
    onCloudRunDownload({ concurrency: num(8) }),
    { error: 'GPUM-CR-DOWNLOAD-TUNING' },
  ),
  row(
    'DownloadAtStartOptions.partSize',
    InputClass.OUT_OF_RANGE,
    'download partSize of 1 byte',
    onEksDownload({ partSize: Size.bytes(1) }),
    { error: 'GPUM-EKS-DOWNLOAD' },
  ),
  row('DownloadAtStartOptions.retries', InputClass.OUT_OF_RANGE, 'download retries -1', onEksDownload({ retries: -1 }), {
    error: 'GPUM-EKS-DOWNLOAD',
  }),
  row(
    'DownloadAtStartOptions.removalPolicy',
    InputClass.LITERAL,
    'download removalPolicy outside RemovalPolicy (plain JavaScript)',
    onEksDownload({ removalPolicy: 'delete' as RemovalPolicy }),
    { error: 'GPUM-REMOVAL-POLICY' },
  ),
  // Container image and internet.
  row(
    'ContainerImageStorageOptions.prePull',
    InputClass.TOKEN,
    'prePull as a Terraform token',
    (stack) => eks(stack, { storage: ModelStorage.containerImage({ prePull: bool() }) }),
    { error: 'GPUM-STORAGE-PRE-PULL' },
  ),
  row(
    'InternetModelOptions.url',
    InputClass.WRONG_SHAPE,
    'internet url without a scheme',
    () => ModelStorage.internet({ url: 'huggingface.co/acme/llama' }),
    {
      error: 'GPUM-INTERNET-URL',
    },
  ),
  row('InternetModelOptions.url', InputClass.EMPTY, 'internet url ""', () => ModelStorage.internet({ url: '' }), {
    error: 'GPUM-INTERNET-URL',
  }),
  row(
    'InternetModelOptions.url',
    InputClass.TOKEN,
    'internet url as a Terraform token: passes unchecked, with the internet warning',
    (stack) => eks(stack, { storage: ModelStorage.internet({ url: str('https://hub/x') }) }),
    { warning: 'GPUM-INTERNET-MODEL' },
  ),
];
