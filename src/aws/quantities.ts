import { Duration } from '../core/duration';
import { Token } from '../core/framework';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';

/*
 * Kubernetes quantities in their canonical form. The API server stores and returns a built-in
 * resource quantity canonicalized (`1024Mi` comes back as `1Gi`, `0.5` as `500m`), and
 * `kubernetes_manifest` then reports "Provider produced inconsistent result after apply"
 * (hashicorp/terraform-provider-kubernetes#1466). Emitting the canonical form avoids the diff.
 */

const BINARY_SUFFIXES = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];
const DECIMAL_SUFFIXES: Array<[number, string]> = [
  [18, 'E'],
  [15, 'P'],
  [12, 'T'],
  [9, 'G'],
  [6, 'M'],
  [3, 'k'],
  [0, ''],
];

/** The binary units a size can be rounded up to. */
export type BinaryUnit = 'Mi' | 'Gi';

/**
 * A memory or storage quantity: the size rounded up to whole `Mi` (or `Gi`), written in the largest
 * binary unit that keeps a whole number, as the API server would (`1024Gi` is `1Ti`, `1536Mi` stays).
 */
export function binaryQuantity(size: Size, roundUpTo: BinaryUnit = 'Mi'): string {
  let exponent = BINARY_SUFFIXES.indexOf(roundUpTo);
  let amount = Math.ceil(size.toBytes() / 1024 ** exponent - 1e-9);
  if (amount === 0) return '0';
  while (amount % 1024 === 0 && exponent < BINARY_SUFFIXES.length - 1) {
    amount /= 1024;
    exponent += 1;
  }
  return `${amount}${BINARY_SUFFIXES[exponent]}`;
}

/**
 * A CPU quantity: whole cores as a plain number (`16`), fractions in millicores rounded up
 * (`0.5` is `500m`), and multiples of a thousand with a decimal suffix (`1000` is `1k`).
 */
export function cpuQuantity(cores: number): string {
  if (isUnresolved(cores)) return Token.asString(cores);
  const millis = Math.ceil(cores * 1000 - 1e-6);
  if (millis % 1000 !== 0) return `${millis}m`;
  return countQuantity(millis / 1000);
}

/** A whole count (GPUs, cores, nodes) as a canonical decimal quantity (`8`, `1k`). */
export function countQuantity(count: number): string {
  if (isUnresolved(count)) return Token.asString(count);
  if (count === 0) return '0';
  for (const [exponent, suffix] of DECIMAL_SUFFIXES) {
    const unit = 10 ** exponent;
    if (count % unit === 0) return `${count / unit}${suffix}`;
  }
  return String(count);
}

/**
 * An EBS `volumeSize` for the EC2NodeClass: whole GiB rounded up (`Size.gibibytes(99.5)` is
 * `100Gi`). It is a plain string in Karpenter's CRD, which the API server keeps as written, and the
 * CRD's pattern admits every size in `Gi` but not every one in `Ti` (no `18Ti`), so `Gi` it stays.
 */
export function ebsVolumeSize(size: Size): string {
  return `${Math.ceil(size.toGibibytes() - 1e-9)}Gi`;
}

/**
 * A Go duration as Karpenter's CRDs accept it (`720h`, `5m`, `1h30m`, `45s`): whole seconds,
 * rounded up, in hours, minutes and seconds.
 */
export function goDuration(duration: Duration): string {
  let seconds = Math.ceil(duration.toSeconds() - 1e-9);
  if (seconds === 0) return '0s';
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  return `${hours ? `${hours}h` : ''}${minutes ? `${minutes}m` : ''}${seconds ? `${seconds}s` : ''}`;
}
