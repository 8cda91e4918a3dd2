import { RemovalPolicy } from './removal-policy';

/**
 * Options for {@link ModelStorage.objectStorageStream}: the serving engine reads the model's weights
 * straight from the bucket into GPU memory (the Run:ai Model Streamer behind vLLM's
 * `--load-format runai_streamer`, or SGLang with an object URI), with no mount and no copy on disk.
 * The workload exposes the object URI as `modelUri` and as the `MODEL_URI` environment variable.
 */
export interface ObjectStorageStreamOptions {
  /**
   * An existing bucket's name.
   * @default - a new private bucket with encryption on and public access blocked
   */
  readonly bucketName?: string;

  /**
   * What happens to a new bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}
