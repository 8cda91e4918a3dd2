/**
 * The Run:ai Model Streamer as vLLM takes it: `--load-format runai_streamer`, with the reader count in
 * `--model-loader-extra-config '{"concurrency":N}'` (vLLM docs, models/extensions/runai_model_streamer:
 * https://docs.vllm.ai/en/v0.11.0/models/extensions/runai_model_streamer.html; for S3 each reader is one
 * client). SGLang selects the streamer by itself for an `s3://` / `gs://` model path (SGLang docs,
 * object storage) and is given no flag here.
 *
 * Not written: the streamer's distributed mode for tensor parallel > 1 (`{"distributed":true}`),
 * which a Google Cloud community guide shows but the vLLM 0.11 documentation does not: unverified for
 * 0.11, so each rank streams as in the single-GPU case.
 */

/**
 * One reader per 85 MB/s of the instance's bandwidth: the library's planning figure for one
 * streamer reader against object storage (an assumption, not a published measurement; override it
 * with `extraArgs` after measuring), so that the readers can fill the instance's link.
 */
export const STREAMER_MBPS_PER_READER = 85;
/** The vLLM documentation's example concurrency, and the fewest readers the preset writes. */
export const STREAMER_MIN_CONCURRENCY = 16;
/** The most readers the preset writes: more clients than this contend for the CPU buffer. An assumption. */
export const STREAMER_MAX_CONCURRENCY = 64;

/** The streamer's reader count for an instance's bandwidth, clamped to 16–64; 16 when the bandwidth is not known. */
export function streamerConcurrency(instanceBandwidthMBps: number | undefined): number {
  if (instanceBandwidthMBps === undefined || !Number.isFinite(instanceBandwidthMBps) || instanceBandwidthMBps <= 0) {
    return STREAMER_MIN_CONCURRENCY;
  }
  const readers = Math.ceil(instanceBandwidthMBps / STREAMER_MBPS_PER_READER);
  return Math.min(STREAMER_MAX_CONCURRENCY, Math.max(STREAMER_MIN_CONCURRENCY, readers));
}

/** vLLM's streamer arguments for a reader count. */
export function vllmStreamerArgs(concurrency: number): string[] {
  return ['--load-format', 'runai_streamer', '--model-loader-extra-config', JSON.stringify({ concurrency })];
}
