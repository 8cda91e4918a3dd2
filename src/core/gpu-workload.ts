import { IConstruct } from 'constructs';
import { ContainerImage } from './container-image';
import { ModelArtifact } from './model-artifact';
import { ModelStorage, ModelStorageKind } from './model-storage';

/** What every GPU workload needs, on any platform: the image, the model and how the model gets there. */
export interface GpuWorkloadProps {
  /** The serving container's image. */
  readonly image: ContainerImage;

  /** The model to serve. */
  readonly model: ModelArtifact;

  /** Where the model lives and how it reaches the GPU. */
  readonly storage: ModelStorage;

  /**
   * Extra environment variables for the serving container. `MODEL_NAME`, `MODEL_PATH` and
   * `MODEL_FORMAT` are always set from the model (`MODEL_URI` too when it is streamed), and no `MODEL_*` name nor one the platform keeps
   * for itself can be set here. Values are literal text: Terraform template sequences in them
   * (`${HOME}`) are escaped, and tokens stay Terraform references.
   * @default - only the model's variables
   */
  readonly environment?: Record<string, string>;
}

/** A GPU workload with its model, as every platform construct exposes it. */
export interface IGpuWorkload extends IConstruct {
  /** The platform's name: `Alibaba Function Compute`, `Google Cloud Run`, `Amazon EKS`. */
  readonly platformName: string;
  /** The strategy the model reaches the GPU by. */
  readonly storageKind: ModelStorageKind;
  /**
   * Where the serving process finds the model. With `ModelStorage.objectStorageStream()` nothing is
   * mounted there: the engine reads {@link IGpuWorkload.modelUri}.
   */
  readonly modelMountPath: string;
  /**
   * The model's object URI (`s3://bucket/prefix/`, `gs://bucket/prefix/`; a Terraform token when the
   * bucket's name is one), which the engine streams the weights from; also the `MODEL_URI` variable.
   * With staging, the staged revision's prefix.
   * @default - undefined unless the strategy is `ModelStorage.objectStorageStream()`
   */
  readonly modelUri?: string;
  /**
   * The workload's HTTP endpoint, when it has one (a Terraform token).
   * @default - none: the workload is not reachable over HTTP
   */
  readonly url?: string;

  /**
   * Adds an environment variable to the serving container. The model's variables (`MODEL_*`) and
   * the platform's own cannot be set; the value's Terraform template sequences are escaped.
   */
  addEnvironment(key: string, value: string): IGpuWorkload;
}
