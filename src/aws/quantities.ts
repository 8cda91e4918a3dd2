import { Duration } from '../core/duration';
import { Size } from '../core/size';

/** Whole gibibytes, rounded up: `Size.gibibytes(99.5)` is `100Gi`, the form EBS volume sizes take. */
export function gibibyteQuantity(size: Size): string {
  return `${Math.ceil(size.toGibibytes() - 1e-9)}Gi`;
}

/** A Kubernetes memory or storage quantity in whole Mi or Gi, rounded up. */
export function binaryQuantity(size: Size): string {
  return size.toKubernetesQuantity();
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
