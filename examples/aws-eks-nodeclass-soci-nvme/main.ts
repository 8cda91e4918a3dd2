/**
 * A Karpenter GPU node class for a cluster that already runs Karpenter: Bottlerocket pinned to a
 * release, SOCI parallel pull with its tuning spelled out, RAID0 over the instance-store NVMe disks,
 * a new node role that the Karpenter controller may pass, and image GC thresholds raised so that
 * large images stay cached.
 *
 * This is the second stack of the two-stack layout kubernetes_manifest needs: the cluster and the
 * Karpenter Helm release are applied first (elsewhere), this stack reads the cluster by name.
 */
import { DataAwsEksCluster } from '@cdktf/provider-aws/lib/data-aws-eks-cluster';
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, Fn, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { Size } from 'cdktf-gpu-models';
import { GpuNodeClass, NodeIdentity, NodeImage } from 'cdktf-gpu-models/aws';

const CLUSTER = 'inference';
const REGION = 'us-west-2';

export class NodeClassSociNvmeStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: REGION });
    const cluster = new DataAwsEksCluster(this, 'Cluster', { name: CLUSTER });
    new KubernetesProvider(this, 'kubernetes', {
      host: cluster.endpoint,
      clusterCaCertificate: Fn.base64decode(cluster.certificateAuthority.get(0).data),
      exec: [
        {
          apiVersion: 'client.authentication.k8s.io/v1beta1',
          command: 'aws',
          args: ['eks', 'get-token', '--cluster-name', CLUSTER, '--region', REGION],
        },
      ],
    });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: CLUSTER,
      name: 'gpu-soci-nvme',
      image: NodeImage.bottlerocket('1.57.0'),
      identity: NodeIdentity.createRole({ karpenterControllerRoleName: `KarpenterController-${CLUSTER}` }),
      karpenterVersion: '1.14.1',
      // Fits a 40 GB image and a downloaded model on every instance type the NodePool admits.
      minLocalNvme: Size.gibibytes(400),
      instanceFamilies: ['g6e', 'g6'],
      sociParallelPull: {
        maxConcurrentDownloadsPerImage: 20,
        concurrentDownloadChunkSize: Size.mebibytes(16),
        maxConcurrentUnpacksPerImage: 12,
        discardUnpackedLayers: true,
      },
      imageGcHighThresholdPercent: 90,
      imageGcLowThresholdPercent: 85,
      gpuLimit: 16,
      tags: { team: 'ml-inference' },
    });
    new TerraformOutput(this, 'NodePoolName', { value: gpus.nodePoolName });
    new TerraformOutput(this, 'NodeRoleName', { value: gpus.roleName });
  }
}

export function build(app: App): void {
  new NodeClassSociNvmeStack(app, 'aws-eks-nodeclass-soci-nvme');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
