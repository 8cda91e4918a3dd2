import { Construct } from 'constructs';
import { ITerraformDependable, TerraformProvider, TerraformResource, Token } from '../core/framework';
import { Duration } from '../core/duration';
import { UnscopedValidationError, ValidationError } from '../core/errors';
import { describeValue, requireLiteralBoolean } from '../core/contract';
import { isUnresolved } from '../core/tokens';
import { lazyValue } from '../core/lazy';
import { Manifest as KubectlManifest } from './generated/kubectl/manifest';
import { toYaml } from './yaml';
import { checkEksConstructId, checkEksProvider } from './contract';

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
    checkEksProvider(undefined, 'provider', options.provider, 'kubernetes');
    checkFieldManager(options.fieldManager);
    checkBoolean('forceConflicts', options.forceConflicts);
    requireLiteralBoolean(
      undefined,
      'GPUM-EKS-MANIFEST-BACKEND',
      'waitForRollout',
      options.waitForRollout,
      'it decides at synth whether each Deployment and DaemonSet gets a wait { rollout = true } block',
    );
  }

  public apply(scope: Construct, id: string, manifest: Record<string, any>, options: ManifestApplyOptions = {}): TerraformResource {
    checkAppliedObject(scope, id, manifest);
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
    checkEksProvider(undefined, 'provider', options.provider, 'kubectl');
    checkFieldManager(options.fieldManager);
    for (const option of ['forceConflicts', 'waitForRollout', 'waitForDeletion'] as const) checkBoolean(option, options[option]);
    const serverSideApply = requireLiteralBoolean(
      undefined,
      'GPUM-EKS-MANIFEST-BACKEND',
      'serverSideApply',
      options.serverSideApply,
      'it decides at synth whether the field manager is written',
    );
    if (serverSideApply === false) {
      // alekc/kubectl: field_manager and force_conflicts apply to server-side apply only.
      const ignored = (['fieldManager', 'forceConflicts'] as const).filter((o) => options[o] !== undefined && options[o] !== false);
      if (ignored.length > 0) {
        const fix = `remove ${ignored.join(' and ')}, or leave serverSideApply at true`;
        throw new UnscopedValidationError(
          'GPUM-EKS-MANIFEST-BACKEND',
          `${ignored.join(' and ')} ${ignored.length > 1 ? 'apply' : 'applies'} to server-side apply only, but serverSideApply is false: kubectl_manifest would ignore ${ignored.length > 1 ? 'them' : 'it'}. ${fix}`,
          { property: ignored.join(', '), value: ignored.map((o) => describeValue(options[o])).join(', '), fix },
        );
      }
    }
  }

  public apply(scope: Construct, id: string, manifest: Record<string, any>, options: ManifestApplyOptions = {}): TerraformResource {
    checkAppliedObject(scope, id, manifest);
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

/**
 * A boolean option written to the resource as it is: true, false or a Terraform token (Terraform
 * takes a reference), but not another value plain JavaScript can give (`'yes'`), which fails at plan.
 */
function checkBoolean(property: string, value: boolean | undefined): void {
  if (value === undefined || value === true || value === false || isUnresolved(value)) return;
  const fix = 'give true or false';
  throw new UnscopedValidationError('GPUM-EKS-MANIFEST-BACKEND', `${property} is ${describeValue(value)}, not a boolean: ${fix}`, {
    property,
    value: describeValue(value),
    fix,
  });
}

/**
 * A server-side apply field manager as the API server takes it (k8s.io/apimachinery
 * `ValidateFieldManager`): at most 128 characters, all printable; apply requests need one, so it
 * cannot be empty. A token passes (Terraform gives the value).
 */
function checkFieldManager(fieldManager: string | undefined): void {
  if (fieldManager === undefined || isUnresolved(fieldManager)) return;
  const problem =
    typeof fieldManager !== 'string'
      ? 'is not a string'
      : fieldManager.length === 0
        ? 'is empty (server-side apply requests need a field manager)'
        : fieldManager.length > 128
          ? `has ${fieldManager.length} characters, more than the 128 the API server takes`
          : /[\p{C}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u.test(fieldManager)
            ? // Go's unicode.IsPrint: no control, format or line-break character, and no space but U+0020.
              'holds a character that is not printable (a control, line-break or non-ASCII space character)'
            : undefined;
  if (problem === undefined) return;
  const fix = 'give a name of 1 to 128 printable characters, such as "cdktf-gpu-models"';
  throw new UnscopedValidationError(
    'GPUM-EKS-MANIFEST-BACKEND',
    `fieldManager ${JSON.stringify(String(fieldManager))} ${problem}: ${fix}`,
    {
      property: 'fieldManager',
      value: String(fieldManager),
      fix,
    },
  );
}

/**
 * The object a backend applies, and its construct ID: `apiVersion`, `kind` and `metadata.name` are
 * what both providers key the object by (`kubernetes_manifest` refuses a manifest without them at
 * plan, `kubectl_manifest` at apply).
 */
function checkAppliedObject(scope: Construct, id: string, manifest: Record<string, any>): void {
  checkEksConstructId(scope, id);
  const missing: string[] = [];
  const given = (v: unknown) => isUnresolved(v) || (typeof v === 'string' && v.length > 0);
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) missing.push('the object itself');
  else {
    if (!given(manifest.apiVersion)) missing.push('apiVersion');
    if (!given(manifest.kind)) missing.push('kind');
    if (!given(manifest.metadata?.name)) missing.push('metadata.name');
  }
  if (missing.length === 0) return;
  const fix =
    'give the object its apiVersion, kind and metadata.name, such as { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "settings" } }';
  throw new ValidationError(
    'GPUM-EKS-MANIFEST',
    `the object applied as ${id} has no ${missing.join(', ')}: the provider cannot key it in the cluster. ${fix}`,
    scope,
    { property: 'manifest', value: missing.join(', '), fix },
  );
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
