import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { valueText } from '../contract/numbers';
import { isUnresolved } from '../tokens';
import { EngineKind } from './engine-kind';
import { EngineFlagTable, SGLANG_0_5_FLAGS_TABLE, VLLM_0_11_FLAGS_TABLE } from './flag-table';

/** A version range a preset is tested for: the flags it knows and the default it pins. */
export interface EngineVersionRange {
  readonly kind: EngineKind;
  /** The version written when the user gives none. */
  readonly defaultVersion: string;
  /** `major.minor` the range covers (any patch release). */
  readonly line: string;
  readonly table: EngineFlagTable;
}

/** The ranges each preset knows, newest first. */
export const ENGINE_VERSION_RANGES: readonly EngineVersionRange[] = [
  { kind: EngineKind.VLLM, defaultVersion: '0.11.0', line: '0.11', table: VLLM_0_11_FLAGS_TABLE },
  { kind: EngineKind.SGLANG, defaultVersion: '0.5.2', line: '0.5', table: SGLANG_0_5_FLAGS_TABLE },
];

/** The preset's range for a version (the default when none is given); GPUM-ENGINE-VERSION outside every range. */
export function engineVersionRange(
  scope: IConstruct,
  kind: EngineKind,
  version: string | undefined,
): { version: string; range: EngineVersionRange } {
  const ranges = ENGINE_VERSION_RANGES.filter((r) => r.kind === kind);
  const known = ranges.map((r) => `${r.line}.x`).join(', ');
  if (version === undefined) return { version: ranges[0].defaultVersion, range: ranges[0] };
  const fix = `give a ${kind} version in ${known} (the flags the preset writes and checks are those of that line), or use ServingEngine.custom() with your own command for another version`;
  if (isUnresolved(version) || typeof version !== 'string') {
    throw new ValidationError(
      'GPUM-ENGINE-VERSION',
      `engine.version is ${valueText(version)}, but the preset picks the flags it writes and checks by the version at synth: ${fix}`,
      scope,
      { property: 'engine.version', value: valueText(version), fix },
    );
  }
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[.+-][0-9A-Za-z.+-]*)?$/.exec(version.trim());
  const range = match ? ranges.find((r) => r.line === `${Number(match[1])}.${Number(match[2])}`) : undefined;
  if (!range) {
    throw new ValidationError(
      'GPUM-ENGINE-VERSION',
      `engine.version "${version}" is outside the ${kind} versions the preset knows (${known}): its flags may differ and a start could fail on an argument the version does not take. ${fix}`,
      scope,
      { property: 'engine.version', value: version, fix },
    );
  }
  return { version: version.trim().replace(/^v/, ''), range };
}
