/**
 * Two worker pools read their models through Rapid Cache (Cloud Storage Anywhere Cache), an SSD
 * read cache in front of each model's bucket, at extra cost:
 * - a batch worker pool that downloads the model in parallel before it starts, with the cache in
 *   every zone of us-central1 (Cloud Run does not pin a zone) and a 48-hour TTL, so that a scale-up
 *   within two days of the last one reads the zone's cache instead of the bucket;
 * - a worker pool parked at `instanceCount: 0` (no GPU billed) that mounts its model with gcsfuse
 *   through a cache in two zones only, for a team that scales it up by hand (starts in
 *   us-central1-c and -f read the bucket: the construct says so).
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, Duration, ModelArtifact, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunModelStorage, CloudRunRapidCacheAdmissionPolicy } from 'cdktf-gpu-models/google';

class CloudRunRapidCacheStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    new CloudRunGpuWorkload(this, 'Batch', {
      region: 'us-central1',
      cpu: 8,
      instanceCount: 2,
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/batch-inference-gcloud:2.3'),
      command: ['python3', '-m', 'batch_inference', '--model', '/mnt/models/qwen-7b'],
      model: new ModelArtifact({ name: 'qwen-7b', size: Size.gibibytes(15) }),
      storage: CloudRunModelStorage.downloadAtStart({
        concurrency: 32,
        rapidCache: { ttl: Duration.hours(48), admissionPolicy: CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_FIRST_MISS },
      }),
    });

    new CloudRunGpuWorkload(this, 'OnDemand', {
      region: 'us-central1',
      instanceCount: 0,
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9'),
      model: new ModelArtifact({ name: 'llama-8b', size: Size.gibibytes(16) }),
      storage: CloudRunModelStorage.gcsFuse({
        bufferedRead: { maxBlocks: 40 },
        rapidCache: { zones: ['us-central1-a', 'us-central1-b'] },
      }),
    });
  }
}

export function build(app: App): void {
  new CloudRunRapidCacheStack(app, 'gcp-cloudrun-rapid-cache');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
