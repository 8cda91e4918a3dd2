import { createHash } from 'crypto';
import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { requireLiteralBoolean } from '../contract/numbers';
import { UnscopedValidationError } from '../errors';
import { validationError } from '../private/scoped-error';
import { isUnresolved } from '../tokens';
import { CloudProvider, cloudName, withArticle } from './cloud';
import { HubToken } from './hub-token';
import { ObjectStorageLocation } from './object-storage-location';
import { checkPatterns, selectableWeightExtensions, WEIGHT_EXTENSIONS } from './patterns';

/** Where a model's files come from. */
export enum ModelSourceKind {
  /** The files are already in the storage (copied by the user); nothing is staged. */
  PRE_STAGED = 'pre-staged',
  /** A Hugging Face Hub model repository. */
  HUGGING_FACE = 'huggingface',
  /** A ModelScope model repository. */
  MODEL_SCOPE = 'modelscope',
  /** A bucket prefix of the same cloud (`oss://`, `gs://`, `s3://`). */
  OBJECT_STORAGE = 'object-storage',
}

/** A model repository on a hub, at one revision. */
export interface HubSourceOptions {
  /**
   * The revision to stage. Hugging Face: the full 40-character commit id (`git rev-parse`, or the
   * "Files" tab's history). ModelScope: a version tag (`v1.0.0`); ModelScope resolves revisions by
   * branch or tag name only, so a commit id is refused. A branch or other tag name is mutable and
   * refused unless `allowMutableRevision` is true.
   */
  readonly revision: string;

  /**
   * A token for private or gated repositories, as a reference to the cloud's secret store. Send one
   * for public models too when staging from a VPC behind NAT: anonymous limits are per IP address.
   * @default - no token: public repositories only
   */
  readonly token?: HubToken;

  /**
   * Only the files whose repository path matches one of these globs (fnmatch: `*` matches across
   * `/`, `?`, `[abc]`, `[!abc]`; `dir/` matches everything below `dir`).
   * @default - every file
   */
  readonly include?: string[];

  /**
   * Leave out the files whose repository path matches one of these globs (same syntax as `include`),
   * for example `["original/*", "*.pth"]`.
   * @default - nothing left out
   */
  readonly exclude?: string[];

  /**
   * Accept a branch or tag name as `revision`. The copy is made once: later commits to the branch
   * are not staged until the revision changes, and two deployments may copy different contents
   * under the same name. Emits `GPUM-SOURCE-REVISION-UNPINNED`.
   * @default false
   */
  readonly allowMutableRevision?: boolean;

  /**
   * The hub's base URL, for a mirror or a private hub (`HF_ENDPOINT`, `MODELSCOPE_DOMAIN`). A token
   * is sent to it. A plain `http://` endpoint warns (`GPUM-SOURCE-ENDPOINT-PLAIN-HTTP`) even without
   * a token: the file list and the files can be altered on the way.
   * @default - `https://huggingface.co` or `https://www.modelscope.cn`
   */
  readonly endpoint?: string;

  /**
   * Refuse to stage when the hub lists a selected file without a digest (sha256 or git blob sha1):
   * such a file is checked by its size only, so anything of the right size would pass. On by default
   * for an `endpoint` other than the hub's own (a mirror or private hub is trusted less); turning it
   * off there warns (`GPUM-SOURCE-DIGESTS-OPTIONAL`).
   * @default - true when `endpoint` is set, false for the hub's own endpoint
   */
  readonly requireDigests?: boolean;
}

/** A bucket prefix to copy from. */
export interface ObjectStorageSourceOptions {
  /**
   * The label of this copy: the directory under the model's `storagePath` it is staged to. Change
   * it to stage new contents of the same prefix beside the old copy.
   * @default - the first 12 hex digits of the sha256 of the normalized URI
   */
  readonly revision?: string;
}

const HF_REPO_PART = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const COMMIT_ID = /^[0-9a-f]{40}$/;
const VERSION_TAG = /^v?\d+(?:\.\d+)*(?:[-+][0-9A-Za-z][0-9A-Za-z.-]*)?$/;
const REF_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,4}$/;
const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Where the model's files come from, and therefore what a platform stages into the model's
 * storage before serving. The copy goes to `<storagePath>/<revision>/`, with a completion marker
 * written last; see {@link StagingJobSpec} and {@link StagingMarker}.
 */
export class ModelSource {
  /**
   * A Hugging Face Hub model repository at one commit.
   * @param repoId `owner/name` (or a canonical `name`), as in the model's URL
   */
  public static huggingFace(repoId: string, options: HubSourceOptions): ModelSource {
    const label = `ModelSource.huggingFace("${repoId}")`;
    checkRepoId(repoId, label, false);
    return ModelSource.fromHub(ModelSourceKind.HUGGING_FACE, repoId, options, label);
  }

  /**
   * A ModelScope model repository at one version: the usual hub in mainland China, where Hugging
   * Face is not reachable from Function Compute.
   * @param modelId `owner/name`, as in the model's URL
   */
  public static modelScope(modelId: string, options: HubSourceOptions): ModelSource {
    const label = `ModelSource.modelScope("${modelId}")`;
    checkRepoId(modelId, label, true);
    return ModelSource.fromHub(ModelSourceKind.MODEL_SCOPE, modelId, options, label);
  }

  /**
   * A bucket prefix of the same cloud as the platform (`oss://`, `gs://`, `s3://`), copied into the
   * model's storage. The staging job mounts the prefix read-only and copies every file under it,
   * checking each file's size (buckets publish no digest the copy could be checked against; the
   * sha256 of each copied file is recorded in the marker).
   */
  public static objectStorage(uri: string, options: ObjectStorageSourceOptions = {}): ModelSource {
    const location = ObjectStorageLocation.parse(uri);
    const revision = options.revision ?? createHash('sha256').update(location.uri).digest('hex').slice(0, 12);
    if (isUnresolved(revision) || !LABEL.test(revision) || revision === '..') {
      throw new UnscopedValidationError(
        'GPUM-SOURCE-REVISION',
        `ModelSource.objectStorage("${uri}"): revision "${revision}" is not a valid label: use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit`,
        { property: 'revision', value: String(revision), fix: 'for example "2026-06-01"' },
      );
    }
    return new ModelSource({ kind: ModelSourceKind.OBJECT_STORAGE, revision, location, include: [], exclude: [], mutable: false });
  }

  /** The files are already in the storage; nothing is staged (the behaviour before sources existed). */
  public static preStaged(): ModelSource {
    return new ModelSource({ kind: ModelSourceKind.PRE_STAGED, include: [], exclude: [], mutable: false });
  }

  private static fromHub(kind: ModelSourceKind, repoId: string, options: HubSourceOptions, label: string): ModelSource {
    const mutable =
      requireLiteralBoolean(
        undefined,
        'GPUM-SOURCE-REVISION-MUTABLE',
        'allowMutableRevision',
        options.allowMutableRevision,
        'whether a moving revision may be staged is decided at synth',
      ) ?? false;
    checkRevision(kind, options.revision, mutable, label);
    const endpoint = options.endpoint === undefined ? undefined : checkEndpoint(options.endpoint, options.token, label);
    if (options.requireDigests !== undefined && typeof options.requireDigests !== 'boolean') {
      throw new UnscopedValidationError(
        'GPUM-SOURCE-REQUIRE-DIGESTS',
        `${label}: requireDigests must be true or false, not ${JSON.stringify(options.requireDigests)}`,
        { property: 'requireDigests', value: String(options.requireDigests), fix: 'true or false (a boolean, not a string)' },
      );
    }
    if (options.token !== undefined && !(options.token instanceof HubToken)) {
      throw new UnscopedValidationError(
        'GPUM-HUB-TOKEN-PLAINTEXT',
        `${label}: token must be a HubToken (a reference to the cloud's secret store), never the token's value`,
        {
          property: 'token',
          value: '(not repeated here)',
          fix: 'HubToken.fromAwsSecretsManager / fromGoogleSecretManager / fromAlibabaKmsSecret',
        },
      );
    }
    return new ModelSource({
      kind,
      repoId,
      revision: options.revision,
      token: options.token,
      include: checkPatterns(options.include, 'include', label),
      exclude: checkPatterns(options.exclude, 'exclude', label),
      mutable: mutable && !isImmutable(kind, options.revision),
      endpoint,
      requireDigests: options.requireDigests ?? endpoint !== undefined,
    });
  }

  /** Where the files come from. */
  public readonly kind: ModelSourceKind;
  /**
   * The hub repository (`owner/name`).
   * @default - undefined unless the source is a hub
   */
  public readonly repoId?: string;
  /**
   * The revision as given: a commit id, a version tag, a branch (when allowed) or a copy's label.
   * @default - undefined for a pre-staged model
   */
  public readonly revision?: string;
  /**
   * The hub token's secret reference.
   * @default - no token
   */
  public readonly token?: HubToken;
  /** The include globs; empty for every file. */
  public readonly include: string[];
  /** The exclude globs; empty for none. */
  public readonly exclude: string[];
  /** True when the revision is a branch or tag name the user allowed. */
  public readonly mutableRevision: boolean;
  /**
   * The hub's base URL when not the default.
   * @default - the hub's public endpoint
   */
  public readonly endpoint?: string;
  /**
   * The bucket prefix for an object-storage source.
   * @default - undefined for other sources
   */
  public readonly location?: ObjectStorageLocation;
  /**
   * True when the staging refuses a selected file the hub lists without a digest (see
   * {@link HubSourceOptions.requireDigests}); false for other sources, which publish no digests.
   */
  public readonly requireDigests: boolean;

  private constructor(props: {
    kind: ModelSourceKind;
    repoId?: string;
    revision?: string;
    token?: HubToken;
    include: string[];
    exclude: string[];
    mutable: boolean;
    endpoint?: string;
    location?: ObjectStorageLocation;
    requireDigests?: boolean;
  }) {
    this.kind = props.kind;
    this.repoId = props.repoId;
    this.revision = props.revision;
    this.token = props.token;
    this.include = props.include;
    this.exclude = props.exclude;
    this.mutableRevision = props.mutable;
    this.endpoint = props.endpoint;
    this.location = props.location;
    this.requireDigests = props.requireDigests ?? false;
  }

  /** True when nothing is staged. */
  public get isPreStaged(): boolean {
    return this.kind === ModelSourceKind.PRE_STAGED;
  }

  /**
   * The directory name the revision is staged under, inside the model's `storagePath`: the revision,
   * with `/` (in `refs/pr/1`) written as `--`.
   * @default - undefined for a pre-staged model
   */
  public get revisionDirectory(): string | undefined {
    return this.revision?.split('/').join('--');
  }

  /**
   * A short hash (16 hex digits) of everything that decides which bytes are staged: the source, the
   * revision, the patterns and the endpoint. A platform names its staging run after it, so that a
   * change stages again and an unchanged source does nothing.
   */
  public get fingerprint(): string {
    const identity = [this.kind, this.repoId, this.revision, this.include, this.exclude, this.endpoint, this.location?.uri];
    return createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 16);
  }

  /** `huggingface:owner/name@<revision>` and the like, for messages. */
  public toString(): string {
    if (this.kind === ModelSourceKind.PRE_STAGED) return 'pre-staged';
    if (this.kind === ModelSourceKind.OBJECT_STORAGE) return `${this.location!.uri} (copy ${this.revision})`;
    return `${this.kind}:${this.repoId}@${this.revision}`;
  }

  /** Emits the advice about this source that holds on every platform. Called by `ModelArtifact.bind`. */
  public bind(scope: IConstruct): void {
    for (const { code, message } of sourceAdvice(this)) addWarning(scope, code, message);
  }

  /**
   * Refuses a bucket or a secret of another cloud. Platforms call this with their own cloud before
   * building the staging job.
   */
  public checkCloud(scope: IConstruct, cloud: CloudProvider): void {
    checkSourceCloud(this, cloud, scope);
  }
}

/**
 * Refuses a source bucket or hub token of another cloud: {@link ModelSource.checkCloud} on a
 * construct, and the advise command (no construct) with the platform's cloud.
 */
export function checkSourceCloud(source: ModelSource, cloud: CloudProvider, scope?: IConstruct): void {
  const fail = (code: string, message: string, options: { property: string; value: string; fix: string }) =>
    validationError(code, message, scope, options);
  if (source.location && source.location.cloud !== cloud) {
    throw fail(
      'GPUM-SOURCE-CLOUD',
      `model source ${source.location.uri} is ${withArticle(cloudName(source.location.cloud))} bucket, and this platform runs on ${cloudName(cloud)}: copy the model into a bucket of ${cloudName(cloud)} and name it, or stage from the hub`,
      { property: 'source', value: source.location.uri, fix: `${withArticle(cloudName(cloud))} bucket URI` },
    );
  }
  if (source.token && source.token.cloud !== cloud) {
    throw fail(
      'GPUM-HUB-TOKEN-CLOUD',
      `the hub token of model source ${source} is ${withArticle(source.token.toString())}, and this platform runs on ${cloudName(cloud)}, whose staging job cannot read it: store the token in ${cloudName(cloud)}'s secret store and pass that reference`,
      { property: 'source.token', value: source.token.toString(), fix: `${withArticle(cloudName(cloud))} secret reference` },
    );
  }
}

function checkRepoId(repoId: string, label: string, requireOwner: boolean): void {
  const example = requireOwner ? 'qwen/Qwen2-7B-Instruct' : 'meta-llama/Llama-3.1-8B-Instruct';
  const fail = (why: string) =>
    new UnscopedValidationError('GPUM-SOURCE-REPO-ID', `${label}: ${why}`, {
      property: 'repoId',
      value: String(repoId),
      fix: `for example "${example}"`,
    });
  if (isUnresolved(repoId)) throw fail('the repository id must be known at synth, not a Terraform reference');
  if (typeof repoId !== 'string' || repoId.trim() === '') throw fail(`give the repository id, for example "${example}"`);
  const parts = repoId.split('/');
  if (parts.length > 2 || (requireOwner && parts.length !== 2)) {
    throw fail(
      `"${repoId}" is not ${requireOwner ? '"owner/name"' : '"owner/name" or "name"'}: copy it from the model's URL, for example "${example}"`,
    );
  }
  for (const part of parts) {
    if (!HF_REPO_PART.test(part) || part.includes('--') || part.includes('..') || /[.-]$/.test(part)) {
      throw fail(
        `"${repoId}" is not a valid repository id: each part has 1 to 96 letters, digits, "-", "_" or ".", starts with a letter or digit, does not end with "-" or ".", and has no "--" or ".."`,
      );
    }
  }
}

function isImmutable(kind: ModelSourceKind, revision: string): boolean {
  return kind === ModelSourceKind.HUGGING_FACE ? COMMIT_ID.test(revision) : VERSION_TAG.test(revision);
}

function checkRevision(kind: ModelSourceKind, revision: string, allowMutable: boolean, label: string): void {
  const hf = kind === ModelSourceKind.HUGGING_FACE;
  const pinned = hf ? 'the full 40-character commit id' : 'a version tag such as "v1.0.0"';
  const fail = (why: string, fix: string, code = 'GPUM-SOURCE-REVISION') =>
    new UnscopedValidationError(code, `${label}: ${why}. Fix: ${fix}`, { property: 'revision', value: String(revision), fix });
  if (isUnresolved(revision)) throw fail('the revision must be known at synth, not a Terraform reference', `give ${pinned}`);
  if (typeof revision !== 'string' || revision.trim() === '') throw fail(`give a revision: ${pinned}`, `give ${pinned}`);
  if (isImmutable(kind, revision)) return;
  if (hf && /^[0-9a-fA-F]{40}$/.test(revision))
    throw fail(`revision "${revision}" has uppercase letters: commit ids are lowercase hex`, 'write it in lowercase');
  if (hf && /^[0-9a-f]{7,39}$/.test(revision)) {
    throw fail(`revision "${revision}" looks like a short commit id: the hub needs the full 40 characters`, 'give the full commit id');
  }
  if (!hf && COMMIT_ID.test(revision)) {
    throw fail(
      `revision "${revision}" is a commit id, but ModelScope resolves revisions by branch or tag name only (its SDK's get_valid_revision_detail)`,
      'give a version tag of the model, such as "v1.0.0"',
    );
  }
  if (!REF_NAME.test(revision) || revision.includes('..') || revision.endsWith('.lock')) {
    throw fail(`revision "${revision}" is not a valid branch, tag or commit`, `give ${pinned}`);
  }
  if (!allowMutable) {
    throw fail(
      `revision "${revision}" is a branch or tag name, which can move: staging it makes the copy depend on when it ran`,
      `give ${pinned}, or set allowMutableRevision: true to accept a moving revision (warning GPUM-SOURCE-REVISION-UNPINNED)`,
      'GPUM-SOURCE-REVISION-MUTABLE',
    );
  }
}

function checkEndpoint(endpoint: string, token: HubToken | undefined, label: string): string {
  const fail = (why: string) =>
    new UnscopedValidationError(
      'GPUM-SOURCE-ENDPOINT',
      `${label}: endpoint "${endpoint}" ${why}. Fix: give an https:// base URL such as "https://huggingface.co"`,
      {
        property: 'endpoint',
        value: String(endpoint),
        fix: 'give an https:// base URL such as "https://huggingface.co"',
      },
    );
  if (isUnresolved(endpoint)) throw fail('must be known at synth');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw fail('is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fail('must be an http(s) URL');
  if (url.protocol === 'http:' && token !== undefined)
    throw fail('is plain http: the token would cross the network in clear text; use https');
  if (url.search || url.hash || url.username || url.password) throw fail('must not carry a query, a fragment or credentials');
  return endpoint.replace(/\/+$/, '');
}

/** The advice about a source that holds on every platform: warnings a construct annotates and `advise` prints. */
export function sourceAdvice(source: ModelSource): Array<{ code: string; message: string }> {
  const advice: Array<{ code: string; message: string }> = [];
  if (source.mutableRevision) {
    advice.push({
      code: 'GPUM-SOURCE-REVISION-UNPINNED',
      message: `source ${source} stages a branch or tag name, which can move: it is copied once, later commits are not staged until the revision changes, and the files cannot be tied to a commit. Pin the commit id (Hugging Face) or a version tag (ModelScope) and remove allowMutableRevision`,
    });
  }
  if (source.endpoint !== undefined && isPlainHttp(source.endpoint)) {
    advice.push({
      code: 'GPUM-SOURCE-ENDPOINT-PLAIN-HTTP',
      message: `source ${source} is read from ${source.endpoint} over plain http: anyone on the path can change the file list and the files, and only the published digests stand in the way (the staging refuses files without one; see requireDigests). Use an https:// endpoint`,
    });
  }
  if (source.endpoint !== undefined && !source.requireDigests) {
    advice.push({
      code: 'GPUM-SOURCE-DIGESTS-OPTIONAL',
      message: `source ${source} is read from ${source.endpoint} with requireDigests false: a file that endpoint lists without a digest is checked by its size only, so anything of the right size would be staged. Keep requireDigests on unless the endpoint is yours`,
    });
  }
  const noWeights = noWeightsAdvice(source);
  if (noWeights) advice.push(noWeights);
  if (source.endpoint !== undefined && source.token !== undefined) {
    advice.push({
      code: 'GPUM-SOURCE-TOKEN-MIRROR',
      message: `source ${source} sends its hub token to ${source.endpoint}, which is not the hub itself: a mirror you do not run receives your token. Use a mirror you trust, or a public model without a token`,
    });
  }
  return advice;
}

/** An http:// URL whose host is not loopback (a local proxy's traffic never leaves the machine). */
function isPlainHttp(endpoint: string): boolean {
  const url = new URL(endpoint);
  return url.protocol === 'http:' && !/^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
}

/** The warning when the patterns can select no weight file (judged by the patterns alone). */
function noWeightsAdvice(source: ModelSource): { code: string; message: string } | undefined {
  if (source.include.length === 0 && source.exclude.length === 0) return undefined;
  if (selectableWeightExtensions(source.include, source.exclude).length > 0) return undefined;
  const patterns = [
    source.include.length > 0 ? `include ${JSON.stringify(source.include)}` : '',
    source.exclude.length > 0 ? `exclude ${JSON.stringify(source.exclude)}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return {
    code: 'GPUM-SOURCE-NO-WEIGHTS',
    message: `source ${source}: ${patterns} can select no weight file (${WEIGHT_EXTENSIONS.join(', ')}), so the staged model would have no weights; judged by the patterns alone, as the repository's files are listed only when the staging runs. Add a pattern for the weights, such as "*.safetensors"`,
  };
}
