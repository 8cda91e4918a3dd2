import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { admitInstanceTypes, PoolLimits } from './instance-admission';
import { EksGpuInstanceType, EKS_GPU_INSTANCE_TYPES, isCataloguedFamily, isNonNvidiaFamily } from './instance-catalogue';
import { NodeRequirement, RequirementOperator } from './scheduling';

const NVME_KEY = 'karpenter.k8s.aws/instance-local-nvme';

/** What the NodePool asks of its instance types. */
export interface PoolInstanceRequest {
  /** The instance families the NodePool lists. */
  readonly families: readonly string[];
  /** True when the user listed them (not the defaults): each must then be launchable. */
  readonly familiesGiven: boolean;
  /** All of the NodePool's requirements, the construct's and the user's. */
  readonly requirements: readonly NodeRequirement[];
  readonly limits: PoolLimits;
  /** The node class's minLocalNvme, with instanceStoreRaid0. */
  readonly minLocalNvme?: Size;
}

/**
 * Checks that every instance family the NodePool lists can satisfy the NodePool's own
 * requirements and limits, and returns the catalogued instance types it can launch. `undefined`
 * when that is not known: a family (or the list) is a token or not in the catalogue, or a requirement is a token.
 *
 * Errors: `GPUM-EKS-INSTANCE-FAMILY` (a listed family Karpenter can never launch here: not NVIDIA,
 * no local NVMe while RAID0 is on, ruled out by another requirement or a limit),
 * `GPUM-EKS-MIN-NVME` (no listed family offers minLocalNvme), `GPUM-EKS-NO-INSTANCE-TYPE` (the
 * requirements rule out every type). Warnings: `GPUM-EKS-INSTANCE-FAMILY-UNKNOWN`,
 * `GPUM-EKS-INSTANCE-FAMILY-FRACTIONAL`.
 */
export function checkPoolInstanceTypes(scope: IConstruct, request: PoolInstanceRequest): EksGpuInstanceType[] | undefined {
  const { families } = request;
  if (isUnresolved(families) || families.some((f) => isUnresolved(f))) return undefined;
  for (const family of families) checkFamilyShape(scope, family);
  for (const family of families) {
    if (isNonNvidiaFamily(family)) {
      throw new ValidationError(
        'GPUM-EKS-INSTANCE-FAMILY',
        `instance family "${family}" has no NVIDIA GPU, and the NodePool requires karpenter.k8s.aws/instance-gpu-manufacturer nvidia: Karpenter never launches it`,
        scope,
        {
          property: 'instanceFamilies',
          value: family,
          fix: `Remove "${family}" from instanceFamilies; NVIDIA families are ${familyList()}`,
        },
      );
    }
  }
  const unknown = families.filter((f) => !isCataloguedFamily(f));
  if (unknown.length > 0) {
    addWarning(
      scope,
      'GPUM-EKS-INSTANCE-FAMILY-UNKNOWN',
      `instance families ${unknown.join(', ')} are not in the library's catalogue (Karpenter v1.14's NVIDIA instance types: ${familyList()}), so whether they have NVIDIA GPUs, local NVMe for instanceStoreRaid0, enough GPUs for each workload's gpuCount and the network bandwidth Mountpoint should target is not checked. Check them against the Karpenter instance-types page`,
    );
    return undefined;
  }
  const admission = admitInstanceTypes(request.requirements, request.limits);
  if (!admission) return undefined;
  const listed = (t: EksGpuInstanceType) => families.includes(t.family);

  if (request.minLocalNvme) {
    const others = request.requirements.filter((r) => r.key !== NVME_KEY);
    const withoutNvmeRule = admitInstanceTypes(others, request.limits)?.admitted.filter(listed) ?? [];
    const largest = maxBy(withoutNvmeRule, (t) => t.localNvmeGb);
    if (largest && !admission.admitted.some(listed)) {
      throw new ValidationError(
        'GPUM-EKS-MIN-NVME',
        `minLocalNvme is ${request.minLocalNvme}, but the most local NVMe an instance type of ${families.join(', ')} offers under the NodePool's other requirements is ${largest.localNvmeGb} GB (${largest.instanceType}): Karpenter would launch no node`,
        scope,
        {
          property: 'minLocalNvme',
          value: String(request.minLocalNvme),
          fix: `Lower minLocalNvme to at most ${largest.localNvmeGb} GB, or add a family with more instance store (p5: 30400 GB)`,
        },
      );
    }
  }

  const admitted = admission.admitted.filter(listed);
  const failing = families.filter((family) => !admitted.some((t) => t.family === family));
  if (admitted.length === 0 || (request.familiesGiven && failing.length > 0)) {
    const family = failing[0];
    const reasons = [...new Set(admission.rejected.filter((r) => r.type.family === family).map((r) => r.reason))];
    const code = admitted.length === 0 ? 'GPUM-EKS-NO-INSTANCE-TYPE' : 'GPUM-EKS-INSTANCE-FAMILY';
    throw new ValidationError(
      code,
      `instance family "${family}" cannot satisfy the NodePool's own requirements and limits, so Karpenter never launches it${
        admitted.length === 0 ? ' (nor any other listed family: the NodePool would launch no node)' : ''
      }: ${reasons.join('; ')}`,
      scope,
      {
        property: 'instanceFamilies',
        value: family,
        fix: 'Remove the family, or change the requirement that rules it out (instanceStoreRaid0, minLocalNvme, architectures, gpuNames, additionalRequirements, gpuLimit, cpuLimit, memoryLimit)',
      },
    );
  }
  const fractional = [...new Set(admitted.filter((t) => t.gpuCount === 0).map((t) => t.family))];
  if (fractional.length > 0) {
    addWarning(
      scope,
      'GPUM-EKS-INSTANCE-FAMILY-FRACTIONAL',
      `instance families ${fractional.join(', ')} have fractional GPUs that EC2 reports as 0 GPUs, so Karpenter gives their nodes no nvidia.com/gpu capacity and no pod requesting a GPU is ever scheduled there (Karpenter docs, "NodeOverlays"). Remove them, or give them GPU capacity with a karpenter.sh/v1alpha1 NodeOverlay (feature gate NodeOverlay=true)`,
    );
  }
  return admitted;
}

/** The member with the largest value, or undefined for an empty list. */
export function maxBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || value(item) > value(best) ? item : best), undefined);
}

/** The member with the smallest value, or undefined for an empty list. */
export function minBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || value(item) < value(best) ? item : best), undefined);
}

function familyList(): string {
  return [...new Set(EKS_GPU_INSTANCE_TYPES.map((t) => t.family))].join(', ');
}

/** What {@link poolInstanceTypes} knows of a NodePool made elsewhere. */
export interface ExternalPoolFacts {
  readonly instanceFamilies?: string[];
  readonly instanceStoreRaid0?: boolean;
  readonly minLocalNvme?: Size;
  readonly gpuLimit?: number;
}

/**
 * The catalogued instance types a NodePool made elsewhere can launch, from the families, NVMe and
 * GPU limit its attributes give (its other requirements are unknown, so this is the widest set).
 */
export function poolInstanceTypes(facts: ExternalPoolFacts): EksGpuInstanceType[] | undefined {
  const families = facts.instanceFamilies;
  if (!families || isUnresolved(families) || families.length === 0 || families.some((f) => isUnresolved(f) || !isCataloguedFamily(f)))
    return undefined;
  const requirements: NodeRequirement[] = [
    { key: 'karpenter.k8s.aws/instance-family', operator: RequirementOperator.IN, values: families },
  ];
  if (facts.instanceStoreRaid0) {
    const min = facts.minLocalNvme ? Math.ceil(facts.minLocalNvme.toGibibytes() - 1e-9) - 1 : 0;
    requirements.push({ key: NVME_KEY, operator: RequirementOperator.GT, values: [String(Math.max(0, min))] });
  }
  return admitInstanceTypes(requirements, { gpus: facts.gpuLimit })?.admitted;
}

/**
 * A family as Karpenter's `karpenter.k8s.aws/instance-family` label holds it: lower case, no size.
 * `G6E` or `g6e.xlarge` match no node, and Karpenter launches nothing for them: "did you mean".
 */
export function checkFamilyShape(scope: IConstruct, family: string, property = 'instanceFamilies'): void {
  if (isUnresolved(family)) return;
  const lower = typeof family === 'string' ? family.trim().toLowerCase() : '';
  const suggestion = lower.split('.')[0];
  let why: string | undefined;
  if (typeof family !== 'string' || family.length === 0) why = 'is empty';
  else if (family.includes('.')) why = 'is an instance type, not a family (the label holds the part before the ".")';
  else if (family !== lower) why = 'is not lower case, as the instance-family label is';
  else if (!/^[a-z][a-z0-9-]*$/.test(family)) why = 'is not an instance family';
  if (why === undefined) return;
  const known = suggestion.length > 0 && /^[a-z][a-z0-9-]*$/.test(suggestion);
  const fix = known
    ? `did you mean "${suggestion}"? Give the family alone, in lower case (to admit only some sizes, add a requirement on karpenter.k8s.aws/instance-size)`
    : `give instance families in lower case, such as ${familyList()}`;
  throw new ValidationError(
    'GPUM-EKS-INSTANCE-FAMILY',
    `instance family "${family}" ${why}: Karpenter would launch no node for it. ${fix}`,
    scope,
    {
      property,
      value: String(family),
      fix,
    },
  );
}
