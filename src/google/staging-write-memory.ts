import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ModelArtifact, ModelFormat } from '../core/model-artifact';
import { Size } from '../core/size';
import { isResolved } from '../core/tokens';

/*
 * What the staging job's write path holds in memory. The staging program writes each file once,
 * sequentially, under its final name on the bucket's gcsfuse mount (programs/stage-model.js,
 * stageFile: `fs.createWriteStream(final, { flags: 'w' })` with resume off). gcsfuse (v3 and later)
 * streams such a new file to Cloud Storage with about 64 MiB of memory per open file, but it falls
 * back to its legacy path, which stages the WHOLE file in its temp-dir before the upload, when:
 * - more files are open for streaming writes than `write-global-max-blocks` allows, one block per
 *   file: 4 on machines it does not treat as high-performance, such as a Cloud Run task;
 * - the file is modified rather than new: the program's retry after a broken transfer opens the
 *   same name again, an object the failed attempt finalized.
 * On Cloud Run the temp-dir is on the instance's in-memory file system, charged to the task's
 * memory: the older Cloud Run page said "the entire file is staged in Cloud Run memory".
 * Sources: gcsfuse docs/semantics.md ("Streaming Writes - Default Write Path", "Staged Writes -
 * Legacy Write Path"); /work/shared/reference/gcsfuse/params.yaml (`write.global-max-blocks` 4,
 * 1600 only for the high-performance machine group; `file-system.temp-dir`); the Cloud Run
 * Cloud Storage volume page's memory section (reference/google-cloud-run.md §5.1).
 */

/** gcsfuse's `write-global-max-blocks` default on machines outside its high-performance group. */
const STREAMING_WRITE_FILES = 4;
/** The program, Node.js and gcsfuse's own buffers (stat and type caches, streaming blocks). */
const PROCESS_OVERHEAD = Size.gibibytes(2);
/**
 * The largest shard of a sharded checkpoint: transformers' `save_pretrained` shards at 5 GB today
 * (`max_shard_size="5GB"`) and did at 10 GB before, so published repositories hold shards up to 10 GB.
 */
const LARGEST_SHARD = Size.gigabytes(10);

/** The largest file a model of this format and size can have: a shard for sharded formats, else the model. */
export function largestFile(model: ModelArtifact): Size {
  const sharded = model.format === ModelFormat.SAFETENSORS || model.format === ModelFormat.PYTORCH_PICKLE;
  return sharded && model.size.isGreaterThan(LARGEST_SHARD) ? LARGEST_SHARD : model.size;
}

/**
 * Warns (`GPUM-CR-STAGING-MEMORY`) when the task's memory cannot hold the files gcsfuse stages whole:
 * one file written again after a broken transfer, or every file past the fourth open at once.
 */
export function checkStagingWriteMemory(
  scope: IConstruct,
  options: { readonly model: ModelArtifact; readonly memory: Size; readonly concurrency: number },
): void {
  const { model, memory, concurrency } = options;
  if (!isResolved(concurrency)) return;
  const largest = largestFile(model);
  const wholeFiles = Math.max(1, concurrency - STREAMING_WRITE_FILES);
  const needed = largest.times(wholeFiles).plus(PROCESS_OVERHEAD);
  if (!memory.isLessThan(needed)) return;
  const which =
    concurrency > STREAMING_WRITE_FILES
      ? `with concurrency ${concurrency}, ${wholeFiles} file(s) past gcsfuse's ${STREAMING_WRITE_FILES} streaming-write blocks are staged whole at once`
      : 'a file written again after a broken transfer is staged whole';
  addWarning(
    scope,
    'GPUM-CR-STAGING-MEMORY',
    `the staging task has ${memory} of memory, and its write path needs about ${needed.toString()}: gcsfuse streams a new file with about 64 MiB, but stages a whole file in its temp-dir, which on Cloud Run is in memory, when it cannot stream it; ${which}, and the largest file of ${model.name} can be ${largest.toString()} (${
      largest === model.size ? 'the whole model, which may be one file' : 'a 10 GB shard'
    }). Out of memory, the task is killed and apply fails. Give staging memory of at least ${needed.toString()}${
      concurrency > STREAMING_WRITE_FILES ? `, or concurrency ${STREAMING_WRITE_FILES} or less` : ''
    } (more than 16 GiB needs cpu 6, more than 24 GiB cpu 8)`,
  );
}
