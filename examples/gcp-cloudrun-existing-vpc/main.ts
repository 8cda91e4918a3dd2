/**
 * Cloud Run GPU workloads in a platform team's existing shared VPC, with existing buckets and
 * service accounts, given both ways:
 * - `Chat`: as the provider's own objects (data sources here; `ComputeSubnetwork` and friends work
 *   the same), so every value is a Terraform reference and the subnetwork's Private Google Access
 *   becomes a plan-time precondition;
 * - `Batch`: as plain IDs and names, checked at synth where they can be.
 */
import { DataGoogleComputeNetwork } from '@cdktf/provider-google/lib/data-google-compute-network';
import { DataGoogleComputeSubnetwork } from '@cdktf/provider-google/lib/data-google-compute-subnetwork';
import { DataGoogleServiceAccount } from '@cdktf/provider-google/lib/data-google-service-account';
import { DataGoogleStorageBucket } from '@cdktf/provider-google/lib/data-google-storage-bucket';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunModelStorage, CloudRunNetwork, CloudRunServiceAccount } from 'cdktf-gpu-models/google';

class CloudRunExistingVpcStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    const network = new DataGoogleComputeNetwork(this, 'SharedVpc', { name: 'shared-vpc', project: 'acme-net' });
    const subnetwork = new DataGoogleComputeSubnetwork(this, 'GpuSubnet', {
      name: 'gpu-serving',
      region: 'us-central1',
      project: 'acme-net',
    });
    const account = new DataGoogleServiceAccount(this, 'ChatIdentity', { accountId: 'llm-chat' });
    const bucket = new DataGoogleStorageBucket(this, 'ModelBucket', { name: 'acme-ml-chat-models' });

    new CloudRunGpuWorkload(this, 'Chat', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('docker.io/vllm/vllm-openai:v0.9.2'),
      args: ['--model', '/mnt/models/qwen2.5-7b', '--port', '8080'],
      model: new ModelArtifact({ name: 'qwen2.5-7b', size: Size.gibibytes(15) }),
      storage: CloudRunModelStorage.gcsFuse({ bucketName: bucket.name, fileCache: { size: Size.gibibytes(16) } }),
      network: CloudRunNetwork.fromResources(network, subnetwork, { tags: ['llm-serving'] }),
      serviceAccount: CloudRunServiceAccount.fromResource(account),
      httpServing: { maxInstances: 1 },
    });

    new CloudRunGpuWorkload(this, 'Batch', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/batch-inference-gcloud:2.3'),
      command: ['python3', '-m', 'batch_inference', '--model', '/mnt/models/qwen2.5-7b'],
      model: new ModelArtifact({ name: 'qwen2.5-7b', size: Size.gibibytes(15) }),
      storage: ModelStorage.downloadAtStart({ bucketName: 'acme-ml-batch-models' }),
      network: CloudRunNetwork.fromIds({
        network: 'projects/acme-net/global/networks/shared-vpc',
        subnetwork: 'projects/acme-net/regions/us-central1/subnetworks/gpu-serving',
        tags: ['llm-batch'],
      }),
      serviceAccount: CloudRunServiceAccount.fromEmail('llm-batch@acme-ml.iam.gserviceaccount.com'),
      instanceCount: 1,
    });
  }
}

export function build(app: App): void {
  new CloudRunExistingVpcStack(app, 'gcp-cloudrun-existing-vpc');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
