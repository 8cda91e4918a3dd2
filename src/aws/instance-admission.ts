import { isUnresolved } from '../core/tokens';
import { EKS_GPU_INSTANCE_TYPES, EksGpuInstanceType, EVALUATED_LABELS, instanceTypeLabels } from './instance-catalogue';
import { NodeRequirement, RequirementOperator } from './scheduling';

/** A NodePool's `limits`, as far as they decide which instance types Karpenter may launch. */
export interface PoolLimits {
  readonly gpus?: number;
  readonly vcpus?: number;
  readonly memoryGiB?: number;
}

/** A catalogued type the NodePool can never launch, and why. */
export interface RejectedInstanceType {
  readonly type: EksGpuInstanceType;
  readonly reason: string;
}

/** Which catalogued types a NodePool admits. */
export interface Admission {
  readonly admitted: EksGpuInstanceType[];
  readonly rejected: RejectedInstanceType[];
}

/**
 * The catalogued instance types a NodePool with these requirements and limits can launch, the way
 * Karpenter filters them: every requirement on a label it sets must hold (a requirement on a label
 * the catalogue does not model, such as the capacity type or the zone, is left out), and a type
 * whose capacity exceeds a limit is never launched (Karpenter drops instance types that do not fit
 * the NodePool's remaining limits). `undefined` when a requirement's operator, a value or its list of values is a Terraform token.
 */
export function admitInstanceTypes(requirements: readonly NodeRequirement[], limits: PoolLimits): Admission | undefined {
  const evaluated = requirements.filter((r) => EVALUATED_LABELS.includes(r.key));
  if (evaluated.some((r) => isUnresolved(r.operator) || isUnresolved(r.values) || (r.values ?? []).some((v) => isUnresolved(v))))
    return undefined;
  if ([limits.gpus, limits.vcpus, limits.memoryGiB].some((v) => isUnresolved(v))) return undefined;
  const admitted: EksGpuInstanceType[] = [];
  const rejected: RejectedInstanceType[] = [];
  for (const type of EKS_GPU_INSTANCE_TYPES) {
    const reason = rejection(type, evaluated, limits);
    if (reason === undefined) admitted.push(type);
    else rejected.push({ type, reason });
  }
  return { admitted, rejected };
}

function rejection(type: EksGpuInstanceType, requirements: readonly NodeRequirement[], limits: PoolLimits): string | undefined {
  const labels = instanceTypeLabels(type);
  for (const requirement of requirements) {
    if (!holds(requirement, labels[requirement.key])) return describe(requirement, labels[requirement.key]);
  }
  if (limits.gpus !== undefined && type.gpuCount > limits.gpus) return `its ${type.gpuCount} GPUs exceed gpuLimit ${limits.gpus}`;
  if (limits.vcpus !== undefined && type.vcpus > limits.vcpus) return `its ${type.vcpus} vCPUs exceed cpuLimit ${limits.vcpus}`;
  if (limits.memoryGiB !== undefined && type.memoryGiB > limits.memoryGiB)
    return `its ${type.memoryGiB} GiB of memory exceed memoryLimit ${limits.memoryGiB} GiB`;
  return undefined;
}

/** Karpenter's requirement semantics: NotIn and DoesNotExist hold for an absent label, the others do not. */
function holds(requirement: NodeRequirement, value: string | undefined): boolean {
  const values = requirement.values ?? [];
  const number = Number(value);
  const bound = Number(values[0]);
  switch (requirement.operator) {
    case RequirementOperator.IN:
      return value !== undefined && values.includes(value);
    case RequirementOperator.NOT_IN:
      return value === undefined || !values.includes(value);
    case RequirementOperator.EXISTS:
      return value !== undefined;
    case RequirementOperator.DOES_NOT_EXIST:
      return value === undefined;
    case RequirementOperator.GT:
      return value !== undefined && number > bound;
    case RequirementOperator.LT:
      return value !== undefined && number < bound;
    case RequirementOperator.GTE:
      return value !== undefined && number >= bound;
    case RequirementOperator.LTE:
      return value !== undefined && number <= bound;
    default:
      return true;
  }
}

function describe(requirement: NodeRequirement, value: string | undefined): string {
  const { key, operator } = requirement;
  const values = requirement.values ?? [];
  if (key === 'karpenter.k8s.aws/instance-local-nvme') {
    return value === undefined
      ? 'it has no local NVMe, which instanceStoreRaid0 requires'
      : `its ${value} GB of local NVMe is not ${operator} ${values[0]} (minLocalNvme)`;
  }
  const label = key.replace(/^.*\//, '');
  return `${label} is ${value ?? 'not set'}, not ${operator}${values.length > 0 ? ` ${values.join(', ')}` : ''}`;
}
