import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import { Construct } from 'constructs';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { EksGpuWorkload, GpuNodeClass } from '../../../src/aws';
import { FcGpuFunction, FcGpuType, FcNetwork } from '../../../src/alicloud';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { ContainerImage } from '../../../src/core/container-image';
import { useProvider } from '../../../src/core/contract';
import { TerraformProvider, TerraformResource, TerraformStack, Testing } from '../../../src/core/framework';
import { GpuFunctionWithModel } from '../../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../../src/gpu-platform';
import { ModelStorage } from '../../../src/core/model-storage';
import { CloudRunGpuWorkload } from '../../../src/google';
import { cloudRun, eks, fc, model, nodeClass } from './fixtures';

/** Every resource and data source of a type prefix, with the provider it names (undefined: the default). */
function providersOf(json: any, prefix: string): Array<string | undefined> {
  const out: Array<string | undefined> = [];
  for (const block of [json.resource ?? {}, json.data ?? {}]) {
    for (const [type, instances] of Object.entries<any>(block)) {
      if (!type.startsWith(prefix)) continue;
      for (const body of Object.values<any>(instances)) out.push(body.provider);
    }
  }
  return out;
}

function emptyStack(): TerraformStack {
  return new TerraformStack(Testing.app(), 'test');
}

describe('one stack, two regions: the provider prop', () => {
  test('Function Compute: every alicloud resource of the second function uses the aliased provider', () => {
    const stack = emptyStack();
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const beijing = new AlicloudProvider(stack, 'beijing', { alias: 'beijing', region: 'cn-beijing' });
    fc(stack, { storage: ModelStorage.objectStorageMount(), model: model() }, 'hz');
    const second = fc(
      stack,
      {
        region: undefined,
        provider: beijing,
        image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/acme/server:1.0'),
        network: FcNetwork.create({ zoneId: 'cn-beijing-h' }),
        storage: ModelStorage.objectStorageMount(),
        model: model(),
      },
      'bj',
    );
    const json = JSON.parse(Testing.synth(stack));
    const all = providersOf(json, 'alicloud_');
    expect(all.filter((p) => p === 'alicloud.beijing').length).toBeGreaterThan(5);
    expect(all.filter((p) => p === undefined).length).toBeGreaterThan(5);
    expect(all.filter((p) => p !== undefined && p !== 'alicloud.beijing')).toEqual([]);
    // The region comes from the given provider: the OSS mount uses Beijing's endpoint.
    const functions = Object.values<any>(json.resource.alicloud_fcv3_function);
    expect(functions.find((f) => f.provider === 'alicloud.beijing').oss_mount_config.mount_points[0].endpoint).toBe(
      'http://oss-cn-beijing-internal.aliyuncs.com',
    );
    expect(FcGpuFunction.isFcGpuFunction(second)).toBe(true);
    expect(JSON.stringify(json.resource.alicloud_fcv3_function)).toContain('oss-cn-beijing-internal.aliyuncs.com');
  });

  test('Function Compute: a zone outside the given provider region fails', () => {
    const stack = emptyStack();
    const beijing = new AlicloudProvider(stack, 'beijing', { alias: 'beijing', region: 'cn-beijing' });
    expect(() =>
      fc(stack, {
        region: undefined,
        provider: beijing,
        image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/acme/server:1.0'),
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      }),
    ).toThrow(/GPUM-FC-ZONE.*zone of cn-hangzhou, but the workload runs in cn-beijing/);
  });

  test('Cloud Run: the second workload uses the aliased google provider', () => {
    const stack = emptyStack();
    new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
    const europe = new GoogleProvider(stack, 'europe', { alias: 'europe', project: 'acme-ml', region: 'europe-west4' });
    cloudRun(stack, {}, 'us');
    const second = cloudRun(stack, { region: 'europe-west4', provider: europe, storage: ModelStorage.objectStorageMount() }, 'eu');
    const json = JSON.parse(Testing.synth(stack));
    const all = providersOf(json, 'google_');
    expect(all.filter((p) => p === 'google.europe').length).toBeGreaterThanOrEqual(5);
    const pools = Object.values<any>(json.resource.google_cloud_run_v2_worker_pool);
    expect(pools.find((p) => p.location === 'us-central1').provider).toBeUndefined();
    expect(pools.find((p) => p.location === 'europe-west4').provider).toBe('google.europe');
    expect(CloudRunGpuWorkload.isCloudRunGpuWorkload(second)).toBe(true);
  });

  test('EKS: AWS resources use the aliased provider, Kubernetes objects keep the backend provider; the region is checked against it', () => {
    const stack = emptyStack();
    new AwsProvider(stack, 'aws', { region: 'us-west-2' });
    const east = new AwsProvider(stack, 'east', { alias: 'east', region: 'us-east-1' });
    const pool = nodeClass(stack, { provider: east, clusterName: 'east' }, 'EastGpus');
    const workload = eks(
      stack,
      { region: 'us-east-1', provider: east, clusterName: 'east', nodePool: pool, storage: ModelStorage.downloadAtStart() },
      'East',
    );
    eks(stack, { storage: ModelStorage.downloadAtStart() }, 'West');
    const json = JSON.parse(Testing.synth(stack));
    const aws = providersOf(json, 'aws_');
    expect(aws.filter((p) => p === 'aws.east').length).toBeGreaterThanOrEqual(8);
    expect(aws.filter((p) => p === undefined).length).toBeGreaterThanOrEqual(5);
    expect(new Set(providersOf(json, 'kubernetes_'))).toEqual(new Set([undefined]));
    expect(EksGpuWorkload.isEksGpuWorkload(workload)).toBe(true);
    expect(GpuNodeClass.isGpuNodeClass(pool)).toBe(true);
    expect(() => eks(stack, { region: 'us-west-2', provider: east }, 'Wrong')).toThrow(
      /GPUM-EKS-REGION-PROVIDER.*region is "us-west-2" but the given aws provider deploys to "us-east-1"/,
    );
  });

  test('the facade passes the provider through the platform props', () => {
    const stack = emptyStack();
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const beijing = new AlicloudProvider(stack, 'beijing', { alias: 'beijing', region: 'cn-beijing' });
    new GpuFunctionWithModel(stack, 'sd', {
      platform: GpuPlatform.alibabaFunctionCompute({ gpuType: FcGpuType.ADA_1, provider: beijing }),
      image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/acme/server:1.0'),
      model: model(),
      storage: ModelStorage.containerImage(),
    });
    const json = JSON.parse(Testing.synth(stack));
    expect(providersOf(json, 'alicloud_')).toEqual(['alicloud.beijing']);
  });
});

/**
 * A second copy of the framework and the AWS bindings, as a cdktn app has: `cdktf` aliased to cdktn
 * for the library beside the `cdktn` the `@cdktn/provider-*` bindings import, or a nested install.
 * Its classes are not ours (`instanceof` is false across copies); its objects carry the same
 * Symbol.for markers, which the framework's `isX` checks read.
 */
function secondCopy(): {
  framework: typeof import('cdktf');
  AwsProvider: typeof AwsProvider;
  S3Bucket: typeof import('@cdktf/provider-aws/lib/s3-bucket').S3Bucket;
} {
  let loaded: ReturnType<typeof secondCopy> | undefined;
  jest.isolateModules(() => {
    // A fresh module registry: require is the only way to load into it.
    /* eslint-disable @typescript-eslint/no-require-imports */
    loaded = {
      framework: require('cdktf'),
      AwsProvider: require('@cdktf/provider-aws/lib/provider').AwsProvider,
      S3Bucket: require('@cdktf/provider-aws/lib/s3-bucket').S3Bucket,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return loaded!;
}

describe('two copies of the framework: the provider prop is kept', () => {
  test('the copies are distinct: instanceof fails across them, the framework checks do not', () => {
    const other = secondCopy();
    const stack = emptyStack();
    const bucket = new other.S3Bucket(stack, 'Other', { bucket: 'b' });
    const provider = new other.AwsProvider(stack, 'east', { alias: 'east', region: 'us-east-1' });
    expect(other.framework.TerraformResource).not.toBe(TerraformResource);
    // What the lint rule refuses, shown failing.
    // eslint-disable-next-line no-restricted-syntax
    expect(bucket instanceof TerraformResource).toBe(false);
    // eslint-disable-next-line no-restricted-syntax
    expect(provider instanceof TerraformProvider).toBe(false);
    expect(TerraformResource.isTerraformResource(bucket)).toBe(true);
    expect(TerraformProvider.isTerraformProvider(provider)).toBe(true);
  });

  test("resources of the other copy's bindings below a construct get the given provider", () => {
    const other = secondCopy();
    const stack = emptyStack();
    new AwsProvider(stack, 'aws', { region: 'us-west-2' });
    const east = new AwsProvider(stack, 'east', { alias: 'east', region: 'us-east-1' });
    const scope = new Construct(stack, 'Scope');
    new other.S3Bucket(scope, 'Other', { bucket: 'other' });
    new S3Bucket(scope, 'Ours', { bucket: 'ours' });
    new other.S3Bucket(scope, 'Pinned', { bucket: 'pinned', provider: east });
    useProvider(scope, east);
    const buckets = JSON.parse(Testing.synth(stack)).resource.aws_s3_bucket;
    expect(Object.values<any>(buckets).map((b) => [b.bucket, b.provider])).toEqual([
      ['other', 'aws.east'],
      ['ours', 'aws.east'],
      ['pinned', 'aws.east'],
    ]);
  });

  test('EKS: an aliased provider of the other copy is kept on every AWS resource, and the default one is found', () => {
    const other = secondCopy();
    const stack = emptyStack();
    new other.AwsProvider(stack, 'aws', { region: 'us-west-2' });
    const east = new other.AwsProvider(stack, 'east', { alias: 'east', region: 'us-east-1' });
    const pool = nodeClass(stack, { provider: east, clusterName: 'east' }, 'EastGpus');
    eks(
      stack,
      { region: 'us-east-1', provider: east, clusterName: 'east', nodePool: pool, storage: ModelStorage.downloadAtStart() },
      'East',
    );
    eks(stack, { storage: ModelStorage.downloadAtStart() }, 'West');
    const json = JSON.parse(Testing.synth(stack));
    const aws = providersOf(json, 'aws_');
    expect(aws.filter((p) => p === 'aws.east').length).toBeGreaterThanOrEqual(8);
    expect(aws.filter((p) => p === undefined).length).toBeGreaterThanOrEqual(5);
    expect(aws.filter((p) => p !== undefined && p !== 'aws.east')).toEqual([]);
    // The region check reads the other copy's default provider.
    expect(() => eks(stack, { region: 'us-east-1' }, 'Wrong')).toThrow(/GPUM-EKS-REGION-PROVIDER/);
  });
});
