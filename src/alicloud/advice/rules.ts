import { ModelStorage } from '../../core/model-storage';
import { Candidate, EstimatedCandidate, PlatformDecision, PlatformRules, parameterValue } from '../../core/storage-advice/candidate';
import { StageSpec } from '../../core/storage-advice/estimate';
import { ColdStartPhase, notPaid } from '../../core/storage-advice/phases';
import { formatGB, formatMBps, formatSize, phaseSummary } from '../../core/storage-advice/format';
import { EstimateParameter } from '../../core/storage-advice/parameters';
import { internetCandidate } from '../../core/storage-advice/internet-candidate';
import { ResolvedWorkload } from '../../core/storage-advice/resolved-workload';
import { cite } from '../../core/storage-advice/sources';
import { FcModelStorage } from '../fc-model-storage';
import { FC_STREAM_REFUSAL } from '../stream-refusal';
import { FC_DEFAULT_DISK_SIZE_MIB } from '../oss-mount-overhead';
import { FC_GPU_IMAGE_LIMIT, FC_SMALL_MODEL } from '../image-limits';
import { FC_INTERNET_PARAMETER } from './parameters';
import { SOURCES } from './sources';
import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { InstanceMode, ModelChangeFrequency, ModelReadPattern } from '../../core/storage-advice/workload';

const GUIDE = cite(SOURCES.fcModelStorage);

/**
 * What holds for every OSS mount: the prewarm through the page cache, a FUSE client inside the instance,
 * and (for a model larger than the function's default disk) the disk the mount may read through, which
 * FcGpuFunction warns about (GPUM-FC-OSS-DISK): the advice says it too, so that it and the warning agree.
 */
function ossMountCaveats(w: ResolvedWorkload): string[] {
  const modelMiB = Math.ceil(w.modelSize.toMebibytes());
  return [
    `Reading the model once in the initializer (prewarmModel) lets the server load it from the page cache, which must hold it (the function's memory) ${cite(SOURCES.fcModelStorage)}`,
    "The mount's FUSE client runs on the instance's own vCPUs, memory and temporary disk; Function Compute publishes no figure for it",
    ...(modelMiB > FC_DEFAULT_DISK_SIZE_MIB
      ? [
          `At ${formatSize(w.modelSize)} the model is larger than the function's temporary disk (${FC_DEFAULT_DISK_SIZE_MIB} MB by default, the larger of the two sizes the API documents), which the mount may read through (no Function Compute page says): the synth warns GPUM-FC-OSS-DISK. Set diskSizeMiB to at least ${modelMiB} (an undocumented size: GPUM-FC-DISK-SIZE) once a deploy on your account accepts it, or choose Performance NAS`,
        ]
      : []),
  ];
}

/** The zone each region's OSS accelerator is offered in (public preview; OSS API reference, PutBucketDataAccelerator). */
export const OSS_ACCELERATOR_ZONES: Readonly<Record<string, string>> = {
  'cn-beijing': 'cn-beijing-h',
  'cn-shanghai': 'cn-shanghai-g',
  'cn-shenzhen': 'cn-shenzhen-c',
  'cn-hangzhou': 'cn-hangzhou-j',
  'cn-wulanchabu': 'cn-wulanchabu-b',
  'ap-southeast-1': 'ap-southeast-1c',
};

/** Alibaba Function Compute: Performance NAS, OSS (with or without the accelerator), the image, the internet. */
export const ALICLOUD_RULES: PlatformRules = {
  candidates(w: ResolvedWorkload): Candidate[] {
    const n = w.concurrentColdStarts;
    const base = [instanceStart, ...baseImageStage(w)];
    const noVpc = notPaid(ColdStartPhase.NETWORK_CONNECT, 'no vpc_config: the internal OSS endpoint needs none');
    const imageBytes = w.modelSize.plus(w.baseImageSize);
    const instanceLink = { label: 'Function Compute instance network', parameter: 'fcInstanceBandwidthGbps', sharedBy: 1 };
    const regions = w.regionCount > 1 ? `${w.regionCount} regions` : undefined;
    const zone = w.acceleratorZoneId ?? (w.region ? OSS_ACCELERATOR_ZONES[w.region] : undefined);
    const acceleratorOffered = w.acceleratorZoneId !== undefined || w.region === undefined || w.region in OSS_ACCELERATOR_ZONES;

    const nas: Candidate = {
      id: StorageStrategyId.FILE_SYSTEM,
      label: 'Performance NAS',
      // Performance NAS is nas()'s default performance class.
      storage: FcModelStorage.nas(),
      settings: 'FcModelStorage.nas()',
      viable: true,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [
          { label: 'Performance NAS read bandwidth', parameter: 'performanceNasReadMBps', sharedBy: n },
          { label: 'one NAS client (the instance)', parameter: 'performanceNasClientReadMBps', sharedBy: 1 },
          instanceLink,
        ],
        stages: [vpcAttach('VPC attach'), ...base],
      },
      reasons: [
        `Performance NAS reads at about 600 MB/s to start with, and every instance that mounts it shares that bandwidth ${GUIDE}`,
        'A POSIX file system: random reads behave as on a local disk',
        ...(regions ? [`A NAS file system serves one region: ${regions} need a file system and a copy of the model each`] : []),
      ],
      caveats: [
        "The function must run in the mount target's VPC: a mount target in another VPC deploys and then fails every invocation (the construct wires vpc_config)",
        'Copy the model onto the file system before the first start',
        'Many instances starting at once share its bandwidth, start slowly and time out: FcGpuFunction warns (GPUM-FC-NAS-BURST) when a provisioned count or the on-demand cap (reservedConcurrency) reaches the count from which this estimate favours OSS',
        `prewarmModel helps here: the initializer reads the model into the page cache, which must hold it (the function's memory) ${cite(SOURCES.fcModelStorageZh)}`,
      ],
    };

    const accelerated: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED,
      label: 'OSS mount with the OSS accelerator',
      storage: zone ? FcModelStorage.ossMount({ accelerator: { zoneId: zone } }) : undefined,
      settings: zone
        ? `FcModelStorage.ossMount({ accelerator: { zoneId: '${zone}' } })`
        : "FcModelStorage.ossMount({ accelerator: { zoneId: '<zone>' } }): give the region or the accelerator's zone to complete it",
      viable: acceleratorOffered,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [{ label: 'OSS accelerator bandwidth', parameter: 'ossAcceleratorGbps', sharedBy: n }, instanceLink],
        stages: [vpcAttach('VPC attach (the function runs in the accelerator zone)'), ...base],
      },
      reasons: acceleratorOffered
        ? [
            `A zone-local NVMe cache in front of the bucket whose bandwidth scales with its capacity, up to hundreds of Gbit/s ${cite(SOURCES.ossAccelerator)}`,
            ...(regions
              ? [
                  'One bucket per region, replicated from one source by FcReplicatedModelBucket (OSS cross-region replication), each cached by an accelerator in the zone where the function runs',
                ]
              : []),
          ]
        : [`The OSS accelerator is offered (public preview) only in ${Object.keys(OSS_ACCELERATOR_ZONES).join(', ')}, not in ${w.region}`],
      caveats: [
        'The accelerator has no Terraform resource: create it in the console or with PutBucketDataAccelerator (the construct warns)',
        'No Function Compute document shows an accelerator endpoint in an OSS mount yet: test the mount on your account first',
        "The function is pinned to the accelerator's zone",
        ...ossMountCaveats(w),
      ],
    };

    const oss: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_MOUNT,
      label: 'OSS mount',
      storage: FcModelStorage.ossMount(),
      settings: 'FcModelStorage.ossMount()',
      viable: true,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [{ label: 'OSS account download bandwidth', parameter: 'ossAccountDownloadGbps', sharedBy: n }, instanceLink],
        stages: base,
        exclusions: [noVpc],
      },
      reasons: [
        'The cheapest: one copy in object storage and no file system to size; the internal endpoint needs no VPC',
        ...(w.readPattern === ModelReadPattern.RANDOM
          ? [`A FUSE mount: random reads are slow: about 100 reads per second of 60 KB files ${cite(SOURCES.ossfsIssue)}`]
          : []),
        ...(regions
          ? [
              "FcReplicatedModelBucket replicates the model prefix to a bucket per region (OSS cross-region replication) and gives each region's function its own: no file system per region",
            ]
          : []),
      ],
      caveats: [
        'The model prefix must exist in the bucket; the function role needs oss:ListObjects and oss:GetObject on it (the construct grants them)',
        ...ossMountCaveats(w),
      ],
    };

    const imageFits = !imageBytes.isGreaterThan(FC_GPU_IMAGE_LIMIT);
    const image: Candidate = {
      id: StorageStrategyId.CONTAINER_IMAGE,
      label: 'Model in the container image',
      storage: ModelStorage.containerImage(),
      settings: 'ModelStorage.containerImage()',
      viable: imageFits,
      plan: {
        bytes: imageBytes.toBytes(),
        links: [{ label: 'image pull over the instance network', parameter: 'fcInstanceBandwidthGbps', sharedBy: 1 }],
        stages: [instanceStart],
        transferPhase: ColdStartPhase.IMAGE_PULL,
        exclusions: [notPaid(ColdStartPhase.NETWORK_CONNECT, 'no vpc_config: the model is in the image')],
        notes: ['Function Compute publishes no image-pull throughput: the image is modelled as a download over the instance network'],
      },
      reasons: [
        ...(imageFits
          ? []
          : [
              `${formatGB(imageBytes)} is above the ${formatGB(FC_GPU_IMAGE_LIMIT)} limit of a GPU function's image (compressed) ${cite(SOURCES.fcLimits)}`,
            ]),
        ...(w.modelSize.isGreaterThan(FC_SMALL_MODEL)
          ? [
              `At ${formatSize(w.modelSize)} the model is not small: the guidance bakes only models of a few hundred MB into the image ${GUIDE}`,
            ]
          : ['Small enough for the image: no mount, no VPC, nothing to copy at start']),
        ...(w.changeFrequency === ModelChangeFrequency.OFTEN ? ['Every model change rebuilds and redeploys the image'] : []),
      ],
      caveats: ['After each image change Function Compute pre-processes the image and the function stays Pending until it finishes'],
    };

    const internet = internetCandidate(w, FC_INTERNET_PARAMETER, instanceLink);
    // Listed so that the ranking says why it is missing: the construct refuses it (GPUM-FC-STREAM-UNSUPPORTED).
    const stream: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_STREAM,
      label: 'Streamed from OSS into GPU memory (not offered on Function Compute)',
      storage: undefined,
      settings: 'not offered on Function Compute (GPUM-FC-STREAM-UNSUPPORTED): use FcModelStorage.nas() or FcModelStorage.ossMount()',
      viable: false,
      plan: { bytes: w.modelSize.toBytes(), links: [instanceLink], stages: base, exclusions: [noVpc] },
      reasons: [FC_STREAM_REFUSAL],
      caveats: [
        "An engine can still stream the model from the OSS mount's path (vLLM --load-format runai_streamer reads local files concurrently)",
      ],
    };
    return [nas, accelerated, oss, image, stream, { ...internet, plan: { ...internet.plan, stages: base, exclusions: [noVpc] } }];
  },

  decide(w: ResolvedWorkload, candidates: EstimatedCandidate[], parameters: EstimateParameter[]): PlatformDecision {
    const byId = (id: StorageStrategyId) => candidates.find((c) => c.id === id) as EstimatedCandidate;
    const image = byId(StorageStrategyId.CONTAINER_IMAGE);
    const accelerated = byId(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
    const objectFirst = [
      StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED,
      StorageStrategyId.OBJECT_STORAGE_MOUNT,
      StorageStrategyId.FILE_SYSTEM,
    ];

    if (image.viable && !w.modelSize.isGreaterThan(FC_SMALL_MODEL) && w.changeFrequency === ModelChangeFrequency.RARELY) {
      return {
        order: [StorageStrategyId.CONTAINER_IMAGE],
        rule: `A small model (${formatSize(w.modelSize)}) that changes rarely ships in the image ${GUIDE}`,
      };
    }
    if (w.readPattern === ModelReadPattern.RANDOM) {
      return {
        order: [StorageStrategyId.FILE_SYSTEM, StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED, StorageStrategyId.OBJECT_STORAGE_MOUNT],
        rule: `Random reads from an application that cannot change go to Performance NAS, a POSIX file system; OSS mounts are FUSE and read randomly poorly ${GUIDE}`,
      };
    }
    // Where the accelerator is not offered the rules still favour OSS, and say so.
    const oss = accelerated.viable ? 'OSS with the accelerator' : `OSS (the accelerator is not offered in ${w.region})`;
    if (w.regionCount > 1) {
      return {
        order: objectFirst,
        rule: `Serving from ${w.regionCount} regions favours ${oss}: a bucket replicates across regions (FcReplicatedModelBucket: one source, a replica per region), a NAS file system serves one ${GUIDE}`,
      };
    }
    if (burstFavoursObjectStorage(w, candidates)) {
      const share = (parameterValue(parameters, 'performanceNasReadMBps') ?? 0) / w.concurrentColdStarts;
      return {
        order: objectFirst,
        rule: `${w.concurrentColdStarts} instances starting at once favour ${oss}: NAS bandwidth is shared by every instance, ${formatMBps(share)} each here, below what each instance gets from OSS ${GUIDE}`,
      };
    }
    if (w.instanceMode === InstanceMode.PROVISIONED && !w.startupCritical) {
      return {
        order: [StorageStrategyId.OBJECT_STORAGE_MOUNT, StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED, StorageStrategyId.FILE_SYSTEM],
        rule: `Provisioned (idle) GPU instances load the model before traffic arrives, so the start time is not critical: OSS, the cheapest storage ${GUIDE}`,
      };
    }
    if (w.startupCritical) {
      return {
        order: [StorageStrategyId.FILE_SYSTEM, StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED, StorageStrategyId.OBJECT_STORAGE_MOUNT],
        rule: `On-demand GPU instances that need the fastest start read the model from Performance NAS ${GUIDE}`,
      };
    }
    return {
      order: [StorageStrategyId.OBJECT_STORAGE_MOUNT, StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED, StorageStrategyId.FILE_SYSTEM],
      rule: `The start time is not critical: OSS, the cheapest storage ${GUIDE}`,
    };
  },
};

/** What the NAS burst rule compares: NAS against OSS with the accelerator, or plain OSS where the accelerator is not offered. */
export interface BurstComparison {
  /** The estimated NAS cold start, in seconds, with the starts sharing its bandwidth. */
  readonly nasSeconds: number;
  /** The estimated cold start of the OSS strategy it is compared with, in seconds. */
  readonly ossSeconds: number;
  /** That OSS strategy's label. */
  readonly ossLabel: string;
  /** That OSS strategy. */
  readonly ossStrategy: StorageStrategyId;
  /** What each start gets from NAS, in MB/s. */
  readonly nasPerInstanceMBps?: number;
  /** What the two figures cover: the phases they count and those they leave out. */
  readonly phases: string;
}

/**
 * The burst rule's comparison for a workload whose candidates are estimated: NAS's estimate against
 * OSS with the accelerator (plain OSS where the accelerator is not offered). `decide()` and the
 * construct's NAS burst guard (GPUM-FC-NAS-BURST) both read it, so they cannot disagree.
 */
export function burstComparison(candidates: EstimatedCandidate[]): BurstComparison | undefined {
  const byId = (id: StorageStrategyId) => candidates.find((c) => c.id === id);
  const nas = byId(StorageStrategyId.FILE_SYSTEM);
  const accelerated = byId(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
  const oss = accelerated?.viable ? accelerated : byId(StorageStrategyId.OBJECT_STORAGE_MOUNT);
  const nasSeconds = nas?.estimate.totalSeconds;
  const ossSeconds = oss?.estimate.totalSeconds;
  if (!nas || !oss || nasSeconds === undefined || ossSeconds === undefined) return undefined;
  const [nasPhases, ossPhases] = [phaseSummary(nas.estimate, false), phaseSummary(oss.estimate, false)];
  const phases =
    nasPhases === ossPhases
      ? `both ${nasPhases.replace(/^counts/, 'count').replace('; leaves out', '; leave out')}`
      : `NAS ${nasPhases}; ${oss.label} ${ossPhases}`;
  return { nasSeconds, ossSeconds, ossLabel: oss.label, ossStrategy: oss.id, nasPerInstanceMBps: nas.estimate.perInstanceMBps, phases };
}

/** Whether instances starting together favour OSS over NAS by the estimates: more than one start, and NAS slower. */
export function burstFavoursObjectStorage(w: ResolvedWorkload, candidates: EstimatedCandidate[]): boolean {
  const comparison = burstComparison(candidates);
  return w.concurrentColdStarts > 1 && comparison !== undefined && comparison.nasSeconds > comparison.ossSeconds;
}

function baseImageStage(w: ResolvedWorkload): StageSpec[] {
  return w.baseImageSizeKnown
    ? [
        {
          label: 'base image pull',
          parameter: 'fcInstanceBandwidthGbps',
          phase: ColdStartPhase.IMAGE_PULL,
          bytes: w.baseImageSize.toBytes(),
        },
      ]
    : [];
}

/** The GPU instance's start: Alibaba publishes no figure, so it is left out unless set. */
const instanceStart: StageSpec = {
  label: 'GPU instance start',
  parameter: 'fcInstanceStartSeconds',
  phase: ColdStartPhase.PROVISIONING,
  optional: 'Function Compute publishes no GPU instance start time',
};

/** The VPC attach of a function with a vpc_config: Alibaba publishes no figure, so it is left out unless set. */
function vpcAttach(label: string): StageSpec {
  return {
    label,
    parameter: 'fcVpcAttachSeconds',
    phase: ColdStartPhase.NETWORK_CONNECT,
    optional: 'Function Compute publishes no figure for a VPC attach',
  };
}
