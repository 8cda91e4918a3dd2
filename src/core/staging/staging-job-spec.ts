import { IConstruct } from 'constructs';
import { checkNumber, NumberRule, requireLiteralBoolean } from '../contract/numbers';
import { UnscopedValidationError } from '../errors';
import { validationError } from '../private/scoped-error';
import type { ModelArtifact } from '../model-artifact';
import { isUnresolved } from '../tokens';
import { ModelSourceKind } from './model-source';
import { checkRetainRevisions } from './retention';
import { StagingMarker } from './staging-marker';
import { StagingProgram } from './staging-program';

/** Where the staging job sees the storage, and how it gets its token. */
export interface StagingJobOptions {
  /**
   * The absolute directory at which the staging container sees the model's `storagePath`, mounted
   * read-write (the NAS directory, the GCS FUSE or OSS mount of the prefix). The revision is staged
   * into `<storagePathDirectory>/<revision>/`.
   */
  readonly storagePathDirectory: string;

  /** The staging job's name, written to the log and the marker. */
  readonly jobName: string;

  /**
   * The absolute path of the mounted secret file that holds the hub token (a CSI secret on EKS, a
   * Cloud Run secret volume). Without it, the platform sets {@link StagingJobSpec.tokenEnvironmentVariable}
   * from the secret (Cloud Run `secret_key_ref`).
   * @default - the token comes from the environment variable
   */
  readonly tokenFile?: string;

  /**
   * For an object-storage source: the absolute directory where the source prefix is mounted read-only.
   * @default - required for object-storage sources, unused otherwise
   */
  readonly sourceDirectory?: string;

  /**
   * Files downloaded at once.
   * @default 4
   */
  readonly concurrency?: number;

  /**
   * Resume interrupted files from a `<file>.partial` renamed into place when complete. Set false for
   * destinations that cannot append or rename (Mountpoint for S3): each file is then written once
   * under its final name and restarted from zero after an interruption.
   * @default true
   */
  readonly resumable?: boolean;

  /**
   * How many completed revisions the staging keeps in the model's `storagePath`, the one it has just
   * staged included: after its marker is written, the program deletes the older revision
   * directories that it completed itself (a complete marker naming the directory), newest kept by
   * the marker's completion time. Directories without such a marker are never touched. The
   * destination must allow deletes (`GPUM_STAGE_RETAIN`).
   * @default - every revision is kept
   */
  readonly retainRevisions?: number;
}

/**
 * Everything a platform needs to run the staging program for one model: the command, its
 * environment (no secret in it), where the copy lands and where its marker is.
 */
export class StagingJobSpec {
  /**
   * The staging job for a model whose source is not pre-staged.
   * @throws GPUM-STAGING-NOT-NEEDED for a pre-staged model, GPUM-STAGING-DIRECTORY for a bad directory,
   *   GPUM-STAGING-RETAIN for a bad `retainRevisions`
   */
  public static forModel(model: ModelArtifact, options: StagingJobOptions): StagingJobSpec {
    const source = model.source;
    if (source.isPreStaged) {
      throw new UnscopedValidationError('GPUM-STAGING-NOT-NEEDED', `model "${model.name}" is pre-staged: there is nothing to stage`, {
        property: 'source',
        value: 'pre-staged',
        fix: 'give the model a ModelSource to stage it',
      });
    }
    const root = absoluteDirectory(options.storagePathDirectory, 'storagePathDirectory');
    const destination = `${root === '/' ? '' : root}/${source.revisionDirectory}`;
    const environment: Record<string, string> = {
      GPUM_STAGE_SOURCE: source.kind === ModelSourceKind.OBJECT_STORAGE ? 'directory' : source.kind,
      GPUM_STAGE_REVISION: source.revision!,
      GPUM_STAGE_DEST: destination,
      GPUM_STAGE_JOB: checkJobName(options.jobName),
    };
    if (source.repoId !== undefined) environment.GPUM_STAGE_REPO = source.repoId;
    if (source.include.length > 0) environment.GPUM_STAGE_INCLUDE = JSON.stringify(source.include);
    if (source.exclude.length > 0) environment.GPUM_STAGE_EXCLUDE = JSON.stringify(source.exclude);
    if (source.endpoint !== undefined) environment.GPUM_STAGE_ENDPOINT = source.endpoint;
    // Written whenever it differs from the hub's own endpoint's default, or an endpoint is set.
    if (source.endpoint !== undefined || source.requireDigests) environment.GPUM_STAGE_REQUIRE_DIGESTS = String(source.requireDigests);
    if (source.kind === ModelSourceKind.OBJECT_STORAGE) {
      if (options.sourceDirectory === undefined) {
        throw new UnscopedValidationError(
          'GPUM-STAGING-DIRECTORY',
          `model "${model.name}" is copied from ${source.location!.uri}: give sourceDirectory, where that prefix is mounted read-only`,
          { property: 'sourceDirectory', value: 'undefined', fix: 'the mount directory of the source prefix' },
        );
      }
      environment.GPUM_STAGE_SOURCE_DIR = absoluteDirectory(options.sourceDirectory, 'sourceDirectory');
    }
    const concurrency = checkStagingConcurrency(options.concurrency);
    if (concurrency !== undefined) environment.GPUM_STAGE_CONCURRENCY = String(concurrency);
    const resumable = requireLiteralBoolean(
      undefined,
      'GPUM-STAGING-RESUMABLE',
      'resumable',
      options.resumable,
      "the staging program's environment is written at synth",
    );
    if (resumable === false) environment.GPUM_STAGE_RESUME = 'false';
    const retain = checkRetainRevisions(options.retainRevisions);
    if (retain !== undefined) environment.GPUM_STAGE_RETAIN = String(retain);
    let tokenEnvironmentVariable: string | undefined;
    if (source.token !== undefined) {
      if (options.tokenFile !== undefined) environment.GPUM_STAGE_TOKEN_FILE = absoluteDirectory(options.tokenFile, 'tokenFile');
      else tokenEnvironmentVariable = 'GPUM_STAGE_TOKEN';
    }
    return new StagingJobSpec(
      environment,
      destination,
      `${destination}/${StagingMarker.FILE_NAME}`,
      `${model.storagePath}/${source.revisionDirectory}`,
      tokenEnvironmentVariable,
      `${source.fingerprint}${StagingProgram.sha256().slice(0, 8)}`,
    );
  }

  private constructor(
    /** The program's configuration, as environment variables. Holds no secret. */
    public readonly environment: Record<string, string>,
    /** The directory the copy is written to, in the staging container (`<storagePathDirectory>/<revision>`). */
    public readonly destinationDirectory: string,
    /** The marker's path in the staging container. */
    public readonly markerPath: string,
    /**
     * The staged revision's path inside the storage (`<storagePath>/<revision>`): the prefix or
     * directory the serving side mounts at the model's `mountPath`.
     */
    public readonly stagedPath: string,
    /**
     * The environment variable the platform sets from the hub token's secret (never a plain value).
     * @default - none: no token, or it is read from `tokenFile`
     */
    public readonly tokenEnvironmentVariable: string | undefined,
    /**
     * 24 hex digits identifying this staging run: the source's fingerprint and the program's
     * digest. Name the job or its execution after it, so that any change stages again.
     */
    public readonly fingerprint: string,
  ) {}

  /** The command that runs the program from a file (the default path `/opt/gpum/stage-model.js`). */
  public command(programPath?: string): string[] {
    return StagingProgram.command(programPath);
  }
}

/**
 * The staging program's `concurrency` for a Terraform token: it is written into the program's
 * environment at synth, where a number token's text is no reference.
 */
const CONCURRENCY: NumberRule = { code: 'GPUM-STAGING-CONCURRENCY', integer: true, min: 1, max: 64 };

/**
 * Checks the staging program's `concurrency` (a whole number from 1 to 64, a literal). Platforms
 * call it with their construct, so that the error names it; {@link StagingJobSpec.forModel} calls it
 * without one.
 * @returns the number, or undefined when unset (the program's default)
 */
export function checkStagingConcurrency(value: number | undefined, scope?: IConstruct): number | undefined {
  if (value === undefined) return undefined;
  if (isUnresolved(value)) return checkNumber(scope, 'concurrency', value, CONCURRENCY);
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    const message = `concurrency ${value} must be a whole number from 1 to 64`;
    const options = { property: 'concurrency', value: String(value), fix: 'for example 4' };
    throw validationError('GPUM-STAGING-CONCURRENCY', message, scope, options);
  }
  return value;
}

function absoluteDirectory(value: string, property: string): string {
  if (isUnresolved(value) || typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f]/.test(value)) {
    throw new UnscopedValidationError('GPUM-STAGING-DIRECTORY', `${property} "${String(value)}" must be an absolute path known at synth`, {
      property,
      value: String(value),
      fix: 'for example "/mnt/stage"',
    });
  }
  if (value.split('/').some((s) => s === '..' || s === '.')) {
    throw new UnscopedValidationError('GPUM-STAGING-DIRECTORY', `${property} "${value}" must not contain "." or ".." segments`, {
      property,
      value,
      fix: 'for example "/mnt/stage"',
    });
  }
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

function checkJobName(name: string): string {
  if (isUnresolved(name) || typeof name !== 'string' || name.trim() === '' || /[\u0000-\u001f]/.test(name)) {
    throw new UnscopedValidationError('GPUM-STAGING-JOB-NAME', `jobName "${String(name)}" must be non-empty text known at synth`, {
      property: 'jobName',
      value: String(name),
      fix: 'give the name of the staging job or function',
    });
  }
  return name;
}
