/**
 * Nodes that boot with their images already on disk: the Bottlerocket data volume (/dev/xvdb) is
 * restored from an EBS snapshot of pre-pulled images, built on a node with the SOCI snapshotter
 * (so Bottlerocket does not wipe it at boot). RAID0 is off: binding the NVMe array over
 * /var/lib/containerd would hide the restored images. Nodes use an existing instance profile.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { Size } from 'cdktf-gpu-models';
import { ContainerSnapshotter, GpuNodeClass, NodeIdentity, NodeImage } from 'cdktf-gpu-models/aws';

export class NodeClassSnapshotStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-east-1' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      name: 'gpu-image-cache',
      image: NodeImage.bottlerocket('1.57.0'),
      identity: NodeIdentity.fromInstanceProfile('KarpenterNodeInstanceProfile-inference'),
      instanceStoreRaid0: false,
      imageCacheSnapshot: {
        snapshotId: 'snap-0123456789abcdef0',
        builtWithSnapshotter: ContainerSnapshotter.SOCI,
        // Hydrate the restored volume at a known pace instead of on first read.
        volumeInitializationRateMiBps: 300,
      },
      dataVolume: { size: Size.gibibytes(200), iops: 16000, throughputMiBps: 1000 },
      imageGcHighThresholdPercent: 95,
      imageGcLowThresholdPercent: 90,
    });
  }
}

export function build(app: App): void {
  new NodeClassSnapshotStack(app, 'aws-eks-nodeclass-snapshot');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
