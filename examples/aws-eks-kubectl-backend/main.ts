/**
 * One `terraform apply` for everything: the EKS Pod Identity Agent add-on, the GPU node class, the
 * model bucket and the workload, with the Kubernetes objects applied through alekc/kubectl's
 * `kubectl_manifest` (bindings generated into this package). Unlike `kubernetes_manifest`, it needs
 * neither the cluster nor the Karpenter CRDs at plan time, so the objects can follow resources made
 * in the same apply; give them to `dependsOn` (here the add-on; in a stack that also installs
 * Karpenter, its Helm release).
 */
import { DataAwsEksCluster } from '@cdktf/provider-aws/lib/data-aws-eks-cluster';
import { EksAddon } from '@cdktf/provider-aws/lib/eks-addon';
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { App, Fn, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass, KubectlProvider, ManifestBackend, NodeIdentity } from 'cdktf-gpu-models/aws';

const CLUSTER = 'inference';
const REGION = 'us-west-2';

export class KubectlBackendStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: REGION });
    const cluster = new DataAwsEksCluster(this, 'Cluster', { name: CLUSTER });
    new KubectlProvider(this, 'kubectl', {
      host: cluster.endpoint,
      clusterCaCertificate: Fn.base64decode(cluster.certificateAuthority.get(0).data),
      loadConfigFile: false,
      applyRetryCount: 3,
      exec: [
        {
          apiVersion: 'client.authentication.k8s.io/v1beta1',
          command: 'aws',
          args: ['eks', 'get-token', '--cluster-name', CLUSTER, '--region', REGION],
        },
      ],
    });
    const podIdentityAgent = new EksAddon(this, 'PodIdentityAgent', { clusterName: cluster.name, addonName: 'eks-pod-identity-agent' });

    const backend = ManifestBackend.kubectlManifest({ waitForDeletion: true });
    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: cluster.name,
      // A new node role, and the permission for Karpenter's controller to pass it to EC2.
      identity: NodeIdentity.createRole({ karpenterControllerRoleName: `KarpenterController-${CLUSTER}` }),
      manifestBackend: backend,
      minLocalNvme: Size.gibibytes(100),
    });
    new EksGpuWorkload(this, 'Llama', {
      clusterName: cluster.name,
      region: REGION,
      nodePool: gpus,
      dependsOn: [podIdentityAgent],
      healthCheckPath: '/health',
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2'),
      model: new ModelArtifact({ name: 'llama-3-8b', size: Size.gibibytes(16) }),
      storage: ModelStorage.downloadAtStart(),
    });
  }
}

export function build(app: App): void {
  new KubectlBackendStack(app, 'aws-eks-kubectl-backend');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
