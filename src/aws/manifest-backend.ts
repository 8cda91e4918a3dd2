import { Construct } from 'constructs';
import { ITerraformDependable, TerraformProvider, TerraformResource, Token } from '../core/framework';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';
import { lazyValue } from '../core/lazy';
import { Manifest as KubectlManifest } from './generated/kubectl/manifest';
import { toYaml } from './yaml';

/** Options for {@link ManifestBackend.kubernetesManifest}. */
export interface KubernetesManifestBackendOptions {
  /**
   * The `kubernetes` provider to use, when the stack has several.
   * @default - the stack's default `kubernetes` provider
   */
  readonly provider?: TerraformProvider;

  /**
   * The server-side apply field manager.
   * @default 'Terraform' (the provider's default)
   */
  readonly fieldManager?: string;

  /**
   * Take over fields another field manager (Helm, kubectl) owns.
   * @default false
   */
  readonly forceConflicts?: boolean;

  /**
   * Wait for Deployments and DaemonSets to roll out. A GPU node first has to launch and pull the
   * image, which can take longer than Terraform's timeout.
   * @default false
   */
  readonly waitForRollout?: boolean;
}

/** Options for {@link ManifestBackend.kubectlManifest}. */
export interface KubectlManifestBackendOptions {
  /**
   * The `kubectl` provider (`KubectlProvider` from this package) to use, when the stack has several.
   * @default - the stack's default `kubectl` provider
   */
  readonly provider?: TerraformProvider;

  /**
   * Apply with server-side apply.
   * @default true
   */
  readonly serverSideApply?: boolean;

  /**
   * The server-side apply field manager.
   * @default 'cdktf-gpu-models'
   */
  readonly fieldManager?: string;

  /**
   * Take over fields another field manager owns.
   * @default false
   */
  readonly forceConflicts?: boolean;

  /**
   * Wait for Deployments and DaemonSets to roll out.
   * @default false
   */
  readonly waitForRollout?: boolean;

  /**
   * On destroy, wait until the object is gone, finalizers included. The EC2NodeClass finalizer holds
   * the class until Karpenter has terminated its nodes, so the wait keeps Terraform from removing
   * what those nodes need first.
   * @default true
   */
  readonly waitForDeletion?: boolean;
}

/** Options for one applied manifest. */
export interface ManifestApplyOptions {
  /**
   * Resources the object is applied after (and destroyed before).
   * @default - none
   */
  readonly dependsOn?: ITerraformDependable[];

  /**
   * After create and update, wait until the object reports this status condition (a Job's
   * `Complete`), for up to `timeout`: resources that depend on it are applied only then.
   * @default - no wait
   */
  readonly waitForCondition?: ManifestCondition;
}

/** A status condition to wait for, and for how long. */
export interface ManifestCondition {
  /** The condition's type, such as `Complete`. */
  readonly type: string;
  /** Its status, such as `True`. */
  readonly status: string;
  /** How long apply waits. */
  readonly timeout: Duration;
}

/**
 * How Kubernetes objects reach the cluster.
 *
 * `kubernetesManifest()` (hashicorp/kubernetes `kubernetes_manifest`, the default) reads the
 * cluster's API and the CRDs at plan time, so the cluster and Karpenter must exist before the stack
 * that applies the objects is planned: put them in two stacks. `kubectlManifest()`
 * (alekc/kubectl `kubectl_manifest`) defers discovery to apply, so a single stack can create the
 * cluster, install Karpenter and apply the objects in one `terraform apply`.
 */
export abstract class ManifestBackend {
  /** `kubernetes_manifest` from hashicorp/kubernetes (`@cdktf/provider-kubernetes`). */
  public static kubernetesManifest(options: KubernetesManifestBackendOptions = {}): ManifestBackend {
    return new KubernetesManifestBackend(options);
  }

  /** `kubectl_manifest` from alekc/kubectl, through the bindings generated into this package. */
  public static kubectlManifest(options: KubectlManifestBackendOptions = {}): ManifestBackend {
    return new KubectlManifestBackend(options);
  }

  /** The Terraform resource type that carries each object. */
  public abstract readonly resourceType: string;

  /** True when planning needs the cluster and its CRDs to exist already. */
  public abstract readonly needsClusterAtPlan: boolean;

  /**
   * Applies one Kubernetes object.
   * @param scope the parent
   * @param id the construct ID of the resource (a Terraform address: never change it)
   * @param manifest the object, with `apiVersion`, `kind` and `metadata`
   */
  public abstract apply(scope: Construct, id: string, manifest: Record<string, any>, options?: ManifestApplyOptions): TerraformResource;
}

const ROLLOUT_KINDS = ['Deployment', 'DaemonSet', 'StatefulSet'];

type KubernetesManifestClass = typeof import('@cdktf/provider-kubernetes/lib/manifest').Manifest;
let kubernetesManifestClass: KubernetesManifestClass | undefined;

/**
 * `kubernetes_manifest`'s binding, loaded on first use so that a kubectl-only user needs no
 * @cdktf/provider-kubernetes, and kept: resolving a package path on every object costs file-system lookups.
 */
function loadKubernetesManifest(): KubernetesManifestClass {
  if (!kubernetesManifestClass) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('@cdktf/provider-kubernetes/lib/manifest') as typeof import('@cdktf/provider-kubernetes/lib/manifest');
    kubernetesManifestClass = loaded.Manifest;
  }
  return kubernetesManifestClass;
}

class KubernetesManifestBackend extends ManifestBackend {
  public readonly resourceType = 'kubernetes_manifest';
  public readonly needsClusterAtPlan = true;

  constructor(private readonly options: KubernetesManifestBackendOptions) {
    super();
  }

  public apply(scope: Construct, id: string, manifest: Record<string, any>, options: ManifestApplyOptions = {}): TerraformResource {
    const Manifest = loadKubernetesManifest();
    const fieldManager =
      this.options.fieldManager !== undefined || this.options.forceConflicts !== undefined
        ? { name: this.options.fieldManager, forceConflicts: this.options.forceConflicts }
        : undefined;
    return new Manifest(scope, id, {
      manifest,
      fieldManager,
      wait: options.waitForCondition
        ? { condition: [{ type: options.waitForCondition.type, status: options.waitForCondition.status }] }
        : this.options.waitForRollout && ROLLOUT_KINDS.includes(manifest.kind)
          ? { rollout: true }
          : undefined,
      timeouts: options.waitForCondition ? waitTimeouts(scope, options.waitForCondition) : undefined,
      provider: this.options.provider,
      dependsOn: options.dependsOn?.length ? options.dependsOn : undefined,
    });
  }
}

class KubectlManifestBackend extends ManifestBackend {
  public readonly resourceType = 'kubectl_manifest';
  public readonly needsClusterAtPlan = false;

  constructor(private readonly options: KubectlManifestBackendOptions) {
    super();
  }

  public apply(scope: Construct, id: string, manifest: Record<string, any>, options: ManifestApplyOptions = {}): TerraformResource {
    const serverSideApply = this.options.serverSideApply ?? true;
    return new KubectlManifest(scope, id, {
      // Rendered at synth: a workload may still add to its objects (addEnvironment) after apply().
      yamlBody: Token.asString(lazyValue(() => toYaml(manifest))),
      serverSideApply,
      fieldManager: serverSideApply ? (this.options.fieldManager ?? 'cdktf-gpu-models') : undefined,
      forceConflicts: this.options.forceConflicts,
      wait: this.options.waitForDeletion ?? true,
      waitForRollout: ROLLOUT_KINDS.includes(manifest.kind) ? (this.options.waitForRollout ?? false) : undefined,
      waitFor: options.waitForCondition
        ? { condition: [{ type: options.waitForCondition.type, status: options.waitForCondition.status }] }
        : undefined,
      timeouts: options.waitForCondition ? waitTimeouts(scope, options.waitForCondition) : undefined,
      provider: this.options.provider,
      dependsOn: options.dependsOn?.length ? options.dependsOn : undefined,
    });
  }
}

/** Create and update wait as long as the condition may take. */
function waitTimeouts(scope: Construct, condition: ManifestCondition): { create: string; update: string } {
  for (const field of ['type', 'status'] as const) {
    const value = condition[field];
    if (isUnresolved(value) || !/^[A-Za-z][A-Za-z0-9]*$/.test(value)) {
      const fix = `give the condition's literal ${field}, such as ${field === 'type' ? '"Complete"' : '"True"'}`;
      throw new ValidationError(
        'GPUM-EKS-MANIFEST-WAIT',
        `waitForCondition.${field} "${value}" is not a condition ${field}: ${fix}`,
        scope,
        {
          property: `waitForCondition.${field}`,
          value: String(value),
          fix,
        },
      );
    }
  }
  if (condition.timeout.toSeconds() < 1) {
    const fix = 'give a timeout of a second or more: apply fails when the condition is not met within it';
    throw new ValidationError('GPUM-EKS-MANIFEST-WAIT', `waitForCondition.timeout is ${condition.timeout.toSeconds()} s: ${fix}`, scope, {
      property: 'waitForCondition.timeout',
      value: `${condition.timeout.toSeconds()} s`,
      fix,
    });
  }
  const seconds = `${Math.ceil(condition.timeout.toSeconds())}s`;
  return { create: seconds, update: seconds };
}
