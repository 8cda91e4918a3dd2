/**
 * An image-cache snapshot built and refreshed in AWS: an SSM Automation runbook launches a
 * Bottlerocket instance, pulls the serving image with ctr, snapshots the data volume and writes the
 * snapshot id to an SSM parameter; a State Manager association runs it when this stack is applied,
 * whenever the image list changes, and weekly (new Bottlerocket releases). A second stack, applied
 * once the first run has finished, boots the GPU nodes from the snapshot it reads from the parameter.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { Size } from 'cdktf-gpu-models';
import { EksImageCacheSnapshot, GpuNodeClass, NodeIdentity, NodeImage } from 'cdktf-gpu-models/aws';

const IMAGE =
  '123456789012.dkr.ecr.us-west-2.amazonaws.com/llama-3-8b-vllm@sha256:3c4d1f0b8a3e5f7a9c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b';

export class ImageCacheBuilderStack extends TerraformStack {
  public readonly cache: EksImageCacheSnapshot;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    this.cache = new EksImageCacheSnapshot(this, 'ImageCache', {
      name: 'llama-image-cache',
      images: [IMAGE],
      region: 'us-west-2',
      // A private subnet with a NAT gateway (or SSM and ECR endpoints) and its egress-only group.
      subnetId: 'subnet-0123456789abcdef0',
      securityGroupIds: ['sg-0123456789abcdef0'],
      kubernetesVersion: '1.33',
      // The node class's release and data volume.
      bottlerocketVersion: '1.57.0',
      dataVolumeSize: Size.gibibytes(200),
      refreshSchedule: 'rate(7 days)',
    });
    new TerraformOutput(this, 'SnapshotParameter', { value: this.cache.parameterName });
    new TerraformOutput(this, 'StartCommand', { value: this.cache.startCommand });
  }
}

export class ImageCacheNodesStack extends TerraformStack {
  constructor(scope: Construct, id: string, cache: EksImageCacheSnapshot) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });
    new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      name: 'gpu-llama-cache',
      image: NodeImage.bottlerocket('1.57.0'),
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      // ctr pulls with containerd's default snapshotter, and RAID0 would hide the restored images.
      soci: false,
      instanceStoreRaid0: false,
      imageCacheSnapshot: cache.imageCacheSnapshot(this),
      dataVolume: { size: Size.gibibytes(200) },
      imageGcHighThresholdPercent: 95,
      imageGcLowThresholdPercent: 90,
    });
  }
}

export function build(app: App): void {
  const builder = new ImageCacheBuilderStack(app, 'aws-eks-image-cache-snapshot');
  new ImageCacheNodesStack(app, 'aws-eks-image-cache-snapshot-nodes', builder.cache);
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
