import { IConstruct } from 'constructs';
import { addInfo, addWarning } from './advice';
import { UnscopedValidationError, ValidationError } from './errors';
import { requireLiteralBoolean } from './contract/numbers';
import {
  ContainerImageStorageOptions,
  DownloadAtStartOptions,
  FileSystemStorageOptions,
  InternetModelOptions,
  ObjectStorageMountOptions,
} from './model-storage-options';
import { ObjectStorageStreamOptions } from './object-storage-stream-options';
import { recordStorageKind } from './model-metadata';
import { findPlatform } from './platform/registry';
import { isUnresolved } from './tokens';
import { AdvicePlatform } from './storage-advice/workload';
import type { ModelWorkload } from './storage-advice/workload';

/** The ways a model can reach the GPU. */
export enum ModelStorageKind {
  /** Baked into the serving image. */
  CONTAINER_IMAGE = 'containerImage',
  /** On a shared NFS file system (Alibaba Performance NAS). */
  FILE_SYSTEM = 'fileSystem',
  /** A bucket mounted as a read-only file system (OSS mount, GCS FUSE, Mountpoint for S3). */
  OBJECT_STORAGE_MOUNT = 'objectStorageMount',
  /** Copied from a bucket in parallel before the server starts. */
  DOWNLOAD_AT_START = 'downloadAtStart',
  /** Fetched by the serving process from a public URL. */
  INTERNET = 'internet',
  /**
   * Streamed by the serving engine from the bucket straight into GPU memory (an `s3://` or `gs://`
   * URI, `MODEL_URI`): no mount, no copy on disk.
   */
  OBJECT_STORAGE_STREAM = 'objectStorageStream',
}

/** What a platform tells a strategy when it binds it. */
export interface ModelStorageTarget {
  /** The platform's name as users know it, for messages: `Alibaba Function Compute`. */
  readonly platformName: string;
  /** The strategies the platform offers. */
  readonly supportedKinds: ModelStorageKind[];
  /**
   * The platform's registered ID (`alicloud-fc`), which a recommendation is checked against: a
   * strategy ranked for one platform is not bound by another's construct.
   * @default - a recommendation's platform is not checked
   */
  readonly platformId?: string;
}

/**
 * A bound strategy: its kind and exactly one options struct, the one of its kind. A platform's own
 * strategy class extends this with the options only that platform has (`FcModelStorageConfig`,
 * `CloudRunModelStorageConfig`, `EksModelStorageConfig`).
 */
export interface ModelStorageConfig {
  readonly kind: ModelStorageKind;
  /**
   * The registered ID (`alicloud-fc`) of the one platform that builds this strategy, for a platform's
   * own factory (`FcModelStorage.nas()`): any other platform's construct refuses it with
   * `GPUM-STORAGE-PLATFORM`.
   * @default - every platform that offers the kind
   */
  readonly platformId?: string;
  /**
   * The factory that made the strategy (`CloudRunModelStorage.gcsFuse()`), for messages.
   * @default - `ModelStorage.<kind>()`
   */
  readonly factory?: string;
  readonly containerImage?: ContainerImageStorageOptions;
  readonly fileSystem?: FileSystemStorageOptions;
  readonly objectStorageMount?: ObjectStorageMountOptions;
  readonly downloadAtStart?: DownloadAtStartOptions;
  readonly internet?: InternetModelOptions;
  readonly objectStorageStream?: ObjectStorageStreamOptions;
}

/** Why a recommended strategy was chosen, for the info annotation a construct emits. */
export interface ModelStorageRationale {
  /** One line: the choice and its main reason. */
  readonly summary: string;
  /** Every reason behind the rank. */
  readonly reasons: string[];
  /**
   * The platform the strategies were ranked for (`alicloud-fc`, `gcp-cloudrun`, `aws-eks`): a
   * construct of another platform refuses the recommendation.
   * @default - not checked
   */
  readonly advicePlatform?: string;
}

/**
 * Where a model lives and how it reaches the GPU. Pick one with a static factory; the platform
 * construct calls {@link ModelStorage.bind} and builds the resources the strategy needs.
 *
 * @example
 * ModelStorage.fileSystem()                          // Performance NAS (Alibaba)
 * ModelStorage.objectStorageMount({ bucketName: 'my-models' })
 */
export class ModelStorage {
  /** The model is baked into the serving image: no mounts, no network at start beyond the image pull. */
  public static containerImage(options: ContainerImageStorageOptions = {}): ModelStorage {
    requireLiteralBoolean(
      undefined,
      'GPUM-STORAGE-PRE-PULL',
      'prePull',
      options.prePull,
      'it decides at synth whether a pre-pull DaemonSet is made',
    );
    return new ModelStorage({ kind: ModelStorageKind.CONTAINER_IMAGE, containerImage: options });
  }

  /** The model is on a shared NFS file system (Alibaba Performance NAS, with its VPC wiring). */
  public static fileSystem(options: FileSystemStorageOptions = {}): ModelStorage {
    return new ModelStorage({ kind: ModelStorageKind.FILE_SYSTEM, fileSystem: options });
  }

  /**
   * Same as {@link ModelStorage.fileSystem}, by its Alibaba name.
   * @deprecated Alibaba Function Compute only: use `FcModelStorage.nas()` from `cdktf-gpu-models/alicloud`.
   */
  public static nas(options: FileSystemStorageOptions = {}): ModelStorage {
    return ModelStorage.fileSystem(options);
  }

  /** The model's bucket is mounted read-only (OSS mount, GCS FUSE, Mountpoint for S3). */
  public static objectStorageMount(options: ObjectStorageMountOptions = {}): ModelStorage {
    return new ModelStorage({ kind: ModelStorageKind.OBJECT_STORAGE_MOUNT, objectStorageMount: options });
  }

  /** The model is copied from its bucket with a parallel download before the server starts. */
  public static downloadAtStart(options: DownloadAtStartOptions = {}): ModelStorage {
    return new ModelStorage({ kind: ModelStorageKind.DOWNLOAD_AT_START, downloadAtStart: options });
  }

  /**
   * The serving process fetches the model from a public URL. Allowed, with a warning: slow and
   * unreliable. A URL that is a Terraform token reaches the container as it is, unchecked.
   */
  public static internet(options: InternetModelOptions): ModelStorage {
    if (!isUnresolved(options.url) && !/^https?:\/\/\S+$/.test(options.url ?? '')) {
      const fix = "give the model's address, for example https://huggingface.co/org/model";
      throw new UnscopedValidationError('GPUM-INTERNET-URL', `"${options.url}" is not an http(s) URL: ${fix}`, {
        property: 'url',
        value: String(options.url),
        fix,
      });
    }
    return new ModelStorage({ kind: ModelStorageKind.INTERNET, internet: options });
  }

  /**
   * The serving engine streams the model's weights from its bucket straight into GPU memory: no
   * mount, no download to disk. The workload exposes the object URI (`s3://bucket/prefix/`,
   * `gs://bucket/prefix/`) as `modelUri` and `MODEL_URI`, and grants its identity read-only access
   * to the model's prefix; the engine reads it itself (vLLM `--load-format runai_streamer`, SGLang).
   * Safetensors only. Amazon EKS and Google Cloud Run build it; Function Compute refuses it.
   */
  public static objectStorageStream(options: ObjectStorageStreamOptions = {}): ModelStorage {
    return new ModelStorage({ kind: ModelStorageKind.OBJECT_STORAGE_STREAM, objectStorageStream: options });
  }

  /**
   * A strategy chosen by a recommendation, with the reasons, so that the construct can say why.
   * Used by `ModelStorage.recommended()`.
   */
  public static fromRecommendation(storage: ModelStorage, rationale: ModelStorageRationale): ModelStorage {
    checkRationale(rationale);
    return new ModelStorage(storage.config, rationale);
  }

  /**
   * The strategy `recommendModelStorage()` ranks first for the workload, carrying its reasons: the
   * construct that binds it emits them as a `GPUM-STORAGE-RECOMMENDED` info annotation.
   *
   * @throws Error when the top strategy needs an input the workload does not give (the OSS accelerator's zone)
   */
  public static recommended(workload: ModelWorkload): ModelStorage {
    // Loaded on use, so that the rules and their figures stay out of every construct's import.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { recommendedStorage } = require('./storage-advice/recommend') as typeof import('./storage-advice/recommend');
    return recommendedStorage(workload);
  }

  /** The strategy's kind. */
  public readonly kind: ModelStorageKind;

  private readonly config: ModelStorageConfig;
  private readonly rationale?: ModelStorageRationale;

  protected constructor(config: ModelStorageConfig, rationale?: ModelStorageRationale) {
    this.kind = config.kind;
    this.config = config;
    this.rationale = rationale;
  }

  /**
   * Checks that the platform offers this strategy, emits the advice that holds everywhere, and
   * returns the options for the platform to build from.
   *
   * @param scope the construct that uses the strategy (named in errors and annotations)
   * @param target the platform
   */
  public bind(scope: IConstruct, target: ModelStorageTarget): ModelStorageConfig {
    checkStorageTarget(scope, target);
    checkStoragePlatform(scope, this.config, target);
    if (!target.supportedKinds.includes(this.kind)) {
      const fix = `Use one of: ${target.supportedKinds.map((kind) => `ModelStorage.${kind}()`).join(', ')}`;
      throw new ValidationError(
        'GPUM-STORAGE-UNSUPPORTED',
        `${target.platformName} does not offer ModelStorage.${this.kind}(). ${fix}`,
        scope,
        {
          property: 'storage',
          value: this.kind,
          fix,
        },
      );
    }
    if (this.rationale) checkRecommendationPlatform(scope, this.rationale, target);
    recordStorageKind(scope, this.kind);
    if (this.rationale) {
      addInfo(scope, 'GPUM-STORAGE-RECOMMENDED', `${this.rationale.summary} Reasons: ${this.rationale.reasons.join('; ')}`);
    }
    if (this.kind === ModelStorageKind.INTERNET) {
      addWarning(
        scope,
        'GPUM-INTERNET-MODEL',
        `the model is fetched from ${this.config.internet?.url} at every cold start: public hubs rate-limit, throttle and go down, and the download runs over the instance's internet bandwidth. Copy the model to the platform's object storage and use ModelStorage.objectStorageMount() or ModelStorage.downloadAtStart()`,
      );
    }
    return this.config;
  }
}

/** A literal, non-empty string: false for a token, a blank or a non-string from plain JavaScript. */
function isLiteralText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !isUnresolved(value);
}

/**
 * The rationale is printed in the construct's `GPUM-STORAGE-RECOMMENDED` info and its platform decides
 * which constructs may bind the strategy: a token or a blank would print a placeholder or nothing, and
 * a platform outside `AdvicePlatform` would refuse the strategy on every construct with a misleading
 * message. `ModelStorage.recommended()` fills it; this checks a hand-made one.
 */
function checkRationale(rationale: ModelStorageRationale): void {
  const reasons: unknown = rationale?.reasons;
  const problem = !isLiteralText(rationale?.summary)
    ? ['summary', rationale?.summary, 'is empty or not literal text']
    : !Array.isArray(reasons) || isUnresolved(reasons) || reasons.length === 0 || !reasons.every(isLiteralText)
      ? ['reasons', reasons, 'is not a non-empty list of literal texts']
      : rationale.advicePlatform !== undefined && !Object.values<string>(AdvicePlatform).includes(rationale.advicePlatform)
        ? ['advicePlatform', rationale.advicePlatform, `is not one of ${Object.values(AdvicePlatform).join(', ')}`]
        : undefined;
  if (problem === undefined) return;
  const [property, value, why] = problem as [string, unknown, string];
  const fix =
    property === 'advicePlatform'
      ? `give an AdvicePlatform member (${Object.entries(AdvicePlatform)
          .map(([key]) => `AdvicePlatform.${key}`)
          .join(', ')}), or leave it unset`
      : 'give a one-line summary and at least one reason, as literal text (ModelStorage.recommended() fills them)';
  throw new UnscopedValidationError('GPUM-STORAGE-RATIONALE', `the recommendation's ${property} ${why}: ${fix}`, {
    property,
    value: isUnresolved(value) ? 'a Terraform token' : (JSON.stringify(value) ?? String(value)),
    fix,
  });
}

/**
 * What a platform tells a strategy when it binds it (a platform construct's own constants, or a
 * hand-written construct's): its name, for every message; the kinds it offers, compared with the
 * strategy; its ID, which decides whose own strategies and recommendations it binds. A blank name, a
 * kind outside the enum or an ID that names another registered platform would let a strategy through
 * with a wrong or empty message, or bind another platform's options.
 */
function checkStorageTarget(scope: IConstruct, target: ModelStorageTarget): void {
  const kinds: unknown = target?.supportedKinds;
  const registered = target?.platformId !== undefined && isLiteralText(target.platformId) ? findPlatform(target.platformId) : undefined;
  const problem = !isLiteralText(target?.platformName)
    ? ['platformName', target?.platformName, 'is empty or not literal text']
    : !Array.isArray(kinds) || kinds.length === 0 || !kinds.every((k) => Object.values<unknown>(ModelStorageKind).includes(k))
      ? ['supportedKinds', kinds, `is not a non-empty list of ModelStorageKind members (${Object.values(ModelStorageKind).join(', ')})`]
      : target.platformId !== undefined && !isLiteralText(target.platformId)
        ? ['platformId', target.platformId, 'is empty or not literal text']
        : registered !== undefined && registered.displayName !== target.platformName
          ? ['platformId', target.platformId, `is ${registered.displayName}'s ID, but the platform is named ${target.platformName}`]
          : undefined;
  if (problem === undefined) return;
  const [property, value, why] = problem as [string, unknown, string];
  const fix =
    "give the platform's name, the ModelStorageKind members it builds, and its own ID or none (a platform construct passes its constants)";
  throw new ValidationError('GPUM-STORAGE-TARGET', `the storage target's ${property} ${why}: ${fix}`, scope, {
    property: `target.${property}`,
    value: isUnresolved(value) ? 'a Terraform token' : (JSON.stringify(value) ?? String(value)),
    fix,
  });
}

/**
 * A platform's own strategy carries options only that platform builds: another platform's construct
 * must refuse it, or those options would be dropped. TypeScript refuses it at compile time on a
 * platform construct's props; this is the check for the facade and for JavaScript.
 */
function checkStoragePlatform(scope: IConstruct, config: ModelStorageConfig, target: ModelStorageTarget): void {
  if (config.platformId === undefined || config.platformId === target.platformId) return;
  const factory = config.factory ?? `ModelStorage.${config.kind}()`;
  const owner = findPlatform(config.platformId)?.displayName ?? config.platformId;
  throw new ValidationError(
    'GPUM-STORAGE-PLATFORM',
    `${factory} is ${owner}'s own strategy, but ${target.platformName} binds it: use the neutral ModelStorage.${config.kind}() or ${target.platformName}'s own storage factory`,
    scope,
    {
      property: 'storage',
      value: factory,
      fix: `ModelStorage.${config.kind}() or ${target.platformName}'s own storage factory`,
    },
  );
}

/** A recommendation ranks one platform's strategies: another platform's construct must not bind it. */
function checkRecommendationPlatform(scope: IConstruct, rationale: ModelStorageRationale, target: ModelStorageTarget): void {
  const advised = rationale.advicePlatform;
  if (advised === undefined || target.platformId === undefined || advised === target.platformId) return;
  const advisedName = findPlatform(advised)?.displayName ?? advised;
  const targetKey = Object.entries(AdvicePlatform).find(([, value]) => value === target.platformId)?.[0];
  const fix = targetKey
    ? `give platform: AdvicePlatform.${targetKey}`
    : 'ask for the recommendation with the platform of the construct that uses it';
  throw new ValidationError(
    'GPUM-STORAGE-RECOMMENDED-PLATFORM',
    `ModelStorage.recommended() ranked the strategies for ${advised} (${advisedName}), but ${target.platformName} binds it: ${fix}`,
    scope,
    { property: 'platform', value: advised, fix },
  );
}

/**
 * Fails when a strategy's options set something this platform does not use, so that nothing a
 * user wrote is silently dropped. For platform constructs.
 *
 * @internal
 * @deprecated not part of the public API; exported from the package root only for 0.1 code.
 * @param supported the option names the platform honours
 */
export function rejectUnsupportedOptions(
  scope: IConstruct,
  platformName: string,
  kind: ModelStorageKind,
  options: object | undefined,
  supported: string[],
): void {
  const given = Object.entries(options ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  const unsupported = given.filter((key) => !supported.includes(key));
  if (unsupported.length > 0) {
    const fix = `Remove them; this platform honours: ${supported.length ? supported.join(', ') : 'no options'}`;
    throw new ValidationError(
      'GPUM-STORAGE-OPTION-UNSUPPORTED',
      `${platformName} does not use ModelStorage.${kind}() option(s) ${unsupported.map((k) => `"${k}"`).join(', ')}. ${fix}`,
      scope,
      // No value: any value of these options is refused, and a value may be a construct or a token.
      { property: unsupported.map((key) => `storage.${key}`).join(', '), fix },
    );
  }
}
