/**
 * One model served from three regions: the model's bucket in cn-hangzhou replicates its prefix to a
 * bucket in cn-beijing and one in cn-shanghai (OSS cross-region replication), and a GPU function in
 * each region mounts the copy in its own region. Each region has its own provider; the buckets are
 * private, encrypted and protected from destroy, and OSS replicates as a role allowed only that.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuFunction, FcGpuType, FcReplicatedModelBucket } from 'cdktf-gpu-models/alicloud';

const SOURCE_REGION = 'cn-hangzhou';
const REPLICA_REGIONS = ['cn-beijing', 'cn-shanghai'];

export class AlicloudFcMultiRegionStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: SOURCE_REGION });
    const providers = new Map(
      REPLICA_REGIONS.map((region) => [region, new AlicloudProvider(this, `alicloud-${region}`, { region, alias: region })]),
    );

    // AWQ 4-bit weights (about 5.6 GB): they fit the 10240 MB disk the Function Compute API documents, which an
    // OSS mount reads through (GPUM-FC-OSS-DISK), without an undocumented diskSizeMiB (GPUM-FC-DISK-SIZE).
    const model = new ModelArtifact({ name: 'qwen2.5-7b-instruct-awq', size: Size.gigabytes(5.6) });
    const models = new FcReplicatedModelBucket(this, 'Models', {
      model,
      replicas: REPLICA_REGIONS.map((region) => ({ region, provider: providers.get(region)! })),
    });

    for (const region of [SOURCE_REGION, ...REPLICA_REGIONS]) {
      new FcGpuFunction(this, `qwen-${region}`, {
        region,
        provider: providers.get(region),
        gpuType: FcGpuType.ADA_1,
        // Each region pulls the image from its own registry.
        image: ContainerImage.fromRegistry(`registry.${region}.aliyuncs.com/acme/vllm-openai:0.6`),
        model,
        storage: models.storageFor(region),
        instanceConcurrency: 8,
        httpTrigger: {},
      });
    }
  }
}

export function build(app: App): void {
  new AlicloudFcMultiRegionStack(app, 'alicloud-fc-multi-region');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
