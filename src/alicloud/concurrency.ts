import { Construct } from 'constructs';
import { checkNumber } from '../core/contract';
import { ValidationError } from '../core/errors';
import { isResolved } from '../core/tokens';
import { FcProvisionedOptions } from './fc-gpu-function-props';
import type { Fcv3ConcurrencyConfig } from './generated/fcv3-concurrency-config';
import { Fcv3Function } from './generated/fcv3-function';
import { fcv3ConcurrencyConfigBinding } from './lazy-bindings';

/**
 * The largest count of provisioned instances a provision config asks for at any time: its target,
 * its scheduled targets and its target-tracking maxima.
 */
export function provisionedCounts(options: FcProvisionedOptions | undefined): Array<{ property: string; count: number }> {
  if (!options) return [];
  return [
    { property: 'provisioned.target', count: options.target },
    ...(options.scheduledActions ?? []).map((a, i) => ({ property: `provisioned.scheduledActions[${i}].target`, count: a.target })),
    ...(options.targetTrackingPolicies ?? []).map((p, i) => ({
      property: `provisioned.targetTrackingPolicies[${i}].maxCapacity`,
      count: p.maxCapacity,
    })),
  ];
}

/** The most instances a reserved concurrency lets run at once: one per `instanceConcurrency` requests. */
export function instancesAllowed(reservedConcurrency: number, instanceConcurrency: number): number {
  return Math.ceil(reservedConcurrency / instanceConcurrency);
}

/**
 * `alicloud_fcv3_concurrency_config`: the function's reserved concurrency. Function Compute's
 * PutConcurrencyInput: "The reserved concurrency of the function. Other functions cannot use the
 * concurrency. The reserved concurrency includes the total concurrency of provisioned instances and
 * on-demand instances." It is therefore both a reservation out of the account's regional quota and
 * the cap on the requests the function serves at once, which caps its instances at
 * ceil(reservedConcurrency / instanceConcurrency). It must hold the provisioned instances' concurrency.
 */
export function buildConcurrencyConfig(
  scope: Construct,
  fn: Fcv3Function,
  reservedConcurrency: number,
  instanceConcurrency: number,
  provisioned: FcProvisionedOptions | undefined,
): Fcv3ConcurrencyConfig {
  // The reservation only reaches the concurrency config: a token goes there as it is, and is not
  // compared with the provisioned instances' concurrency (nor is a count that is a token).
  checkNumber(scope, 'reservedConcurrency', reservedConcurrency, {
    code: 'GPUM-FC-CONCURRENCY',
    integer: true,
    min: 1,
    literalRequired: false,
  });
  const largest = provisionedCounts(provisioned)
    .filter((c) => isResolved(c.count))
    .reduce<{ property: string; count: number } | undefined>((max, c) => (max === undefined || c.count > max.count ? c : max), undefined);
  if (
    largest &&
    isResolved(instanceConcurrency) &&
    isResolved(reservedConcurrency) &&
    largest.count * instanceConcurrency > reservedConcurrency
  ) {
    const needed = largest.count * instanceConcurrency;
    throw new ValidationError(
      'GPUM-FC-CONCURRENCY',
      `reservedConcurrency is ${reservedConcurrency}, but ${largest.property} keeps ${largest.count} provisioned instances of instanceConcurrency ${instanceConcurrency}, ${needed} concurrent requests, and the reserved concurrency includes the provisioned instances' concurrency (FC PutConcurrencyInput): give reservedConcurrency of at least ${needed}, or provision fewer instances`,
      scope,
      { property: 'reservedConcurrency', value: String(reservedConcurrency), fix: `give reservedConcurrency of at least ${needed}` },
    );
  }
  return new (fcv3ConcurrencyConfigBinding().Fcv3ConcurrencyConfig)(scope, 'ConcurrencyConfig', {
    functionName: fn.functionName,
    reservedConcurrency,
  });
}
