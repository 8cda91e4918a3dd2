import { UnscopedValidationError } from '../errors';
import { Size } from '../size';
import type { ColdStartEstimate } from './estimate';
import { PhaseAccount, PhaseTreatment, phaseLabel } from './phases';

/** `35 s`, `2 min 10 s`, `1 h 5 min`: estimates are rounded, never shown to the millisecond. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new UnscopedValidationError(
      'GPUM-ADVICE-SECONDS',
      `${seconds} is not a duration in seconds: give a finite number of at least 0`,
      {
        property: 'seconds',
        value: String(seconds),
        fix: 'give a finite number of seconds, at least 0',
      },
    );
  }
  if (seconds < 10) return `${Math.round(seconds * 10) / 10} s`;
  const whole = Math.round(seconds);
  if (whole < 120) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.round((whole % 3600) / 60)} min`;
}

/** `600 MB/s`, `15 MB/s`, `1.2 MB/s`. */
export function formatMBps(mbps: number): string {
  return mbps >= 10 ? `${Math.round(mbps)} MB/s` : `${Math.round(mbps * 10) / 10} MB/s`;
}

/** A size in decimal gigabytes, the way the clouds state their limits: `21.5 GB`. */
export function formatGB(size: Size): string {
  const gb = size.toGigabytes();
  return gb >= 1 ? `${Math.round(gb * 10) / 10} GB` : `${Math.round(size.toMegabytes())} MB`;
}

/** A size as the code that makes it: `Size.gibibytes(20)`, `Size.mebibytes(500)`. */
export function sizeExpression(size: Size): string {
  const mib = size.toMebibytesCeil();
  return mib % 1024 === 0 ? `Size.gibibytes(${mib / 1024})` : `Size.mebibytes(${mib})`;
}

/** A size in the units it was most likely given in: `20 GiB` for binary sizes, `300 MB` or `70 GB` for decimal ones. */
export function formatSize(size: Size): string {
  const bytes = size.toBytes();
  if (bytes % (1024 * 1024) === 0) return size.toString();
  if (bytes % 1e6 === 0) return formatGB(size);
  return size.toString();
}

/** A counted phase in a sentence: `model bytes 2 min 8 s`, or `model bytes (in the image pull)`. */
export function countedPhaseText(p: PhaseAccount, withSeconds = true): string {
  if (p.within !== undefined) return `${phaseLabel(p.phase)} (in the ${phaseLabel(p.within)})`;
  return p.seconds === undefined || !withSeconds ? phaseLabel(p.phase) : `${phaseLabel(p.phase)} ${formatSeconds(p.seconds)}`;
}

/**
 * What a figure covers, in one line: `counts provisioning 5 s, model bytes 14 s; leaves out image
 * pull, engine start`. For the places that quote a figure in a sentence (warnings, comments, notes).
 */
export function phaseSummary(estimate: ColdStartEstimate, withSeconds = true): string {
  const counted = estimate.phases.filter((p) => p.treatment === PhaseTreatment.COUNTED);
  const left = estimate.phases.filter((p) => p.treatment === PhaseTreatment.LEFT_OUT);
  const parts = [counted.length ? `counts ${counted.map((p) => countedPhaseText(p, withSeconds)).join(', ')}` : 'counts nothing'];
  if (left.length) parts.push(`leaves out ${left.map((p) => phaseLabel(p.phase)).join(', ')}`);
  return parts.join('; ');
}
