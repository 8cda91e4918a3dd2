import { ModelStorage } from '../../core/model-storage';
import { Size } from '../../core/size';
import { internetCandidate } from '../../core/storage-advice/internet-candidate';
import { Candidate, EstimatedCandidate, PlatformDecision, PlatformRules } from '../../core/storage-advice/candidate';
import { StageSpec } from '../../core/storage-advice/estimate';
import { sizeExpression, formatSize } from '../../core/storage-advice/format';
import { ResolvedWorkload } from '../../core/storage-advice/resolved-workload';
import { cite } from '../../core/storage-advice/sources';
import { CLOUD_RUN_IMAGE_MODEL_LIMIT } from '../image-limits';
import { CLOUD_RUN_INTERNET_PARAMETER } from './parameters';
import { SOURCES } from './sources';
import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { ModelChangeFrequency, ModelReadPattern } from '../../core/storage-advice/workload';

const GPU_BEST_PRACTICES = cite(SOURCES.cloudRunGpu);

/**
 * A copy or a file cache lives in memory on Cloud Run. A third party reports about 18 GiB of weights
 * staged in memory on a 32 GiB L4 instance running out of memory, so more than half the memory is
 * treated as too much.
 */
const MEMORY_SHARE_FOR_MODEL = 0.5;

/** Google Cloud Run: parallel download, the Cloud Storage FUSE volume, the image, the internet. */
export const GOOGLE_RULES: PlatformRules = {
  candidates(w: ResolvedWorkload): Candidate[] {
    const instanceLink = { label: 'Cloud Run instance network', parameter: 'cloudRunInstanceMBps', sharedBy: 1 };
    const start: StageSpec = { label: 'GPU instance start', parameter: 'cloudRunInstanceStartSeconds' };
    const vpc: StageSpec = { label: 'Direct VPC egress connect', parameter: 'cloudRunDirectVpcConnectSeconds' };
    const base: StageSpec[] = w.baseImageSizeKnown
      ? [{ label: 'base image pull', parameter: 'cloudRunInstanceMBps', bytes: w.baseImageSize.toBytes() }]
      : [];
    const fitsInMemory =
      w.instanceMemory === undefined ? undefined : !w.modelSize.isGreaterThan(w.instanceMemory.times(MEMORY_SHARE_FOR_MODEL));
    const memoryReason =
      fitsInMemory === false
        ? [
            `${formatSize(w.modelSize)} is more than half of the instance's ${formatSize(w.instanceMemory as Size)} memory, where Cloud Run keeps files: the server would run out of memory (a third party reports 18 GiB of weights staged on a 32 GiB L4 instance doing so)`,
          ]
        : [];
    const memoryCaveat =
      fitsInMemory === undefined ? ["Cloud Run keeps written files in memory: the copy counts against the instance's memory"] : [];
    const network = 'Needs Direct VPC egress with all-traffic routing and Private Google Access on the subnet (the construct wires them)';

    const download: Candidate = {
      id: StorageStrategyId.DOWNLOAD_AT_START,
      label: 'Parallel download from Cloud Storage',
      storage: ModelStorage.downloadAtStart(),
      settings: 'ModelStorage.downloadAtStart()',
      viable: fitsInMemory !== false,
      plan: { bytes: w.modelSize.toBytes(), links: [instanceLink], stages: [start, vpc, ...base] },
      reasons: [
        `gcloud storage cp downloads the model in parallel, faster than a FUSE mount ${GPU_BEST_PRACTICES}`,
        ...memoryReason,
        network,
      ],
      caveats: [...memoryCaveat, 'Direct VPC egress can take a minute or more to connect at start: give the startup probe room'],
    };

    // A file cache suits random reads but lives in memory; buffered read suits sequential reads and caps its memory.
    const useFileCache = w.readPattern === ModelReadPattern.RANDOM && fitsInMemory !== false;
    const mount: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_MOUNT,
      label: useFileCache ? 'Cloud Storage FUSE volume with the file cache' : 'Cloud Storage FUSE volume with buffered read',
      storage: useFileCache
        ? ModelStorage.objectStorageMount({ fileCache: { size: Size.mebibytes(w.modelSize.toMebibytesCeil()), parallelDownloads: true } })
        : ModelStorage.objectStorageMount({ bufferedRead: { maxBlocks: 40 } }),
      settings: useFileCache
        ? `ModelStorage.objectStorageMount({ fileCache: { size: ${sizeExpression(w.modelSize)}, parallelDownloads: true } })`
        : 'ModelStorage.objectStorageMount({ bufferedRead: { maxBlocks: 40 } })',
      viable: true,
      plan: { bytes: w.modelSize.toBytes(), links: [instanceLink], stages: [start, vpc, ...base] },
      reasons: [
        `The simplest: one copy, no image change, no download step; with neither file cache nor buffered read it does not parallelize the download ${GPU_BEST_PRACTICES}`,
        useFileCache
          ? 'Random reads: the file cache with parallel downloads fetches whole files once (it lives in memory)'
          : `Buffered read: 2-5x the throughput on large sequential reads, at most 640 MB of memory ${cite(SOURCES.gcsfuseBufferedRead)}`,
        network,
      ],
      caveats: useFileCache ? memoryCaveat : [],
    };

    const imageBytes = w.modelSize.plus(w.baseImageSize);
    const small = !w.modelSize.isGreaterThan(CLOUD_RUN_IMAGE_MODEL_LIMIT);
    const image: Candidate = {
      id: StorageStrategyId.CONTAINER_IMAGE,
      label: 'Model in the container image',
      storage: ModelStorage.containerImage(),
      settings: 'ModelStorage.containerImage()',
      viable: true,
      plan: {
        bytes: imageBytes.toBytes(),
        links: [{ label: 'image streaming over the instance network', parameter: 'cloudRunInstanceMBps', sharedBy: 1 }],
        stages: [start],
        notes: ['Cloud Run streams images and publishes no pull throughput: the image is modelled at the instance network throughput'],
      },
      reasons: [
        small
          ? `Under 10 GB: images suit models this size, with Cloud Run's optimized image streaming ${GPU_BEST_PRACTICES}`
          : `Above 10 GB: Google recommends Cloud Storage for very large models, for more predictable loading ${GPU_BEST_PRACTICES}`,
        ...(w.changeFrequency === ModelChangeFrequency.OFTEN ? ['Every model change rebuilds and redeploys the image'] : []),
      ],
      caveats: ['Each deploy imports the whole image: slow for large images'],
    };

    return [download, mount, image, internetCandidate(w, CLOUD_RUN_INTERNET_PARAMETER, instanceLink)];
  },

  decide(w: ResolvedWorkload, candidates: EstimatedCandidate[]): PlatformDecision {
    const download = candidates.find((c) => c.id === StorageStrategyId.DOWNLOAD_AT_START) as EstimatedCandidate;
    if (!w.modelSize.isGreaterThan(CLOUD_RUN_IMAGE_MODEL_LIMIT) && w.changeFrequency === ModelChangeFrequency.RARELY) {
      return {
        order: [StorageStrategyId.CONTAINER_IMAGE, StorageStrategyId.DOWNLOAD_AT_START, StorageStrategyId.OBJECT_STORAGE_MOUNT],
        rule: `A model under 10 GB that changes rarely goes in the container image ${GPU_BEST_PRACTICES}`,
      };
    }
    if (!download.viable) {
      return {
        order: [StorageStrategyId.OBJECT_STORAGE_MOUNT],
        rule: "The model does not fit in the instance's memory for a download: the FUSE volume with buffered read streams it",
      };
    }
    if (w.startupCritical) {
      return {
        order: [StorageStrategyId.DOWNLOAD_AT_START, StorageStrategyId.OBJECT_STORAGE_MOUNT, StorageStrategyId.CONTAINER_IMAGE],
        rule: `A parallel download from Cloud Storage is the fastest way to load a large or often-changed model ${GPU_BEST_PRACTICES}`,
      };
    }
    return {
      order: [StorageStrategyId.OBJECT_STORAGE_MOUNT, StorageStrategyId.DOWNLOAD_AT_START, StorageStrategyId.CONTAINER_IMAGE],
      rule: `The start time is not critical: the FUSE volume is the simplest, with buffered read or the file cache on ${GPU_BEST_PRACTICES}`,
    };
  },
};
