import { EngineKind } from '../../core/engine/engine-kind';
import { ModelStorageAdvice, StorageRecommendation } from '../../core/storage-advice/recommend';
import { ModelWorkload } from '../../core/storage-advice/workload';
import { FlagSpec, ParsedFlags } from '../flags';
import { Code, Statement } from './code';
import { FrameworkPackages } from './frameworks';
import { InitGpu } from './gpu';

/** Everything a platform template needs, read from the flags and the advice. */
export interface InitContext {
  /** The stack's name (cdktf stack ID). */
  readonly stackName: string;
  readonly region: string;
  readonly image: string;
  readonly modelName: string;
  /** The model's prefix in the bucket or path on the file system (`models/<name>`). */
  readonly storagePath: string;
  /** Where the server finds the model (`/mnt/models/<name>`). */
  readonly mountPath: string;
  readonly workload: ModelWorkload;
  readonly advice: ModelStorageAdvice;
  readonly top: StorageRecommendation;
  /** The GPU the workload requests: \`--gpu\`, \`--gpu-count\`, \`--gpu-loading\`, or the template's choice. */
  readonly gpu: InitGpu;
  /** The remote state bucket, when `--state` was given. */
  readonly stateBucket?: string;
  /** The command line, for the platform's own flags. */
  readonly flags: ParsedFlags;
  /** The framework the app is written for (`--framework`). */
  readonly framework: FrameworkPackages;
  /**
   * The serving engine preset the workload starts (`--engine`).
   * @default - none: the workload's command as each template writes it
   */
  readonly engine?: EngineKind;
}

/** What a platform's parts of the generated README say. */
export interface ReadmeParts {
  /** Accounts, CLIs, permissions and APIs, as Markdown. */
  readonly prerequisites: string;
  /** How to create the state bucket (and lock table), as Markdown. */
  readonly stateBucket: string;
  /** How to get the model where the workload reads it, as Markdown. */
  readonly stageModel: string;
}

/** One platform's app: its flags, packages, the stack's statements and its README parts. */
export interface PlatformTemplate {
  readonly title: string;
  readonly defaultRegion: string;
  /** Flags only this platform reads. */
  readonly flags: readonly FlagSpec[];
  /**
   * The GPUs init may request when \`--gpu\` is not given, in order: the first that holds the model
   * (see \`chooseGpu\`). Names as the platform's GPU catalogue (and \`--gpu\`) spell them.
   */
  readonly gpus: readonly string[];
  /** The provider packages the app installs, at the versions in this library's peerDependencies. */
  readonly providerPackages: readonly string[];
  defaultImage(region: string): string;
  /**
   * The stack constructor's statements.
   * @param model the `ModelArtifact` expression
   * @param storage the recommended `ModelStorage` expression
   */
  statements(ctx: InitContext, model: Code, storage: Code, storageComment: string): Statement[];
  readme(ctx: InitContext): ReadmeParts;
}
