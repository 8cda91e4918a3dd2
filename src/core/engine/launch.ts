import { Duration } from '../duration';
import { GpuMemoryOffer } from '../contract/gpu-fit';
import { ModelArtifact } from '../model-artifact';
import { ModelStorageKind } from '../model-storage';
import { EngineKind } from './engine-kind';
import { EngineStartEstimate } from './engine-estimate';
import { CompileCache } from '../compile-cache/compile-cache';

/** What a platform construct tells the engine preset about its workload. Internal: built by the constructs. */
export interface EngineWorkloadFacts {
  /** `Amazon EKS`, for messages. */
  readonly platformName: string;
  readonly model: ModelArtifact;
  readonly storageKind: ModelStorageKind;
  /**
   * Where the engine reads the weights: the storage's mount path, or the object URI
   * (`s3://bucket/prefix/`) when the model is streamed from object storage.
   */
  readonly modelLocation: string;
  /** GPUs per instance: the tensor-parallel size. */
  readonly gpuCount: number;
  /** The GPU memory one instance gets, when the platform knows it. */
  readonly gpuMemory?: GpuMemoryOffer;
  /** The port the platform's probe and trigger use. */
  readonly port: number;
  /** The user's command and arguments, keyed by the platform's prop names (`command`, `args`, `entrypoint`). */
  readonly userCommand: Readonly<Record<string, readonly string[] | undefined>>;
  /** The serving container's environment the workload sets (the model's and the user's). */
  readonly environment: Readonly<Record<string, string>>;
  /** The instance's network bandwidth in MB/s, which sizes the streamer's readers. */
  readonly instanceBandwidthMBps?: number;
  /** The rate the storage delivers the weights at, in MB/s, when known. */
  readonly storageReadMBps?: number;
  /** True where the platform restores and writes back a compile cache (`compileCache`); refused elsewhere. */
  readonly compileCacheSupported?: boolean;
  /** True where the platform can warm the compile cache with a deploy-time Job (`warmUp`); refused elsewhere. */
  readonly compileCacheWarmUpSupported?: boolean;
  /** The user's startup deadline and the prop that holds it, when given. */
  readonly startupTimeout?: { readonly value: Duration; readonly property: string };
}

/** What a platform writes into its serving container for an engine. */
export interface EngineLaunch {
  readonly kind: EngineKind;
  /**
   * The pinned version.
   * @default - none: a custom engine
   */
  readonly version?: string;
  /** The executable and its leading words (ENTRYPOINT): `['vllm', 'serve']`. Undefined for a custom engine. */
  readonly command?: string[];
  /** The engine's arguments (CMD). Undefined for a custom engine. */
  readonly args?: string[];
  /** Variables the engine needs beside the workload's. */
  readonly environment: Record<string, string>;
  /**
   * The HTTP path that answers 200 once the model is loaded (vLLM and SGLang: `/health`).
   * @default - none: a custom engine
   */
  readonly healthCheckPath?: string;
  /**
   * The startup probe's deadline: twice the engine-inclusive estimate, at least 10 minutes.
   * @default - none: a custom engine
   */
  readonly startupDeadline?: Duration;
  /**
   * The compile cache to restore and write back, with its local directory.
   * @default - none
   */
  readonly compileCache?: EngineCompileCache;
  /**
   * The start, phase by phase.
   * @default - none: a custom engine
   */
  readonly estimate?: EngineStartEstimate;
}

/** The compile cache a platform restores and writes back for an engine. */
export interface EngineCompileCache {
  readonly cache: CompileCache;
  /** The local directory the engine's variable points at. */
  readonly directory: string;
  /** The variable (`VLLM_CACHE_ROOT`, `TORCHINDUCTOR_CACHE_DIR`). */
  readonly variable: string;
}
