import { locationProblem } from '../contract/location';
import { UnscopedValidationError } from '../errors';
import { ModelFormat, checkModelSize } from '../model-artifact';
import { findPlatform, registeredPlatformIds } from '../platform/registry';
import { Size } from '../size';
import { isUnresolved } from '../tokens';
import { AdvicePlatform, InstanceMode, ModelChangeFrequency, ModelReadPattern, ModelWorkload, PLATFORM_ONLY_FIELDS } from './workload';
import { checkImageSize } from '../container-image';

/** A workload with every default filled in, as the rules read it. */
export interface ResolvedWorkload {
  readonly platform: AdvicePlatform;
  readonly modelSize: Size;
  readonly modelFormat: ModelFormat;
  readonly changeFrequency: ModelChangeFrequency;
  readonly concurrentColdStarts: number;
  readonly instanceMode: InstanceMode;
  readonly regionCount: number;
  readonly readPattern: ModelReadPattern;
  readonly startupCritical: boolean;
  readonly region?: string;
  readonly acceleratorZoneId?: string;
  readonly baseImageSize: Size;
  readonly baseImageSizeKnown: boolean;
  readonly instanceMemory?: Size;
  readonly localNvme: boolean;
  readonly sociParallelPull: boolean;
  readonly rapidCache: boolean;
  readonly modelUrl?: string;
}

/**
 * Fills in the defaults and checks the values.
 * @throws UnscopedValidationError with a `GPUM-ADVICE-...` code naming the bad value and the fix
 */
export function resolveWorkload(workload: ModelWorkload): ResolvedWorkload {
  // The platforms with advice are the registered ones: the engine names none itself.
  if (findPlatform(workload.platform) === undefined) {
    const platforms = registeredPlatformIds().join(', ');
    throw new UnscopedValidationError('GPUM-ADVICE-PLATFORM', `platform "${workload.platform}" is not one of: ${platforms}`, {
      property: 'platform',
      value: String(workload.platform),
      fix: `use one of: ${platforms}`,
    });
  }
  checkModelSize(workload.modelSize, 'GPUM-ADVICE-MODEL-SIZE', 'modelSize');
  const concurrentColdStarts = workload.concurrentColdStarts ?? 1;
  if (!Number.isInteger(concurrentColdStarts) || concurrentColdStarts < 1) {
    throw new UnscopedValidationError(
      'GPUM-ADVICE-CONCURRENCY',
      `concurrentColdStarts is ${concurrentColdStarts}: give a whole number of at least 1`,
      { property: 'concurrentColdStarts', value: String(concurrentColdStarts), fix: 'give a whole number of at least 1' },
    );
  }
  const regionCount = workload.regionCount ?? 1;
  if (!Number.isInteger(regionCount) || regionCount < 1) {
    throw new UnscopedValidationError('GPUM-ADVICE-REGIONS', `regionCount is ${regionCount}: give a whole number of at least 1`, {
      property: 'regionCount',
      value: String(regionCount),
      fix: 'give a whole number of at least 1',
    });
  }
  checkEnum('GPUM-ADVICE-MODE', 'instanceMode', workload.instanceMode, InstanceMode);
  checkEnum('GPUM-ADVICE-CHANGE-FREQUENCY', 'changeFrequency', workload.changeFrequency, ModelChangeFrequency);
  checkEnum('GPUM-ADVICE-READ-PATTERN', 'readPattern', workload.readPattern, ModelReadPattern);
  checkEnum('GPUM-ADVICE-FORMAT', 'modelFormat', workload.modelFormat, ModelFormat);
  for (const name of ['startupCritical', 'localNvme', 'sociParallelPull', 'rapidCache'] as const) {
    checkBoolean(name, workload[name]);
  }
  checkPlatformFields(workload);
  checkWorkloadLocation(workload.platform, workload.region, workload.acceleratorZoneId, { region: 'region', zone: 'acceleratorZoneId' });
  checkImageSize(workload.baseImageSize, 'baseImageSize');
  if (workload.instanceMemory !== undefined && !(workload.instanceMemory.toBytes() > 0)) {
    throw new UnscopedValidationError(
      'GPUM-ADVICE-MEMORY',
      `instanceMemory is ${workload.instanceMemory}: give the instance's memory, above 0`,
      {
        property: 'instanceMemory',
        value: String(workload.instanceMemory),
        fix: 'give the memory of one instance, for example Size.gibibytes(32)',
      },
    );
  }
  if (workload.modelUrl !== undefined && (isUnresolved(workload.modelUrl) || !/^https?:\/\/\S+$/.test(workload.modelUrl))) {
    throw new UnscopedValidationError('GPUM-ADVICE-MODEL-URL', `modelUrl "${workload.modelUrl}" is not an http(s) URL known at synth`, {
      property: 'modelUrl',
      value: isUnresolved(workload.modelUrl) ? 'a Terraform token' : workload.modelUrl,
      fix: "give the model's public address, for example https://huggingface.co/org/model",
    });
  }
  const instanceMode = workload.instanceMode ?? InstanceMode.ON_DEMAND;
  return {
    platform: workload.platform,
    modelSize: workload.modelSize,
    modelFormat: workload.modelFormat ?? ModelFormat.SAFETENSORS,
    changeFrequency: workload.changeFrequency ?? ModelChangeFrequency.RARELY,
    concurrentColdStarts,
    instanceMode,
    regionCount,
    readPattern: workload.readPattern ?? ModelReadPattern.SEQUENTIAL,
    startupCritical: workload.startupCritical ?? instanceMode === InstanceMode.ON_DEMAND,
    region: workload.region,
    acceleratorZoneId: workload.acceleratorZoneId,
    baseImageSize: workload.baseImageSize ?? Size.bytes(0),
    baseImageSizeKnown: workload.baseImageSize !== undefined,
    instanceMemory: workload.instanceMemory,
    localNvme: workload.localNvme ?? true,
    sociParallelPull: workload.sociParallelPull ?? true,
    rapidCache: workload.rapidCache ?? false,
    modelUrl: workload.modelUrl,
  };
}

/** A flag given from plain JavaScript as something else than a boolean ("false" is truthy). */
function checkBoolean(name: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new UnscopedValidationError('GPUM-ADVICE-BOOLEAN', `${name} is ${JSON.stringify(value)}: give true or false`, {
      property: name,
      value: String(value),
      fix: 'give true or false, or leave it out for the default',
    });
  }
}

function checkEnum(code: string, name: string, value: string | undefined, values: Record<string, string>): void {
  if (value !== undefined && !Object.values(values).includes(value)) {
    const allowed = Object.values(values).join(', ');
    throw new UnscopedValidationError(code, `${name} "${value}" is not one of: ${allowed}`, {
      property: name,
      value,
      fix: `use one of: ${allowed}`,
    });
  }
}

/** A field only some platforms read (`rapidCache` on Cloud Run): given for another, it would be dropped in silence. */
function checkPlatformFields(workload: ModelWorkload): void {
  for (const [field, platforms] of Object.entries(PLATFORM_ONLY_FIELDS) as Array<[keyof ModelWorkload, readonly AdvicePlatform[]]>) {
    if (workload[field] === undefined || platforms.includes(workload.platform)) continue;
    const fix = `leave ${field} out, or advise for ${platforms.join(' or ')}`;
    throw new UnscopedValidationError(
      'GPUM-ADVICE-PLATFORM-OPTION',
      `${field} applies to ${platforms.join(', ')} only, not ${workload.platform}: ${fix}`,
      {
        property: field,
        value: String(workload[field]),
        fix,
      },
    );
  }
}

/**
 * The workload's region and accelerator zone, checked by the core location rule with the platform's
 * hook, as its construct checks them; `names` are how the caller names them (`--region` on the command line).
 */
export function checkWorkloadLocation(
  platform: AdvicePlatform,
  region: string | undefined,
  zone: string | undefined,
  names: { readonly region: string; readonly zone: string },
): void {
  for (const [value, name] of [
    [region, names.region],
    [zone, names.zone],
  ] as const) {
    if (value !== undefined && isUnresolved(value)) {
      throw new UnscopedValidationError('GPUM-ADVICE-LOCATION', `${name} is a Terraform token: the advice needs the literal value`, {
        property: name,
        value: 'a Terraform token',
        fix: `give ${name} as a literal`,
      });
    }
  }
  const facts = findPlatform(platform)?.loadAdvice().facts;
  if (!facts) return;
  const problem =
    locationProblem(facts.location, { region, regionProperty: names.region }) ??
    (zone === undefined ? undefined : facts.acceleratorZoneProblem?.(region, zone));
  if (problem)
    throw new UnscopedValidationError(problem.code, problem.message, {
      property: problem.property,
      value: problem.value,
      fix: problem.fix,
    });
}
