// A user's app on Google Cloud Run, compiled and synthesized against the packed library.
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { App, TerraformStack } from 'cdktf';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunNetwork } from 'cdktf-gpu-models/google';

const app = new App();
const stack = new TerraformStack(app, 'user-app');
new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });

const image = ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/server:1.0');
new GpuFunctionWithModel(stack, 'facade', {
  platform: GpuPlatform.googleCloudRun({ region: 'us-central1' }),
  image,
  model: new ModelArtifact({ name: 'gemma', size: Size.gibibytes(5) }),
  storage: ModelStorage.containerImage(),
});
const network = new ComputeNetwork(stack, 'net', { name: 'shared', autoCreateSubnetworks: false });
const subnet = new ComputeSubnetwork(stack, 'subnet', {
  name: 'gpu',
  network: network.id,
  ipCidrRange: '10.8.0.0/24',
  region: 'us-central1',
  privateIpGoogleAccess: true,
});
const direct = new CloudRunGpuWorkload(stack, 'direct', {
  region: 'us-central1',
  network: CloudRunNetwork.fromResources(network, subnet),
  image,
  model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(15) }),
  storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(16) } }),
});
console.log(direct.modelMountPath);
app.synth();
