/**
 * The AL2023 alternative: nodeadm's FastImagePull feature gate (SOCI parallel pull) and RAID0 local
 * storage, on the cluster's existing Karpenter node role. AL2023 does not ship the NVIDIA device
 * plugin, so the stack warns until you install it.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { Size } from 'cdktf-gpu-models';
import { GpuNodeClass, NodeIdentity, NodeImage, SecurityGroupSelection, SubnetSelection } from 'cdktf-gpu-models/aws';

export class NodeClassAl2023Stack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'eu-west-1' });
    // Credentials from the kubeconfig `aws eks update-kubeconfig` writes.
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config', configContext: 'inference-eu' });

    new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference-eu',
      name: 'gpu-al2023',
      image: NodeImage.al2023('v20260724'),
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference-eu'),
      subnets: SubnetSelection.fromTags({ 'kubernetes.io/role/internal-elb': '1', 'karpenter.sh/discovery': 'inference-eu' }),
      securityGroups: SecurityGroupSelection.discovery('inference-eu'),
      // FastImagePull wants at least 600 MiB/s on the volume that holds the images.
      rootVolume: { size: Size.gibibytes(200), iops: 6000, throughputMiBps: 1000 },
      instanceFamilies: ['g5', 'g6'],
    });
  }
}

export function build(app: App): void {
  new NodeClassAl2023Stack(app, 'aws-eks-nodeclass-al2023');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
