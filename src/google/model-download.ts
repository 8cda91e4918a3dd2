import { Size } from '../core/size';
import { CloudRunModelDownloader } from './cloud-run-platform-props';

/** The download's tuning, resolved. */
export interface ModelDownloadTuning {
  /** Parallel transfers (processes x threads for gcloud, workers for the transfer manager). */
  readonly concurrency: number;
  /** The size of one ranged part of a large file. */
  readonly partSize: Size;
  /** Retries of a failed transfer, and of the whole download. */
  readonly retries: number;
  /** vCPUs of the instance: gcloud runs one process per vCPU. */
  readonly cpu: number;
}

/** The serving container's command and environment with the download in front. */
export interface ModelDownloadCommand {
  /** The container's `command`: a shell that downloads, then `exec`s the server. */
  readonly command: string[];
  /** The container's `args`: the server's own command line. */
  readonly args: string[];
  /** The download's tuning, as environment variables the script and the tool read. */
  readonly environment: Record<string, string>;
}

/** Parts below this are slower than one whole-object read: per-request overhead dominates. */
export const MIN_PART_SIZE = Size.mebibytes(1);

/** The defaults when the storage options leave the tuning out. */
export function defaultDownloadTuning(cpu: number): { concurrency: number; partSize: Size; retries: number } {
  // gcloud's own multi-object defaults for 4 to 47 vCPUs run 16 processes x 4 threads; a GPU
  // instance has 4 to 20 vCPUs, and 4 transfers per vCPU keeps the NIC busy without thrashing.
  return { concurrency: cpu * 4, partSize: Size.mebibytes(64), retries: 5 };
}

// The scripts below never write "\${" or "%{": Terraform would read either as its own interpolation
// in the synthesized JSON.
//
// The download is retried as a whole with a growing pause: Direct VPC egress can take a minute or
// more to connect on a new instance, and every tool's first request fails until it does.
const RETRY_LOOP = `set -eu
attempt=1
until download_model; do
  if [ "$attempt" -ge "$MODEL_DOWNLOAD_ATTEMPTS" ]; then
    echo "model download from $MODEL_GCS_URI failed $attempt times; giving up" >&2
    exit 1
  fi
  delay=$((attempt * 10))
  if [ "$delay" -gt 60 ]; then delay=60; fi
  echo "model download attempt $attempt failed (a new instance's Direct VPC egress can take a minute to connect); retrying in $delay seconds" >&2
  sleep "$delay"
  attempt=$((attempt + 1))
done
echo "model downloaded from $MODEL_GCS_URI to $MODEL_PATH" >&2
exec "$@"
`;

// --no-clobber skips files a previous attempt finished; gcloud writes each file under a temporary
// name first, so a finished name is a finished file.
const GCLOUD_DOWNLOAD = `download_model() {
  gcloud storage cp --recursive --no-clobber "$MODEL_GCS_URI*" "$MODEL_PATH/"
}
`;

const PYTHON_DOWNLOAD = `download_model() {
  python3 - <<'PY'
import os
from google.cloud.storage import Client, transfer_manager

bucket = Client().bucket(os.environ["MODEL_BUCKET"])
prefix = os.environ["MODEL_PREFIX"]
root = os.environ["MODEL_PATH"]
chunk_size = int(os.environ["MODEL_DOWNLOAD_PART_SIZE_BYTES"])
workers = int(os.environ["MODEL_DOWNLOAD_CONCURRENCY"])
blobs = [blob for blob in bucket.list_blobs(prefix=prefix) if not blob.name.endswith("/")]
if not blobs:
    raise SystemExit("no objects under gs://%s/%s" % (bucket.name, prefix))
for blob in blobs:
    path = os.path.join(root, blob.name[len(prefix):])
    if os.path.exists(path) and os.path.getsize(path) == blob.size:
        continue
    os.makedirs(os.path.dirname(path), exist_ok=True)
    transfer_manager.download_chunks_concurrently(blob, path + ".partial", chunk_size=chunk_size, max_workers=workers)
    os.replace(path + ".partial", path)
PY
}
`;

/**
 * Wraps the server's command line in a shell that downloads the model's prefix into the model
 * directory in parallel, retrying while the network comes up, then `exec`s the server, so the
 * server starts only with the whole model on local (in-memory) disk.
 *
 * @param serverCommand the server's command and arguments
 */
export function modelDownloadCommand(
  downloader: CloudRunModelDownloader,
  tuning: ModelDownloadTuning,
  serverCommand: string[],
): ModelDownloadCommand {
  const environment: Record<string, string> = {
    MODEL_DOWNLOAD_ATTEMPTS: String(tuning.retries + 1),
    MODEL_DOWNLOAD_CONCURRENCY: String(tuning.concurrency),
    MODEL_DOWNLOAD_PART_SIZE_BYTES: String(Math.round(tuning.partSize.toBytes())),
  };
  let script: string;
  if (downloader === CloudRunModelDownloader.PYTHON_TRANSFER_MANAGER) {
    script = PYTHON_DOWNLOAD + RETRY_LOOP;
  } else {
    const processes = Math.max(1, Math.min(tuning.cpu, tuning.concurrency));
    const partMiB = `${Math.max(1, Math.round(tuning.partSize.toMebibytes()))}MiB`;
    Object.assign(environment, {
      // gcloud reads every property from CLOUDSDK_<SECTION>_<NAME>; no config file to write.
      CLOUDSDK_STORAGE_PROCESS_COUNT: String(processes),
      CLOUDSDK_STORAGE_THREAD_COUNT: String(Math.max(1, Math.ceil(tuning.concurrency / processes))),
      CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_THRESHOLD: partMiB,
      CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_COMPONENT_SIZE: partMiB,
      CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_MAX_COMPONENTS: String(tuning.concurrency),
      CLOUDSDK_STORAGE_MAX_RETRIES: String(tuning.retries),
      // No interactive prompts and no usage reporting from a server's start-up path.
      CLOUDSDK_CORE_DISABLE_PROMPTS: '1',
      CLOUDSDK_CORE_DISABLE_USAGE_REPORTING: 'true',
    });
    script = GCLOUD_DOWNLOAD + RETRY_LOOP;
  }
  // `sh -c script name args...`: the server's command line becomes "$@" for the final exec.
  return { command: ['/bin/sh', '-c', script, 'model-download'], args: serverCommand, environment };
}
