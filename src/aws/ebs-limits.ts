import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';
import { checkRange } from './node-class-checks';

/**
 * The gp3 limits EC2 enforces when Karpenter launches a node (Amazon EBS, since the 2025-09
 * increase: 64 TiB, 80,000 IOPS, 2,000 MiB/s), and the largest `volumeSize` the Karpenter
 * v1.14.1 EC2NodeClass CRD's pattern admits (`59000Gi`).
 */
export const GP3_LIMITS = {
  minSizeGiB: 1,
  /** The CRD's pattern stops at 59000Gi, below gp3's 65536 GiB. */
  maxSizeGiB: 59000,
  /** Every gp3 volume gets this many IOPS, whatever its size. */
  baselineIops: 3000,
  maxIops: 80000,
  /** Provisioned IOPS per GiB of volume size. */
  maxIopsPerGiB: 500,
  minThroughputMiBps: 125,
  maxThroughputMiBps: 2000,
  /** Provisioned throughput per provisioned IOPS. */
  maxThroughputMiBpsPerIops: 0.25,
} as const;

/** A gp3 volume as the node class would request it. */
export interface Gp3Request {
  readonly sizeGiB: number;
  readonly iops?: number;
  readonly throughputMiBps?: number;
}

/**
 * Fails at synth on a gp3 volume EC2 would refuse at launch (the nodes would never start): each
 * value in range, and the ratios between them. `what` names the volume's options (`rootVolume`);
 * `sizeProperty` the prop that holds its size.
 */
export function checkGp3Volume(scope: IConstruct, what: string, request: Gp3Request, sizeProperty = `${what}.size`): void {
  const { sizeGiB, iops, throughputMiBps } = request;
  const fail = (problem: string, fix: string, property: string, value: string): never => {
    throw new ValidationError('GPUM-EKS-VOLUME', `${what}: ${problem}: ${fix}`, scope, { property, value, fix });
  };
  if (sizeGiB < GP3_LIMITS.minSizeGiB || sizeGiB > GP3_LIMITS.maxSizeGiB) {
    fail(
      `the size is ${sizeGiB} GiB`,
      `gp3 volumes are ${GP3_LIMITS.minSizeGiB} GiB to 64 TiB, and Karpenter's EC2NodeClass accepts at most ${GP3_LIMITS.maxSizeGiB}Gi`,
      sizeProperty,
      `${sizeGiB} GiB`,
    );
  }
  checkRange(scope, 'GPUM-EKS-VOLUME', `${what} iops`, iops, GP3_LIMITS.baselineIops, GP3_LIMITS.maxIops);
  checkRange(
    scope,
    'GPUM-EKS-VOLUME',
    `${what} throughputMiBps`,
    throughputMiBps,
    GP3_LIMITS.minThroughputMiBps,
    GP3_LIMITS.maxThroughputMiBps,
  );
  const known = (value: number | undefined): value is number => value !== undefined && !isUnresolved(value);
  // The baseline comes with any size; only IOPS provisioned above it are bound to the size.
  if (known(iops) && iops > GP3_LIMITS.baselineIops && iops > sizeGiB * GP3_LIMITS.maxIopsPerGiB) {
    const minGiB = Math.ceil(iops / GP3_LIMITS.maxIopsPerGiB);
    fail(
      `${iops} IOPS on ${sizeGiB} GiB exceeds gp3's ${GP3_LIMITS.maxIopsPerGiB} IOPS per GiB`,
      `give the volume at least ${minGiB} GiB, or at most ${Math.max(GP3_LIMITS.baselineIops, sizeGiB * GP3_LIMITS.maxIopsPerGiB)} IOPS`,
      `${what}.iops`,
      String(iops),
    );
  }
  if (known(throughputMiBps) && (iops === undefined || known(iops))) {
    const effectiveIops = iops ?? GP3_LIMITS.baselineIops;
    const maxThroughput = effectiveIops * GP3_LIMITS.maxThroughputMiBpsPerIops;
    if (throughputMiBps > maxThroughput) {
      fail(
        `${throughputMiBps} MiB/s with ${effectiveIops} IOPS${iops === undefined ? ' (the gp3 baseline)' : ''} exceeds gp3's ${GP3_LIMITS.maxThroughputMiBpsPerIops} MiB/s per provisioned IOPS (at most ${maxThroughput} MiB/s)`,
        `provision at least ${Math.ceil(throughputMiBps / GP3_LIMITS.maxThroughputMiBpsPerIops)} IOPS, or lower the throughput`,
        `${what}.throughputMiBps`,
        String(throughputMiBps),
      );
    }
  }
}
