import { ModelFormat } from '../../core/model-artifact';
import { ModelStorage } from '../../core/model-storage';
import { Size } from '../../core/size';
import { internetCandidate } from '../../core/storage-advice/internet-candidate';
import { Candidate, EstimatedCandidate, PlatformDecision, PlatformRules } from '../../core/storage-advice/candidate';
import { LinkSpec, StageSpec } from '../../core/storage-advice/estimate';
import { ColdStartPhase, notPaid } from '../../core/storage-advice/phases';
import { sizeExpression, formatSize } from '../../core/storage-advice/format';
import { ResolvedWorkload } from '../../core/storage-advice/resolved-workload';
import { cite } from '../../core/storage-advice/sources';
import { CloudRunModelStorage } from '../cloud-run-model-storage';
import { CLOUD_RUN_IMAGE_MODEL_LIMIT } from '../image-limits';
import { CLOUD_RUN_INTERNET_PARAMETER } from './parameters';
import { SOURCES } from './sources';
import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { ModelChangeFrequency, ModelReadPattern } from '../../core/storage-advice/workload';

const GPU_BEST_PRACTICES = cite(SOURCES.cloudRunGpu);

/**
 * What a worker pool's manual scaling means for the estimate: every Cloud Run strategy carries it,
 * since the estimate is what each scale-up pays.
 */
const WORKER_POOL_NOTE =
  'On a GPU worker pool (manual scaling only) each raise of instanceCount cold-starts the instances it adds, together: this is what each of them pays, with concurrentColdStarts set to the step. A pool parked at instanceCount 0 bills no GPU; one with instances bills their GPUs whether they work or not';

/** The Rapid Cache parts of a Cloud Storage strategy: its link, notes, reasons and caveats. */
function rapidCacheTerms(w: ResolvedWorkload): {
  links: LinkSpec[];
  notes: string[];
  reasons: string[];
  caveats: string[];
} {
  const cost = `Rapid Cache costs extra, apart from the bucket: a storage fee for the cached model in every zone while it stays cached (the TTL), an ingest fee per byte admitted, and the reads ${cite(SOURCES.rapidCachePricing)}`;
  if (!w.rapidCache) {
    return {
      links: [],
      notes: [],
      reasons: [],
      caveats:
        w.concurrentColdStarts > 1
          ? [
              `With ${w.concurrentColdStarts} instances starting together, Rapid Cache (rapidCache) serves repeat reads from an SSD cache in each zone, 100 Gbps per zone to start ${cite(SOURCES.rapidCache)}; ${cost}`,
            ]
          : [],
    };
  }
  return {
    links: [
      { label: "Rapid Cache bandwidth in the instances' zone", parameter: 'cloudRunRapidCacheZoneMBps', sharedBy: w.concurrentColdStarts },
    ],
    notes: [
      'A Rapid Cache hit: the first cold start in each zone (two with admit-on-second-miss) reads the bucket and fills the cache; this is what later starts in the zone pay within the TTL. The instances starting together are counted in one zone, the worst case',
    ],
    reasons: [
      `Rapid Cache keeps the model on SSD in each zone: after the first start in a zone, reads come from the cache (100 Gbps per zone to start, 20 Gbps more per TiB cached) ${cite(SOURCES.rapidCache)}`,
    ],
    caveats: [cost, 'Cloud Run does not pin a zone: cache every zone of the region (the default) or starts in the others read the bucket'],
  };
}

/**
 * The internet strategy as the construct builds it on Cloud Run: the download takes Direct VPC with
 * ALL_TRAFFIC egress, which reaches the internet only through Cloud NAT (GPUM-CR-INTERNET-NETWORK,
 * -NAT), and Cloud NAT delays a new instance's connections (GPUM-CR-INTERNET-EGRESS).
 */
function cloudRunInternet(w: ResolvedWorkload, instanceLink: LinkSpec, stages: StageSpec[]): Candidate {
  const internet = internetCandidate(w, CLOUD_RUN_INTERNET_PARAMETER, instanceLink);
  const nat: StageSpec = {
    label: 'Cloud NAT connect (on top of Direct VPC egress)',
    parameter: 'cloudRunCloudNatConnectSeconds',
    phase: ColdStartPhase.NETWORK_CONNECT,
    optional: 'Google warns of delays of 30 s or more and gives no typical figure',
  };
  return {
    ...internet,
    plan: { ...internet.plan, stages: [...stages, nat], notes: [...(internet.plan.notes ?? []), WORKER_POOL_NOTE] },
    reasons: [
      ...internet.reasons,
      `Needs a network with Cloud NAT: the download goes over Direct VPC with all-traffic egress, which reaches the internet only through Cloud NAT ${cite(SOURCES.networkingBestPractices)}, and Cloud NAT may delay a new instance's connections by 30 s or more ${cite(SOURCES.directVpc)} (named in the estimate, not counted: no typical figure). The construct refuses it without a network (GPUM-CR-INTERNET-NETWORK) or with an existing network that names no Cloud NAT (GPUM-CR-INTERNET-NAT); CloudRunNetwork.create() makes the Cloud Router and gateway`,
    ],
    caveats: [
      ...internet.caveats,
      `With Cloud NAT and Direct VPC egress a new instance's connections can be delayed by 30 s or more at startup ${cite(SOURCES.directVpc)}: a cold start may pay it before the download begins (GPUM-CR-INTERNET-EGRESS)`,
      `Cloud NAT is a paid product ${cite(SOURCES.networkingBestPractices)}, on top of the download; copying the model to Cloud Storage (ModelStorage.downloadAtStart()) needs no Cloud NAT`,
    ],
  };
}

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
    const start: StageSpec = {
      label: 'GPU instance start',
      parameter: 'cloudRunInstanceStartSeconds',
      phase: ColdStartPhase.PROVISIONING,
    };
    const vpc: StageSpec = {
      label: 'Direct VPC egress connect',
      parameter: 'cloudRunDirectVpcConnectSeconds',
      phase: ColdStartPhase.NETWORK_CONNECT,
      optional: 'Google warns it "might" take a minute or more and gives no typical figure',
    };
    const base: StageSpec[] = w.baseImageSizeKnown
      ? [
          {
            label: 'base image pull',
            parameter: 'cloudRunInstanceMBps',
            phase: ColdStartPhase.IMAGE_PULL,
            bytes: w.baseImageSize.toBytes(),
          },
        ]
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
    const rapid = rapidCacheTerms(w);
    const rapidCache = w.rapidCache ? { rapidCache: {} } : {};

    const download: Candidate = {
      id: StorageStrategyId.DOWNLOAD_AT_START,
      label: 'Parallel download from Cloud Storage',
      storage: w.rapidCache ? CloudRunModelStorage.downloadAtStart(rapidCache) : ModelStorage.downloadAtStart(),
      settings: w.rapidCache ? 'CloudRunModelStorage.downloadAtStart({ rapidCache: {} })' : 'ModelStorage.downloadAtStart()',
      viable: fitsInMemory !== false,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [instanceLink, ...rapid.links],
        stages: [start, vpc, ...base],
        notes: [...rapid.notes, WORKER_POOL_NOTE],
      },
      reasons: [
        `gcloud storage cp downloads the model in parallel, faster than a FUSE mount ${GPU_BEST_PRACTICES}`,
        ...memoryReason,
        ...rapid.reasons,
        network,
      ],
      caveats: [
        ...memoryCaveat,
        'Direct VPC egress can take a minute or more to connect at start: give the startup probe room',
        ...rapid.caveats,
      ],
    };

    // A file cache suits random reads but lives in memory; buffered read suits sequential reads and caps its memory.
    const useFileCache = w.readPattern === ModelReadPattern.RANDOM && fitsInMemory !== false;
    const mountOptions = useFileCache
      ? { fileCache: { size: Size.mebibytes(w.modelSize.toMebibytesCeil()), parallelDownloads: true } }
      : { bufferedRead: { maxBlocks: 40 } };
    const mount: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_MOUNT,
      label: useFileCache ? 'Cloud Storage FUSE volume with the file cache' : 'Cloud Storage FUSE volume with buffered read',
      storage: CloudRunModelStorage.gcsFuse({ ...mountOptions, ...rapidCache }),
      settings: `CloudRunModelStorage.gcsFuse({ ${
        useFileCache ? `fileCache: { size: ${sizeExpression(w.modelSize)}, parallelDownloads: true }` : 'bufferedRead: { maxBlocks: 40 }'
      }${w.rapidCache ? ', rapidCache: {}' : ''} })`,
      viable: true,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [instanceLink, ...rapid.links],
        stages: [start, vpc, ...base],
        notes: [...rapid.notes, WORKER_POOL_NOTE],
      },
      reasons: [
        `The simplest: one copy, no image change, no download step; with neither file cache nor buffered read it does not parallelize the download ${GPU_BEST_PRACTICES}`,
        useFileCache
          ? 'Random reads: the file cache with parallel downloads fetches whole files once (it lives in memory)'
          : `Buffered read: 2-5x the throughput on large sequential reads, at most 640 MB of memory ${cite(SOURCES.gcsfuseBufferedRead)}`,
        ...rapid.reasons,
        network,
      ],
      caveats: [...(useFileCache ? memoryCaveat : []), ...rapid.caveats],
    };

    const safetensors = w.modelFormat === ModelFormat.SAFETENSORS;
    const stream: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_STREAM,
      label: 'Streamed from Cloud Storage into GPU memory (Run:ai Model Streamer)',
      storage: w.rapidCache ? CloudRunModelStorage.objectStorageStream(rapidCache) : ModelStorage.objectStorageStream(),
      settings: w.rapidCache ? 'CloudRunModelStorage.objectStorageStream({ rapidCache: {} })' : 'ModelStorage.objectStorageStream()',
      viable: safetensors,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [instanceLink, ...rapid.links],
        stages: [start, vpc, ...base],
        notes: [
          ...rapid.notes,
          'The weights go from Cloud Storage to GPU memory as they arrive: this counts the load into the GPU that the engine start of the other strategies leaves out. The streamer is assumed to fill the instance network (no per-connection Cloud Storage figure is published)',
          WORKER_POOL_NOTE,
        ],
      },
      reasons: [
        `Google's GKE guide loads models from Cloud Storage with the Run:ai Model Streamer (vLLM --load-format=runai_streamer) ${cite(SOURCES.gkeStreamer)}`,
        "No copy in memory and no FUSE: the streamer's CPU buffer is capped at 4 GiB and counted in the memory limit, so a model larger than half the instance's memory still streams",
        ...(safetensors ? [] : [`The streamer reads safetensors only, and the model is ${w.modelFormat}`]),
        ...rapid.reasons,
        network,
      ],
      caveats: [
        `The engine must stream the URI itself: vLLM with vllm[runai] and --load-format runai_streamer (its built-in Cloud Storage authentication needs vLLM 0.11.1 or later), or SGLang; it authenticates as the service account through the metadata server ${cite(SOURCES.streamerUsage)}`,
        'Every cold start reads the bucket again: nothing is cached on the instance',
        ...rapid.caveats,
      ],
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
        transferPhase: ColdStartPhase.IMAGE_PULL,
        exclusions: [notPaid(ColdStartPhase.NETWORK_CONNECT, 'the image needs no VPC egress to Cloud Storage')],
        notes: [
          'Cloud Run streams images and publishes no pull throughput: the image is modelled at the instance network throughput',
          WORKER_POOL_NOTE,
        ],
      },
      reasons: [
        small
          ? `Under 10 GB: images suit models this size, with Cloud Run's optimized image streaming ${GPU_BEST_PRACTICES}`
          : `Above 10 GB: Google recommends Cloud Storage for very large models, for more predictable loading ${GPU_BEST_PRACTICES}`,
        ...(w.changeFrequency === ModelChangeFrequency.OFTEN ? ['Every model change rebuilds and redeploys the image'] : []),
      ],
      caveats: ['Each deploy imports the whole image: slow for large images'],
    };

    return [download, mount, stream, image, cloudRunInternet(w, instanceLink, [start, vpc, ...base])];
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
        order: [StorageStrategyId.OBJECT_STORAGE_STREAM, StorageStrategyId.OBJECT_STORAGE_MOUNT],
        rule: `The model does not fit in the instance's memory for a download: the engine streams it from Cloud Storage into GPU memory through a bounded buffer ${cite(SOURCES.gkeStreamer)}, or the FUSE volume with buffered read reads it`,
      };
    }
    if (w.startupCritical) {
      return {
        order: [
          StorageStrategyId.DOWNLOAD_AT_START,
          StorageStrategyId.OBJECT_STORAGE_STREAM,
          StorageStrategyId.OBJECT_STORAGE_MOUNT,
          StorageStrategyId.CONTAINER_IMAGE,
        ],
        rule: `Above 10 GB, or changed often, the model loads from Cloud Storage: Google calls it "more predictable" than a very large image, and the parallel download (gcloud storage cp) "faster than FUSE mount" ${GPU_BEST_PRACTICES}`,
      };
    }
    return {
      order: [StorageStrategyId.OBJECT_STORAGE_MOUNT, StorageStrategyId.DOWNLOAD_AT_START, StorageStrategyId.CONTAINER_IMAGE],
      rule: `The start time is not critical: the FUSE volume is the simplest, with buffered read or the file cache on ${GPU_BEST_PRACTICES}`,
    };
  },
};
