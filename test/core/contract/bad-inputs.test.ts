import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { GpuNodeClass } from '../../../src/aws';
import { FcNetwork } from '../../../src/alicloud';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { collectAdvice } from '../../../src/core/advice';
import { ContainerImage } from '../../../src/core/container-image';
import { GpuModelsError } from '../../../src/core/errors';
import { TerraformStack, TerraformVariable, Testing } from '../../../src/core/framework';
import { ModelGpuLoading } from '../../../src/core/model-artifact';
import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { CloudRunNetwork, CloudRunServiceAccount } from '../../../src/google';
import { cloudRun, eks, fc, model, nodeClass, stackWithProviders } from './fixtures';

/** What a bad input must produce: an error with a code, or a warning with a code. Never silence. */
type Outcome = { readonly error: string } | { readonly warning: string };

interface Row {
  readonly platform: 'core' | 'alicloud' | 'google' | 'aws';
  readonly input: string;
  /** Builds the input into the stack. */
  readonly build: (stack: TerraformStack) => void;
  readonly expect: Outcome;
}

/** A number token, as a TerraformVariable's value gives it. */
const numberToken = (stack: TerraformStack, id = 'n'): number => new TerraformVariable(stack, id, { type: 'number' }).numberValue;
const stringToken = (stack: TerraformStack, id = 's'): string => new TerraformVariable(stack, id, { type: 'string' }).stringValue;

const mount = (bucketName: string) => ModelStorage.objectStorageMount({ bucketName });
const download = (bucketName: string) => ModelStorage.downloadAtStart({ bucketName });

const ROWS: Row[] = [
  // The model's own inputs (the same on every platform) are in test/core/model-artifact.rows.ts.
  // Alibaba Function Compute.
  ...(
    [
      ['cpu NaN', { cpu: NaN }, 'GPUM-FC-CPU'],
      ['cpu Infinity', { cpu: Infinity }, 'GPUM-FC-CPU'],
      ['cpu -1', { cpu: -1 }, 'GPUM-FC-CPU'],
      ['memorySizeMiB NaN', { memorySizeMiB: NaN }, 'GPUM-FC-MEMORY'],
      ['memorySizeMiB 1.5', { memorySizeMiB: 1.5 }, 'GPUM-FC-MEMORY'],
      ['instanceConcurrency NaN', { instanceConcurrency: NaN }, 'GPUM-FC-RANGE'],
      ['instanceConcurrency -1', { instanceConcurrency: -1 }, 'GPUM-FC-RANGE'],
      ['diskSizeMiB Infinity', { diskSizeMiB: Infinity }, 'GPUM-FC-RANGE'],
      ['port 0', { port: 0 }, 'GPUM-FC-RANGE'],
      ['port 80.5', { port: 80.5 }, 'GPUM-FC-RANGE'],
      ['healthCheck.failureThreshold NaN', { healthCheck: { path: '/h', failureThreshold: NaN } }, 'GPUM-FC-HEALTH-CHECK'],
      ['bucketName "*"', { model: model(), storage: mount('*') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName ""', { model: model(), storage: mount('') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName "acme-*"', { model: model(), storage: mount('acme-*') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName "My_Bucket"', { model: model(), storage: mount('My_Bucket') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName "ab"', { model: model(), storage: mount('ab') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName "acme.models"', { model: model(), storage: mount('acme.models') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName "oss://acme"', { model: model(), storage: mount('oss://acme') }, 'GPUM-FC-BUCKET-NAME'],
      ['bucketName "${x}"', { model: model(), storage: mount('${x}') }, 'GPUM-FC-BUCKET-NAME'],
      ['logProject "*"', { logProject: '*', logStore: 'gpu' }, 'GPUM-FC-LOG-CONFIG'],
      ['logStore with a space', { logProject: 'acme', logStore: 'g pu' }, 'GPUM-FC-LOG-CONFIG'],
      ['zone of another region', { network: FcNetwork.create({ zoneId: 'cn-beijing-h' }) }, 'GPUM-FC-ZONE'],
      ['a region as the zone', { network: FcNetwork.create({ zoneId: 'cn-hangzhou' }) }, 'GPUM-FC-ZONE'],
      ['a misspelled zone', { network: FcNetwork.create({ zoneId: 'cn-hangzou-j' }) }, 'GPUM-FC-ZONE'],
      ['model larger than the card', { model: model({ size: Size.gibibytes(60) }) }, 'GPUM-MODEL-GPU-FIT'],
      [
        'model larger than a tesla.1',
        { gpuType: 'fc.gpu.tesla.1' as any, model: model({ size: Size.gibibytes(20) }) },
        'GPUM-MODEL-GPU-FIT',
      ],
      ['env MODEL_REVISION', { environment: { MODEL_REVISION: 'x' } }, 'GPUM-ENV-RESERVED'],
      ['env FC_REGION', { environment: { FC_REGION: 'x' } }, 'GPUM-ENV-RESERVED'],
      ['env name "1BAD"', { environment: { '1BAD': 'x' } }, 'GPUM-ENV-NAME'],
    ] as Array<[string, any, string]>
  ).map(([input, props, code]): Row => ({ platform: 'alicloud', input, build: (stack) => fc(stack, props), expect: { error: code } })),
  {
    platform: 'alicloud',
    input: 'cpu as a Terraform token',
    build: (stack) => fc(stack, { cpu: numberToken(stack) }),
    expect: { error: 'GPUM-FC-CPU' },
  },
  {
    platform: 'alicloud',
    input: 'region given as a zone (no provider region)',
    build: () => fc(new TerraformStack(Testing.app(), 'bare'), { region: 'cn-hangzhou-j' }),
    expect: { error: 'GPUM-FC-REGION' },
  },
  {
    platform: 'alicloud',
    input: 'the same functionName twice in one region',
    build: (stack) => {
      fc(stack, { functionName: 'serve' }, 'a');
      fc(stack, { functionName: 'serve' }, 'b');
    },
    expect: { error: 'GPUM-FC-FUNCTION-NAME-DUPLICATE' },
  },
  {
    platform: 'alicloud',
    input: 'region other than the given provider',
    build: (stack) =>
      fc(stack, { region: 'cn-shanghai', provider: new AlicloudProvider(stack, 'bj', { alias: 'bj', region: 'cn-beijing' }) }),
    expect: { error: 'GPUM-FC-REGION-PROVIDER' },
  },
  {
    platform: 'alicloud',
    input: 'OSS mount point on bucket "*"',
    build: (stack) => fc(stack).addOssMountPoint({ bucketName: '*', bucketPath: '/p', endpoint: 'e', mountDir: '/data' }),
    expect: { error: 'GPUM-FC-BUCKET-NAME' },
  },
  {
    platform: 'alicloud',
    input: 'addEnvironment MODEL_PATH',
    build: (stack) => fc(stack).addEnvironment('MODEL_PATH', '/x'),
    expect: { error: 'GPUM-ENV-RESERVED' },
  },
  {
    platform: 'alicloud',
    input: 'env value already escaped ($${HOME})',
    build: (stack) => fc(stack, { environment: { GREETING: 'echo $${HOME}' } }),
    expect: { warning: 'GPUM-TEMPLATE-PRE-ESCAPED' },
  },
  {
    platform: 'alicloud',
    input: 'model leaving under 20% of the card',
    build: (stack) => fc(stack, { model: model({ size: Size.gibibytes(40) }), storage: mount('acme-models') }),
    expect: { warning: 'GPUM-MODEL-GPU-HEADROOM' },
  },
  {
    platform: 'alicloud',
    input: 'model larger than the card, loaded quantized',
    build: (stack) =>
      fc(stack, { model: model({ size: Size.gibibytes(60), gpuLoading: ModelGpuLoading.QUANTIZED }), storage: mount('acme-models') }),
    expect: { warning: 'GPUM-MODEL-GPU-HEADROOM' },
  },

  // Google Cloud Run.
  ...(
    [
      ['cpu NaN', { cpu: NaN }, 'GPUM-CR-CPU'],
      ['cpu -4', { cpu: -4 }, 'GPUM-CR-CPU'],
      ['instanceCount NaN', { instanceCount: NaN }, 'GPUM-CR-RANGE'],
      ['instanceCount -1', { instanceCount: -1 }, 'GPUM-CR-RANGE'],
      ['instanceCount Infinity', { instanceCount: Infinity }, 'GPUM-CR-RANGE'],
      ['httpServing.port NaN', { httpServing: { port: NaN } }, 'GPUM-CR-RANGE'],
      ['httpServing.maxInstances -Infinity', { httpServing: { maxInstances: -Infinity } }, 'GPUM-CR-RANGE'],
      ['bucketName "*"', { storage: mount('*') }, 'GPUM-CR-BUCKET-NAME'],
      ['bucketName ""', { storage: mount('') }, 'GPUM-CR-BUCKET-NAME'],
      ['bucketName "models?"', { storage: download('models?') }, 'GPUM-CR-BUCKET-NAME'],
      ['bucketName "goog-models"', { storage: mount('goog-models') }, 'GPUM-CR-BUCKET-NAME'],
      ['bucketName "Acme"', { storage: mount('Acme') }, 'GPUM-CR-BUCKET-NAME'],
      ['bucketName "gs://acme"', { storage: mount('gs://acme') }, 'GPUM-CR-BUCKET-NAME'],
      ['bucketName "${x}"', { storage: mount('${x}') }, 'GPUM-CR-BUCKET-NAME'],
      ['region as a zone', { region: 'us-central1-a' }, 'GPUM-CR-REGION'],
      ['region ""', { region: '' }, 'GPUM-CR-REGION'],
      ['model larger than an L4', { model: model({ size: Size.gibibytes(30) }) }, 'GPUM-MODEL-GPU-FIT'],
      ['env PORT', { environment: { PORT: '8000' } }, 'GPUM-CR-ENV-RESERVED'],
      ['env MODEL_FOO', { environment: { MODEL_FOO: 'x' } }, 'GPUM-CR-ENV-RESERVED'],
      ['env CLOUDSDK_CORE_PROJECT', { environment: { CLOUDSDK_CORE_PROJECT: 'x' } }, 'GPUM-CR-ENV-RESERVED'],
      ['env K_SERVICE', { environment: { K_SERVICE: 'x' } }, 'GPUM-CR-ENV-RESERVED'],
    ] as Array<[string, any, string]>
  ).map(([input, props, code]): Row => ({ platform: 'google', input, build: (stack) => cloudRun(stack, props), expect: { error: code } })),
  {
    platform: 'google',
    input: 'cpu as a Terraform token',
    build: (stack) => cloudRun(stack, { cpu: numberToken(stack) }),
    expect: { error: 'GPUM-CR-CPU' },
  },
  // A token minInstances reaches the service as a reference (test/google/terraform-tokens.test.ts);
  // a token allowUnauthenticated cannot choose whether the public grant exists.
  {
    platform: 'google',
    input: 'httpServing.allowUnauthenticated as a Terraform token',
    build: (stack) =>
      cloudRun(stack, {
        httpServing: { allowUnauthenticated: new TerraformVariable(stack, 'public', { type: 'bool' }).booleanValue as unknown as boolean },
      }),
    expect: { error: 'GPUM-CR-PUBLIC-SERVICE' },
  },
  {
    platform: 'google',
    input: 'subnetwork (a resource) in another region',
    build: (stack) => {
      const network = new ComputeNetwork(stack, 'net', { name: 'net', autoCreateSubnetworks: false });
      const subnetwork = new ComputeSubnetwork(stack, 'sub', {
        name: 'sub',
        network: network.id,
        region: 'europe-west4',
        ipCidrRange: '10.0.0.0/24',
        privateIpGoogleAccess: true,
      });
      cloudRun(stack, { storage: mount('acme-models'), network: CloudRunNetwork.fromResources(network, subnetwork) });
    },
    expect: { error: 'GPUM-CR-SUBNET-REGION' },
  },
  {
    platform: 'google',
    input: 'the same worker pool name twice',
    build: (stack) => {
      cloudRun(stack, { name: 'llm' }, 'a');
      cloudRun(stack, { name: 'llm' }, 'b');
    },
    expect: { error: 'GPUM-CR-NAME-DUPLICATE' },
  },
  {
    platform: 'google',
    input: 'the same service account ID twice',
    build: (stack) => {
      cloudRun(stack, { serviceAccount: CloudRunServiceAccount.create({ accountId: 'llm-runner' }) }, 'a');
      cloudRun(stack, { serviceAccount: CloudRunServiceAccount.create({ accountId: 'llm-runner' }) }, 'b');
    },
    expect: { error: 'GPUM-CR-SERVICE-ACCOUNT-DUPLICATE' },
  },
  {
    platform: 'google',
    input: 'addEnvironment PORT',
    build: (stack) => cloudRun(stack).addEnvironment('PORT', '1'),
    expect: { error: 'GPUM-CR-ENV-RESERVED' },
  },
  {
    platform: 'google',
    input: 'model leaving under 20% of an L4',
    build: (stack) => cloudRun(stack, { model: model({ size: Size.gibibytes(20) }) }),
    expect: { warning: 'GPUM-MODEL-GPU-HEADROOM' },
  },
  {
    platform: 'google',
    input: 'label already escaped (%%{)',
    build: (stack) => cloudRun(stack, { command: ['sh', '-c', 'echo %%{x}'] }),
    expect: { warning: 'GPUM-TEMPLATE-PRE-ESCAPED' },
  },

  // Amazon EKS.
  ...(
    [
      ['gpuCount NaN', { gpuCount: NaN }, 'GPUM-EKS-GPU-COUNT'],
      ['gpuCount 0', { gpuCount: 0 }, 'GPUM-EKS-GPU-COUNT'],
      ['gpuCount 1.5', { gpuCount: 1.5 }, 'GPUM-EKS-GPU-COUNT'],
      ['replicas -1', { replicas: -1 }, 'GPUM-EKS-REPLICAS'],
      ['replicas Infinity', { replicas: Infinity }, 'GPUM-EKS-REPLICAS'],
      ['port NaN', { port: NaN }, 'GPUM-EKS-PORT'],
      ['cpu NaN', { cpu: NaN }, 'GPUM-EKS-CPU'],
      ['cpu -2', { cpu: -2 }, 'GPUM-EKS-CPU'],
      ['region as a zone', { region: 'us-west-2a' }, 'GPUM-EKS-REGION'],
      ['region ""', { region: '' }, 'GPUM-EKS-REGION'],
      ['region other than the stack provider', { region: 'eu-west-1' }, 'GPUM-EKS-REGION-PROVIDER'],
      ['bucketName "*"', { storage: mount('*') }, 'GPUM-EKS-BUCKET-NAME'],
      ['bucketName ""', { storage: download('') }, 'GPUM-EKS-BUCKET'],
      ['bucketName "xn--models"', { storage: mount('xn--models') }, 'GPUM-EKS-BUCKET-NAME'],
      ['bucketName "192.168.1.1"', { storage: mount('192.168.1.1') }, 'GPUM-EKS-BUCKET-NAME'],
      ['bucketName "Models"', { storage: mount('Models') }, 'GPUM-EKS-BUCKET-NAME'],
      ['bucketName "a..b"', { storage: download('acme..models') }, 'GPUM-EKS-BUCKET-NAME'],
      ['bucketName "arn:aws:s3:::acme"', { storage: mount('arn:aws:s3:::acme') }, 'GPUM-EKS-BUCKET-NAME'],
      ['modelKmsKeyArn "*"', { modelKmsKeyArn: '*' }, 'GPUM-EKS-KMS-KEY'],
      ['modelKmsKeyArn ""', { modelKmsKeyArn: '' }, 'GPUM-EKS-KMS-KEY'],
      ['modelKmsKeyArn with a wildcard', { modelKmsKeyArn: 'arn:aws:kms:us-west-2:123456789012:key/*' }, 'GPUM-EKS-KMS-KEY'],
      ['env MODEL_PATH', { environment: { MODEL_PATH: '/x' } }, 'GPUM-EKS-ENV-RESERVED'],
      ['env AWS_CONTAINER_CREDENTIALS_FULL_URI', { environment: { AWS_CONTAINER_CREDENTIALS_FULL_URI: 'x' } }, 'GPUM-EKS-ENV-RESERVED'],
      ['model larger than one A10G/L4', { model: model({ size: Size.gibibytes(30) }) }, 'GPUM-MODEL-GPU-FIT'],
      ['model larger than two A10G/L4', { gpuCount: 2, model: model({ size: Size.gibibytes(50) }) }, 'GPUM-MODEL-GPU-FIT'],
    ] as Array<[string, any, string]>
  ).map(([input, props, code]): Row => ({ platform: 'aws', input, build: (stack) => eks(stack, props), expect: { error: code } })),
  {
    platform: 'aws',
    input: 'gpuCount as a Terraform token',
    build: (stack) => eks(stack, { gpuCount: numberToken(stack) }),
    expect: { error: 'GPUM-EKS-GPU-COUNT' },
  },
  {
    platform: 'aws',
    input: 'region other than the given provider',
    build: (stack) => eks(stack, { provider: new AwsProvider(stack, 'east', { alias: 'east', region: 'us-east-1' }) }),
    expect: { error: 'GPUM-EKS-REGION-PROVIDER' },
  },
  {
    platform: 'aws',
    input: 'the same workload name twice in a namespace',
    build: (stack) => {
      eks(stack, { name: 'llm' }, 'A');
      eks(stack, { name: 'llm' }, 'B');
    },
    expect: { error: 'GPUM-EKS-NAME-DUPLICATE' },
  },
  {
    platform: 'aws',
    input: 'the same node class name twice in a cluster',
    build: (stack) => {
      nodeClass(stack, { name: 'gpus' }, 'A');
      nodeClass(stack, { name: 'gpus' }, 'B');
    },
    expect: { error: 'GPUM-EKS-NAME-DUPLICATE' },
  },
  {
    platform: 'aws',
    input: 'node class weight NaN',
    build: (stack) => nodeClass(stack, { weight: NaN }),
    expect: { error: 'GPUM-EKS-WEIGHT' },
  },
  {
    platform: 'aws',
    input: 'node class gpuLimit -1',
    build: (stack) => nodeClass(stack, { gpuLimit: -1 }),
    expect: { error: 'GPUM-EKS-LIMITS' },
  },
  {
    platform: 'aws',
    input: 'model larger than the node class GPU (p5 admitted, but g6 too)',
    build: (stack) =>
      eks(stack, { nodePool: nodeClass(stack, { instanceFamilies: ['g6', 'p5'] }), model: model({ size: Size.gibibytes(40) }) }),
    expect: { error: 'GPUM-MODEL-GPU-FIT' },
  },
  {
    platform: 'aws',
    input: 'addEnvironment MODEL_NAME',
    build: (stack) => eks(stack).addEnvironment('MODEL_NAME', 'x'),
    expect: { error: 'GPUM-EKS-ENV-RESERVED' },
  },
  {
    platform: 'aws',
    input: 'model leaving under 20% of an L4',
    build: (stack) => eks(stack, { model: model({ size: Size.gibibytes(20) }) }),
    expect: { warning: 'GPUM-MODEL-GPU-HEADROOM' },
  },
  {
    platform: 'aws',
    input: 'command already escaped ($${HOME})',
    build: (stack) => eks(stack, { command: ['sh', '-c', 'echo $${HOME}'] }),
    expect: { warning: 'GPUM-TEMPLATE-PRE-ESCAPED' },
  },
  {
    platform: 'aws',
    input: 'node pool attributes with a model too large for their GPU',
    build: (stack) =>
      eks(stack, {
        nodePool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', gpuMemoryPerGpu: Size.gibibytes(16) }),
        model: model({ size: Size.gibibytes(17) }),
      }),
    expect: { error: 'GPUM-MODEL-GPU-FIT' },
  },
];

describe('bad inputs: each is an error or a coded warning, never silent', () => {
  test('the table covers every platform with enough rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(50);
    for (const platform of ['alicloud', 'google', 'aws']) expect(ROWS.some((r) => r.platform === platform)).toBe(true);
  });

  test.each(ROWS.map((row) => [row.platform, row.input, row] as const))('%s: %s', (_platform, _input, row) => {
    const stack = stackWithProviders();
    if ('error' in row.expect) {
      let thrown: unknown;
      try {
        row.build(stack);
      } catch (e) {
        thrown = e;
      }
      expect(GpuModelsError.isGpuModelsError(thrown)).toBe(true);
      const error = thrown as GpuModelsError;
      expect(error.code).toBe(row.expect.error);
      expect(error.message.startsWith(`[${row.expect.error}]`)).toBe(true);
      // Tokens are described in words, never as cdktf's placeholders.
      expect(error.message).not.toMatch(/TfToken|-?\d\.\d+e[+-]\d{2,}/);
      if (row.platform !== 'core') expect(error.constructPath).toMatch(/^(test|bare)\//);
    } else {
      row.build(stack);
      expect(collectAdvice(stack.node.root).map((a) => a.id)).toContain(row.expect.warning);
    }
  });

  test('a token where a literal is needed is named in words', () => {
    const stack = stackWithProviders();
    expect(() => fc(stack, { cpu: numberToken(stack) })).toThrow(/cpu is a Terraform token, known only at apply/);
    const other = stackWithProviders();
    expect(() => eks(other, { gpuCount: numberToken(other) })).toThrow(/gpuCount is a Terraform token, known only at apply/);
  });

  test('tokens pass where the value goes straight to a resource', () => {
    const stack = stackWithProviders();
    expect(() => fc(stack, { instanceConcurrency: numberToken(stack, 'c'), port: numberToken(stack, 'p') })).not.toThrow();
    expect(() => cloudRun(stack, { instanceCount: numberToken(stack, 'i') })).not.toThrow();
    expect(() => eks(stack, { replicas: numberToken(stack, 'r'), storage: mount(stringToken(stack, 'b')) })).not.toThrow();
  });

  test('a bucket URI or path where a bucket name belongs: the fix names the bucket, on every cloud', () => {
    const fix = (build: (stack: TerraformStack) => void): string | undefined => {
      try {
        build(stackWithProviders());
      } catch (e) {
        if (GpuModelsError.isGpuModelsError(e)) return `${e.code}: ${e.fix}`;
        throw e;
      }
      return undefined;
    };
    expect(fix((s) => fc(s, { storage: mount('oss://acme-models/llama') }))).toBe(
      'GPUM-FC-BUCKET-NAME: give the bucket name, not a URL: acme-models',
    );
    expect(fix((s) => cloudRun(s, { storage: mount('gs://acme-models') }))).toBe(
      'GPUM-CR-BUCKET-NAME: give the bucket name, not a URL: acme-models',
    );
    expect(fix((s) => eks(s, { storage: mount('s3://acme-models/llama/') }))).toBe(
      'GPUM-EKS-BUCKET-NAME: give the bucket name, not a URL: acme-models',
    );
    expect(fix((s) => eks(s, { storage: mount('acme-models/llama') }))).toBe(
      'GPUM-EKS-BUCKET-NAME: give the bucket name alone, without a path: acme-models',
    );
    // A URI whose host is no valid name either: the rule itself.
    expect(fix((s) => fc(s, { storage: mount('oss://Acme_Models') }))).toMatch(/^GPUM-FC-BUCKET-NAME: An OSS bucket name has 3 to 63/);
  });

  test('a wrong region is reported with both values and the property', () => {
    const stack = new TerraformStack(Testing.app(), 'bare');
    let error: GpuModelsError | undefined;
    try {
      fc(stack, { region: 'cn-hangzhou', network: FcNetwork.create({ zoneId: 'cn-beijing-h' }) });
    } catch (e) {
      error = e as GpuModelsError;
    }
    expect(error?.code).toBe('GPUM-FC-ZONE');
    expect(error?.property).toBe('network.zoneId');
    expect(error?.value).toBe('cn-beijing-h');
    expect(error?.message).toMatch(/zone of cn-beijing, but the workload runs in cn-hangzhou/);
  });

  test('the second of two duplicate names names both construct paths', () => {
    const stack = stackWithProviders();
    fc(stack, { functionName: 'serve' }, 'first');
    expect(() => fc(stack, { functionName: 'serve' }, 'second')).toThrow(/\[GPUM-FC-FUNCTION-NAME-DUPLICATE\] test\/second: .*test\/first/);
  });

  test('the same name in two apps, or in two regions, is no duplicate', () => {
    fc(stackWithProviders(), { functionName: 'serve' });
    fc(stackWithProviders(), { functionName: 'serve' });
    const stack = stackWithProviders();
    fc(stack, { functionName: 'serve' }, 'a');
    const beijing = new AlicloudProvider(stack, 'bj', { alias: 'bj', region: 'cn-beijing' });
    const image = ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/acme/server:1.0');
    expect(() => fc(stack, { functionName: 'serve', region: 'cn-beijing', provider: beijing, image }, 'b')).not.toThrow();
  });

  test('warnings are coded once per construct for hand-escaped text', () => {
    const stack = stackWithProviders();
    fc(stack, { environment: { A: '$${x}', B: '%%{y}' }, description: '$${z}' });
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-TEMPLATE-PRE-ESCAPED')).toHaveLength(1);
  });
});
