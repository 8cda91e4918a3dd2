import { ModelFormat } from '../../core/model-artifact';
import { ModelStorage } from '../../core/model-storage';
import { EksModelStorage } from '../eks-model-storage';
import { Size } from '../../core/size';
import { internetCandidate } from '../../core/storage-advice/internet-candidate';
import { Candidate, PlatformDecision, PlatformRules, parameterValue } from '../../core/storage-advice/candidate';
import { StageSpec, TransferPlan } from '../../core/storage-advice/estimate';
import { ColdStartPhase, PhaseExclusion, notPaid } from '../../core/storage-advice/phases';
import { formatSeconds, formatSize, sizeExpression } from '../../core/storage-advice/format';
import { EstimateParameter } from '../../core/storage-advice/parameters';
import { ResolvedWorkload } from '../../core/storage-advice/resolved-workload';
import { cite } from '../../core/storage-advice/sources';
import { EKS_IMAGE_MODEL_LIMIT } from '../image-limits';
import { EKS_INTERNET_PARAMETER } from './parameters';
import { SOURCES } from './sources';
import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { InstanceMode, ModelChangeFrequency, ModelReadPattern } from '../../core/storage-advice/workload';

const SOCI_BLUEPRINT = cite(SOURCES.sociBlueprint);
const FAST_MODEL_LOADING = cite(SOURCES.eksFastModelLoading);

const AWS_CLI_S3_CONFIG = cite(SOURCES.awsCliS3Config);

/** This image at the SOCI rate against the default containerd rate, both from the published benchmark. */
function pullComparison(bytes: number, parameters: EstimateParameter[]): string[] {
  const soci = parameterValue(parameters, 'eksImagePullSociMBps');
  const standard = parameterValue(parameters, 'eksImagePullDefaultMBps');
  if (!soci || !standard || bytes === 0) return [];
  return [
    `This image: about ${formatSeconds(bytes / 1e6 / soci)} with SOCI parallel pull against ${formatSeconds(bytes / 1e6 / standard)} with the default pull (estimate)`,
  ];
}

/** Amazon EKS with Karpenter: the image (SOCI, pre-pull, snapshot), download to NVMe, Mountpoint for S3, the internet. */
export const AWS_RULES: PlatformRules = {
  candidates(w: ResolvedWorkload, parameters: EstimateParameter[]): Candidate[] {
    const perNode = parameterValue(parameters, 'eksStartsPerNode') ?? 1;
    const imageBytes = w.modelSize.plus(w.baseImageSize).toBytes();
    const warm = w.instanceMode === InstanceMode.PROVISIONED;
    // Every on-demand cold start of a GPU pod launches a node (one GPU pod per node, eksStartsPerNode);
    // warm nodes are already Ready.
    const provisioning: StageSpec[] = warm
      ? []
      : [
          {
            label: 'Karpenter GPU node launch and readiness',
            parameter: 'eksNodeProvisioningSeconds',
            phase: ColdStartPhase.PROVISIONING,
            optional: 'no published figure for a GPU node launch, boot and GPU readiness',
          },
        ];
    const nodeExclusions: PhaseExclusion[] = [
      ...(warm ? [notPaid(ColdStartPhase.PROVISIONING, 'nodes are kept warm: no node is launched')] : []),
      notPaid(ColdStartPhase.NETWORK_CONNECT, "pods use the node's VPC networking: nothing to attach at start"),
    ];
    // The node class pulls with SOCI parallel pull unless it is turned off (GpuNodeClass soci: false).
    const pull = w.sociParallelPull
      ? { label: 'Bottlerocket SOCI parallel pull', parameter: 'eksImagePullSociMBps' }
      : { label: 'default containerd pull', parameter: 'eksImagePullDefaultMBps' };
    const base: StageSpec[] = [
      ...provisioning,
      ...(w.baseImageSizeKnown
        ? [
            {
              label: `base image pull (${pull.label})`,
              parameter: pull.parameter,
              phase: ColdStartPhase.IMAGE_PULL,
              bytes: w.baseImageSize.toBytes(),
            },
          ]
        : []),
    ];
    const nodeLink = { label: 'GPU node network', parameter: 'eksNodeNetworkGbps', sharedBy: perNode };
    const diskLink = w.localNvme
      ? { label: 'local NVMe (RAID0)', parameter: 'eksNvmeWriteMBps', sharedBy: perNode }
      : { label: 'root EBS volume', parameter: 'eksEbsWriteMBps', sharedBy: perNode };
    const large = w.modelSize.isGreaterThan(EKS_IMAGE_MODEL_LIMIT);
    const often = w.changeFrequency === ModelChangeFrequency.OFTEN;
    const imageSizeReasons = [
      ...(large
        ? [`At ${formatSize(w.modelSize)} every node pulls a very large image; large models download from S3 instead ${FAST_MODEL_LOADING}`]
        : []),
      ...(often ? ['Every model change rebuilds the image and every node pulls it again'] : []),
    ];
    const nvmeCaveat = w.localNvme ? [] : ['The published pull times were measured on nodes with RAID0 NVMe: expect slower pulls on EBS'];
    const sociPlan: TransferPlan = {
      bytes: imageBytes,
      links: [{ label: `image pull (${pull.label})`, parameter: pull.parameter, sharedBy: 1 }],
      stages: provisioning,
      transferPhase: ColdStartPhase.IMAGE_PULL,
      exclusions: nodeExclusions,
      notes: ['The image is pulled once per node: pods starting on the same node share the pull'],
    };

    const image: Candidate = {
      id: StorageStrategyId.CONTAINER_IMAGE,
      label: w.sociParallelPull ? 'Model in the image, SOCI parallel pull onto NVMe' : 'Model in the image, default containerd pull',
      storage: ModelStorage.containerImage(),
      settings: w.sociParallelPull
        ? 'ModelStorage.containerImage() on a Bottlerocket node class with SOCI parallel pull and instanceStorePolicy: RAID0'
        : 'ModelStorage.containerImage(); turn SOCI parallel pull back on in the GpuNodeClass (soci, on by default) for a pull about 5.6 times faster',
      viable: true,
      plan: sociPlan,
      reasons: [
        `SOCI parallel pull on Bottlerocket pulled a 9.35 GB image in 23.2 s against 130.8 s by default (published measurement) ${SOCI_BLUEPRINT}`,
        ...pullComparison(imageBytes, parameters),
        ...(w.sociParallelPull ? [] : ['SOCI parallel pull is off on these nodes: the estimate uses the default containerd pull rate']),
        ...imageSizeReasons,
      ],
      caveats: [
        ...nvmeCaveat,
        'Give the node class a data volume large enough for the unpacked image',
        `Slim the image: a runtime (not devel) base image and a multi-stage build ${cite(SOURCES.eksImageSize)}`,
      ],
    };

    const prePulled: Candidate = {
      id: StorageStrategyId.CONTAINER_IMAGE_PRE_PULLED,
      label: "Model in the image, pre-pulled by the pool's DaemonSet before the node takes pods",
      storage: EksModelStorage.containerImage({ prePull: true }),
      settings:
        'EksModelStorage.containerImage({ prePull: true }) (image pinned by digest) on a GpuNodeClass with imagePrePull: {} (a startup taint held until the pull ends)',
      viable: true,
      plan: warm
        ? {
            bytes: 0,
            links: [],
            stages: [],
            transferPhase: ColdStartPhase.IMAGE_PULL,
            exclusions: [
              ...nodeExclusions,
              notPaid(ColdStartPhase.IMAGE_PULL, 'the DaemonSet keeps the image on every warm node'),
              notPaid(ColdStartPhase.MODEL_BYTES, 'the model is in the image already on the node'),
            ],
            notes: ['Pods land on warm nodes that already hold the image: nothing to pull'],
          }
        : {
            ...sociPlan,
            notes: [
              "A new node takes pods only once the pool's DaemonSet has pulled the image (imagePrePull's startup taint): the first pod waits for that one pull instead of racing it, and starts from the local image",
            ],
          },
      reasons: [
        warm
          ? 'Nodes are kept warm, and the DaemonSet keeps the image on every one of them: pods start without a pull'
          : 'A new node still pulls the image once, but before it takes pods: no pod starts against a half-pulled image, and every later pod on the node starts without a pull',
        ...imageSizeReasons,
      ],
      caveats: [
        'Pin the image by digest',
        "Kubelet image garbage collection can evict the image: set the node class's imageGC thresholds",
        "Without the node class's imagePrePull the workload's own DaemonSet and the first pod on a new node pull at the same time",
        "imagePrePull needs Kubernetes >= 1.29 (native sidecars) and lets the DaemonSet's service account patch nodes; past its deadline (20 minutes by default) the node takes pods anyway",
      ],
    };

    const snapshot: Candidate = {
      id: StorageStrategyId.CONTAINER_IMAGE_SNAPSHOT,
      label: 'Model in the image, cached on an EBS snapshot',
      storage: ModelStorage.containerImage(),
      settings:
        "ModelStorage.containerImage() plus the node class's imageCacheSnapshot, built and refreshed by EksImageCacheSnapshot (an SSM Automation runbook, in the manner of aws-samples/bottlerocket-images-cache)",
      viable: true,
      plan: {
        bytes: imageBytes,
        links: [{ label: 'EBS snapshot hydration', parameter: 'eksSnapshotHydrationMBps', sharedBy: 1 }],
        stages: provisioning,
        transferPhase: ColdStartPhase.IMAGE_PULL,
        exclusions: nodeExclusions,
      },
      reasons: ['New nodes boot with the image already on their data volume: no registry pull', ...imageSizeReasons],
      caveats: [
        'Build the snapshot with the snapshotter the node boots with: a snapshot built with overlayfs on a SOCI node is wiped at boot',
        'instanceStorePolicy: RAID0 mounts NVMe over /var/lib/containerd and hides the cached images on NVMe instance types',
        'Rebuild the snapshot for every model version: EksImageCacheSnapshot reruns its runbook when the image list changes, then the node class is applied again to pick up the new id',
      ],
    };

    const download: Candidate = {
      id: StorageStrategyId.DOWNLOAD_AT_START,
      label: w.localNvme ? 'Parallel download from S3 into NVMe' : 'Parallel download from S3 onto EBS',
      // No concurrency or retries: only the classic client honours them, and setting them would
      // trade the default CRT client (which targets the node's network) for it.
      storage: ModelStorage.downloadAtStart(),
      settings: 'ModelStorage.downloadAtStart()',
      viable: true,
      plan: { bytes: w.modelSize.toBytes(), links: [nodeLink, diskLink], stages: base, exclusions: nodeExclusions },
      reasons: [
        `Local NVMe writes at roughly 30 GB/s against roughly 1 GB/s for EBS: download large or often-changed models there ${FAST_MODEL_LOADING}`,
        `The AWS CLI's CRT transfer client opens as many connections as its target bandwidth takes, and the library targets the node's network: the estimate assumes the download reaches it ${AWS_CLI_S3_CONFIG}`,
        'A model update is an upload to S3: no image rebuild',
      ],
      caveats: [
        'Reach S3 through a gateway VPC endpoint so that NAT does not become the bottleneck',
        "Setting concurrency or retries switches to the AWS CLI's classic client, which may not reach a large node's network",
      ],
    };

    const mount: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_MOUNT,
      label: 'Mountpoint for S3 volume',
      storage: EksModelStorage.mountpoint({ cacheSize: Size.mebibytes(w.modelSize.toMebibytesCeil()) }),
      settings: `EksModelStorage.mountpoint({ cacheSize: ${sizeExpression(w.modelSize)} })`,
      viable: true,
      plan: { bytes: w.modelSize.toBytes(), links: [nodeLink], stages: base, exclusions: nodeExclusions },
      reasons: [
        'No copy step: reads stream from S3, and the cache lives on an emptyDir (on NVMe with RAID0)',
        ...(w.readPattern === ModelReadPattern.RANDOM ? ['A FUSE mount: random reads are slower than from a local copy'] : []),
      ],
      caveats: ['Needs the Mountpoint for S3 CSI driver add-on'],
    };

    const stream: Candidate = {
      id: StorageStrategyId.OBJECT_STORAGE_STREAM,
      label: 'Streamed from S3 into GPU memory (Run:ai Model Streamer)',
      storage: ModelStorage.objectStorageStream(),
      settings: 'ModelStorage.objectStorageStream()',
      viable: w.modelFormat === ModelFormat.SAFETENSORS,
      plan: {
        bytes: w.modelSize.toBytes(),
        links: [nodeLink, { label: "the engine's Run:ai Model Streamer reading S3", parameter: 'eksStreamerS3MBps', sharedBy: 1 }],
        stages: base,
        exclusions: nodeExclusions,
        notes: [
          'The weights go from S3 to GPU memory as they arrive: this counts the load into the GPU that the engine start of the other strategies leaves out, and no disk is written',
        ],
      },
      reasons: [
        `The Run:ai Model Streamer read Llama 3 8B from S3 into GPU memory in 4.24 s (3.51 GiB/s, a g5.12xlarge) ${cite(SOURCES.streamerBenchmarks)}`,
        'No copy step, no volume, no CSI driver: the pod reads its prefix with its own Pod Identity, read-only',
        ...(w.modelFormat === ModelFormat.SAFETENSORS ? [] : [`The streamer reads safetensors only, and the model is ${w.modelFormat}`]),
      ],
      caveats: [
        `The engine must stream the URI itself: vLLM with vllm[runai] and --load-format runai_streamer, or SGLang ${cite(SOURCES.vllmStreamer)}`,
        "Raise the streamer's concurrency to fill the node's network (its default for object storage is 8 readers); with tensor parallel > 1 use distributed streaming",
        'Every cold start reads S3 again: nothing is cached on the node',
        'Reach S3 through a gateway VPC endpoint so that NAT does not become the bottleneck',
      ],
    };

    const internet = internetCandidate(w, EKS_INTERNET_PARAMETER, nodeLink);
    return [
      image,
      prePulled,
      snapshot,
      download,
      stream,
      mount,
      { ...internet, plan: { ...internet.plan, stages: base, exclusions: nodeExclusions } },
    ];
  },

  decide(w: ResolvedWorkload): PlatformDecision {
    if (!w.modelSize.isGreaterThan(EKS_IMAGE_MODEL_LIMIT) && w.changeFrequency === ModelChangeFrequency.RARELY) {
      if (w.instanceMode === InstanceMode.PROVISIONED) {
        return {
          order: [StorageStrategyId.CONTAINER_IMAGE_PRE_PULLED, StorageStrategyId.CONTAINER_IMAGE, StorageStrategyId.DOWNLOAD_AT_START],
          rule: 'A small, rarely changed model ships in the image; with warm nodes a DaemonSet keeps it pulled on every node, so pods start without a pull',
        };
      }
      return {
        order: [StorageStrategyId.CONTAINER_IMAGE, StorageStrategyId.CONTAINER_IMAGE_PRE_PULLED, StorageStrategyId.DOWNLOAD_AT_START],
        rule: w.sociParallelPull
          ? `A small, rarely changed model ships in the image, pulled with SOCI parallel pull onto NVMe ${SOCI_BLUEPRINT}`
          : `A small, rarely changed model ships in the image; turn SOCI parallel pull on for the pull (23.2 s against 130.8 s for a 9.35 GB image) ${SOCI_BLUEPRINT}`,
      };
    }
    return {
      order: [
        StorageStrategyId.DOWNLOAD_AT_START,
        StorageStrategyId.OBJECT_STORAGE_STREAM,
        StorageStrategyId.OBJECT_STORAGE_MOUNT,
        StorageStrategyId.CONTAINER_IMAGE,
      ],
      rule: `A large or often-changed model downloads from S3 at start into local NVMe ${FAST_MODEL_LOADING}; an engine that streams it from S3 into GPU memory skips the copy`,
    };
  },
};
