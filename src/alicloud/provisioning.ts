import { Construct } from 'constructs';
import { requireBoolean } from '../core/contract';
import { ValidationError } from '../core/errors';
import { isResolved, isUnresolved } from '../core/tokens';
import { Fcv3Function } from './generated/fcv3-function';
import type { Fcv3ProvisionConfig } from './generated/fcv3-provision-config';
import { FcProvisionMetric, FcProvisionedOptions } from './fc-gpu-function-props';
import { FC_GPU_SPECS, PROVIDER_GPU_TYPES } from './gpu-spec';
import { FcGpuType } from './gpu-type';
import { fcv3ProvisionConfigBinding } from './lazy-bindings';
import { checkProvisionedSchedules } from './schedule-checks';

const KNOWN_METRICS: string[] = Object.values(FcProvisionMetric);
const PROVIDER_MAX_TARGET = 10000;

/**
 * Provisioned instances (`alicloud_fcv3_provision_config`), for the GPU series that may have them.
 * Changing the function's GPU type fails while a provision config exists, so the config is replaced
 * whenever `gpu_config` changes.
 */
export function buildProvisionConfig(
  scope: Construct,
  fn: Fcv3Function,
  gpuType: FcGpuType,
  options: FcProvisionedOptions,
): Fcv3ProvisionConfig {
  if (!FC_GPU_SPECS[gpuType].supportsProvisioned) {
    const allowed = PROVIDER_GPU_TYPES.filter((t) => FC_GPU_SPECS[t].supportsProvisioned);
    const fix = `Use gpuType ${allowed.join(' or ')}, or remove provisioned and rely on on-demand instances`;
    throw new ValidationError(
      'GPUM-FC-PROVISIONED-GPU',
      `${gpuType} cannot have provisioned instances: Function Compute binds provisioned/resident instances only to the Ada, Ada.2, Ada.3, Hopper and Xpu.1 series. ${fix}`,
      scope,
      { property: 'gpuType', value: gpuType, fix },
    );
  }
  const counts: Array<[string, number]> = [['provisioned.target', options.target]];
  options.scheduledActions?.forEach((a, i) => counts.push([`provisioned.scheduledActions[${i}].target`, a.target]));
  options.targetTrackingPolicies?.forEach((p, i) => {
    counts.push([`provisioned.targetTrackingPolicies[${i}].minCapacity`, p.minCapacity]);
    counts.push([`provisioned.targetTrackingPolicies[${i}].maxCapacity`, p.maxCapacity]);
  });
  // Counts and the metric target only reach the provision config: a token goes there as it is, and
  // the checks below, which compare numbers, run on literals only.
  for (const [name, value] of counts) {
    if (isUnresolved(value)) continue;
    if (!Number.isInteger(value) || value < 0 || value > PROVIDER_MAX_TARGET) {
      const fix = `use a whole number from 0 to ${PROVIDER_MAX_TARGET}`;
      throw new ValidationError('GPUM-FC-PROVISIONED-TARGET', `${name} is ${value}: ${fix}`, scope, {
        property: name,
        value: String(value),
        fix,
      });
    }
  }
  options.targetTrackingPolicies?.forEach((policy, i) => {
    const policyPath = `provisioned.targetTrackingPolicies[${i}]`;
    if (isResolved(policy.minCapacity) && isResolved(policy.maxCapacity) && policy.minCapacity > policy.maxCapacity) {
      const fix = 'swap them';
      throw new ValidationError(
        'GPUM-FC-PROVISIONED-TARGET',
        `${policyPath} has minCapacity ${policy.minCapacity} above maxCapacity ${policy.maxCapacity}: ${fix}`,
        scope,
        { property: `${policyPath}.minCapacity`, value: String(policy.minCapacity), fix },
      );
    }
    if (!isUnresolved(policy.metricTarget) && !(policy.metricTarget > 0 && policy.metricTarget <= 1)) {
      const fix = 'give a utilization between 0 (exclusive) and 1, for example 0.6';
      throw new ValidationError('GPUM-FC-PROVISIONED-METRIC', `${policyPath}.metricTarget is ${policy.metricTarget}: ${fix}`, scope, {
        property: `${policyPath}.metricTarget`,
        value: String(policy.metricTarget),
        fix,
      });
    }
    // The metric only reaches the provision config: a token goes there as it is, unchecked.
    if (isResolved(policy.metricType) && !KNOWN_METRICS.includes(policy.metricType)) {
      const fix = `use one of ${KNOWN_METRICS.join(', ')} (FcProvisionMetric)`;
      throw new ValidationError(
        'GPUM-FC-PROVISIONED-METRIC',
        `${policyPath}.metricType "${policy.metricType}" is not a metric Function Compute tracks: ${fix}`,
        scope,
        { property: `${policyPath}.metricType`, value: policy.metricType, fix },
      );
    }
  });

  checkProvisionedSchedules(scope, options.scheduledActions, options.targetTrackingPolicies);
  requireBoolean(scope, 'GPUM-FC-FLAG', 'provisioned.alwaysAllocateGpu', options.alwaysAllocateGpu);
  requireBoolean(scope, 'GPUM-FC-FLAG', 'provisioned.alwaysAllocateCpu', options.alwaysAllocateCpu);
  const provision = new (fcv3ProvisionConfigBinding().Fcv3ProvisionConfig)(scope, 'ProvisionConfig', {
    functionName: fn.functionName,
    qualifier: 'LATEST',
    target: options.target,
    alwaysAllocateGpu: options.alwaysAllocateGpu ?? false,
    alwaysAllocateCpu: options.alwaysAllocateCpu ?? false,
    scheduledActions: options.scheduledActions?.map((a) => ({
      name: a.name,
      scheduleExpression: a.scheduleExpression,
      target: a.target,
      startTime: a.startTime,
      endTime: a.endTime,
      timeZone: a.timeZone ?? 'Asia/Shanghai',
    })),
    targetTrackingPolicies: options.targetTrackingPolicies?.map((p) => ({
      name: p.name,
      metricType: p.metricType,
      metricTarget: p.metricTarget,
      minCapacity: p.minCapacity,
      maxCapacity: p.maxCapacity,
      startTime: p.startTime,
      endTime: p.endTime,
      timeZone: p.timeZone ?? 'Asia/Shanghai',
    })),
  });
  // "GPU type should not be changed with resident scaling config": replace the config with the GPU.
  provision.addOverride('lifecycle.replace_triggered_by', [`${fn.terraformResourceType}.${fn.friendlyUniqueId}.gpu_config`]);
  return provision;
}
