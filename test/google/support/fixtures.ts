import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { ContainerImage } from '../../../src/core/container-image';
import { TerraformStack } from '../../../src/core/framework';
import { ModelArtifact, ModelArtifactProps } from '../../../src/core/model-artifact';
import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { CloudRunGpuWorkload, CloudRunGpuWorkloadProps } from '../../../src/google';
import { testApp } from '../../support/stacks';
export { synthJson } from '../../support/synth';

/** A stack with a google provider, as a user's app has. */
export function newStack(): TerraformStack {
  const stack = new TerraformStack(testApp(), 'test');
  new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
  return stack;
}

export function model(props: Partial<ModelArtifactProps> = {}): ModelArtifact {
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), ...props });
}

export const IMAGE = ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9');

/** The props every test starts from: an L4 worker pool in us-central1 with an 8 GiB model in the image. */
export function baseProps(overrides: Partial<CloudRunGpuWorkloadProps> = {}): CloudRunGpuWorkloadProps {
  return {
    region: 'us-central1',
    image: IMAGE,
    model: model(),
    storage: ModelStorage.containerImage(),
    command: ['vllm', 'serve', '/mnt/models/llama'],
    ...overrides,
  };
}

/** Builds a workload into a fresh stack. */
export function build(overrides: Partial<CloudRunGpuWorkloadProps> = {}): { stack: TerraformStack; workload: CloudRunGpuWorkload } {
  const stack = newStack();
  const workload = new CloudRunGpuWorkload(stack, 'llm', baseProps(overrides));
  return { stack, workload };
}

/** The one instance of a resource type in a synthesized stack. */
export function only(json: any, tfType: string): any {
  const instances = Object.values(json.resource?.[tfType] ?? {});
  if (instances.length !== 1) throw new Error(`expected one ${tfType}, found ${instances.length}`);
  return instances[0];
}

/** The Terraform reference to an attribute of the one instance of a type: `${type.name.attr}`. */
export function ref(json: any, tfType: string, attribute: string): string {
  const names = Object.keys(json.resource?.[tfType] ?? {});
  if (names.length !== 1) throw new Error(`expected one ${tfType}, found ${names.length}`);
  return `\${${tfType}.${names[0]}.${attribute}}`;
}

/** The environment of the first container as a map. */
export function envOf(container: any): Record<string, string> {
  return Object.fromEntries((container.env ?? []).map((e: any) => [e.name, e.value]));
}

/** A network and a us-central1 subnetwork of this app, with Private Google Access as given (unset: Google's default, off). */
export function subnetworkOfThisApp(
  stack: TerraformStack,
  privateIpGoogleAccess?: any,
): { network: ComputeNetwork; subnetwork: ComputeSubnetwork } {
  const network = new ComputeNetwork(stack, 'net', { name: 'net', autoCreateSubnetworks: false });
  const subnetwork = new ComputeSubnetwork(stack, 'sub', {
    name: 'sub',
    network: network.id,
    region: 'us-central1',
    ipCidrRange: '10.0.0.0/24',
    privateIpGoogleAccess,
  });
  return { network, subnetwork };
}
