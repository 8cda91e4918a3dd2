import type { CodeCatalogue } from '../core/codes';

/** The IDs Google Cloud Run reports: data for docs/codes.md and its test, not loaded at synth. */
export const CODES: CodeCatalogue = {
  owner: 'google',
  areas: [
    {
      title: 'Google Cloud Run',
      codes: [
        {
          code: 'GPUM-CR-NAME-DUPLICATE',
          level: 'error',
          meaning: 'Two Cloud Run workloads (or two staging jobs) in one app, project and region have the same `name`.',
          fix: 'Give one of them another name.',
        },
        {
          code: 'GPUM-CR-SERVICE-ACCOUNT-DUPLICATE',
          level: 'error',
          meaning: 'Two workloads in one app and project create a service account with the same account ID.',
          fix: 'Give one of them another `accountId`, or share one account with `CloudRunServiceAccount.fromEmail()`.',
        },
        {
          code: 'GPUM-CR-NAME',
          level: 'error',
          meaning: '`name` is not a Cloud Run name.',
          fix: 'Use up to 49 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen.',
        },
        {
          code: 'GPUM-CR-CONSTRUCT-ID',
          level: 'error',
          meaning:
            "A Cloud Run construct's ID is empty or holds a Terraform template (`${`, `%{`), which reaches the construct path the library writes into output and resource descriptions, where Terraform refuses templates.",
          fix: 'Give a literal ID of letters, digits, `-` and `_`.',
        },
        {
          code: 'GPUM-CR-PROJECT',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "A project (`project`, the stack's google provider's, a network or subnetwork path's, a service account email's) is not a Google Cloud project ID: 6 to 30 lower-case letters, digits and hyphens, starting with a letter, not ending with a hyphen (error). A project number (all digits) where the ID belongs: IAM members and the model bucket's derived name need the ID (warning).",
          fix: 'Give the project ID (`gcloud projects describe <number> --format="value(projectId)"` for a number).',
        },
        {
          code: 'GPUM-CR-PROVIDER',
          level: 'error',
          meaning: '`provider` is not a google provider: every resource of the construct would stay on the default google provider.',
        },
        {
          code: 'GPUM-CR-CHOICE',
          level: 'error',
          meaning:
            '`launchStage` or `httpServing.ingress` is not a member of its enum, or `deletionProtection` or `gpuZonalRedundancy` is not true, false or a token: a value plain JavaScript or a JSON config can give, which Cloud Run refuses at apply.',
          fix: 'Use the enum (`CloudRunLaunchStage.GA`, `CloudRunIngress.ALL`…), or a literal true or false.',
        },
        {
          code: 'GPUM-CR-COMMAND',
          level: 'error',
          meaning: '`command` or `args` is not a list of strings, or a word of `command` is empty.',
          fix: "Give a list of strings, such as `['vllm', 'serve', '/mnt/models/llama']`.",
        },
        {
          code: 'GPUM-CR-LABEL',
          level: 'error',
          meaning: "A label breaks Google Cloud's label rules (key or value characters or length, or more than 64 labels).",
          fix: 'Keys of 1 to 63 lower-case letters, digits, `_` and `-` starting with a letter; values of 0 to 63 of the same; at most 64.',
        },
        {
          code: 'GPUM-CR-REGION',
          level: 'error',
          meaning: '`region` is not a Google Cloud region (a zone such as `us-central1-a` is not one).',
          fix: 'Give a region such as `us-central1`.',
        },
        {
          code: 'GPUM-CR-GPU-TYPE',
          level: 'error',
          meaning:
            '`gpuType` is not a Cloud Run GPU type, or is a Terraform token (the GPU type sets the vCPU, memory and region checks at synth).',
          fix: 'Use a `CloudRunGpuType`, as a literal.',
        },
        {
          code: 'GPUM-CR-GPU-REGION',
          level: 'warning',
          meaning: 'The GPU type is not documented in the region for this kind of workload, or only by invitation there.',
          fix: 'Pick a listed region, or request access before deploying.',
        },
        {
          code: 'GPUM-CR-GPU-PREVIEW',
          level: 'warning',
          meaning: 'The GPU type is in Preview on Cloud Run (pre-GA terms, limited support, quota by request).',
          fix: 'Accept the Preview terms, or use a GA GPU type such as `CloudRunGpuType.NVIDIA_L4`.',
        },
        {
          code: 'GPUM-CR-CPU',
          level: 'error',
          meaning: '`cpu` is not allowed with the GPU type (Cloud Run requires a minimum per GPU).',
          fix: 'Use a CPU count the message gives.',
        },
        {
          code: 'GPUM-CR-CPU-MEMORY',
          level: 'error',
          meaning: 'The memory limit is outside the range Cloud Run allows for the CPU count, so it rejects the revision.',
          fix: 'Change `cpu` or `memory` as the message says.',
        },
        {
          code: 'GPUM-CR-MEMORY-RANGE',
          level: 'error',
          meaning: '`memory` is below the minimum or above the maximum for an instance with the GPU type.',
          fix: 'Set memory within the range the message gives.',
        },
        {
          code: 'GPUM-CR-MEMORY',
          level: 'error',
          meaning: 'The memory limit cannot hold the serving process, the in-memory file cache and the downloaded model together.',
          fix: 'Raise `memory`, shrink the cache, lower `servingProcessMemory`, or take an alternative the message names: the RTX PRO 6000 (instances from 80 GiB), or buffered reads instead of the in-memory cache or download.',
        },
        {
          code: 'GPUM-CR-RANGE',
          level: 'error',
          meaning: 'A count (instances, concurrency, port) is outside what Cloud Run accepts.',
          fix: 'Give a whole number in the range the message gives.',
        },
        {
          code: 'GPUM-CR-INSTANCE-COUNT',
          level: 'error',
          meaning: "`instanceCount` sets a worker pool's size, and this workload is a service (`httpServing`).",
        },
        {
          code: 'GPUM-CR-PROJECT-APIS',
          level: 'warning',
          alsoLevel: 'error',
          meaning:
            '`enableApis` is unset: the project needs the APIs the workload calls (run, and iam, storage, compute, secretmanager for what it creates) enabled, and a new project has them off. Said once per project in the app, whatever the number of stacks: each API is named on the first workload that needs it (warning). `enableApis` is a Terraform token or not a boolean: the library creates the `google_project_service` resources or not by it at synth (error).',
          fix: 'Set `enableApis: true` for the stack to enable them, or `enableApis: false` once the project has them (`gcloud services enable …`), as a literal.',
        },
        {
          code: 'GPUM-CR-PUBLIC-SERVICE',
          level: 'warning',
          alsoLevel: 'error',
          meaning:
            '`allowUnauthenticated`: anyone on the internet can call the service and spend its GPU time (warning); or it is a Terraform token or not a boolean, and the library creates the public invoker grant or not by it at synth (error).',
          fix: 'Put an authenticating proxy or API gateway in front, or require `roles/run.invoker`; give `allowUnauthenticated` as a literal true or false.',
        },
        {
          code: 'GPUM-CR-ENV-RESERVED',
          level: 'error',
          meaning: 'An environment variable is reserved by Cloud Run or set by the construct (`MODEL_*`, `CLOUDSDK_*`).',
          fix: 'Rename it (set `httpServing.port` for the port).',
        },
        {
          code: 'GPUM-CR-MOUNT-PATH',
          level: 'error',
          meaning: "The model's `mountPath` is not allowed on Cloud Run, or overlaps the file cache's mount.",
          fix: 'Use a directory such as `/mnt/models/<name>`.',
        },
        {
          code: 'GPUM-CR-STARTUP-PROBE',
          level: 'error',
          meaning: 'A startup probe setting is out of range, its path does not start with `/`, or a worker probe is set on a service.',
          fix: 'Use the ranges the message gives; on a service use `httpServing.startupProbe`.',
        },
        {
          code: 'GPUM-CR-STARTUP-PROBE-WINDOW',
          level: 'warning',
          meaning: "The startup probe's failure window (failureThreshold x period) is longer than Cloud Run documents.",
          fix: 'Lower failureThreshold or period, and lengthen initialDelay.',
        },
        {
          code: 'GPUM-CR-STARTUP-WINDOW',
          level: 'warning',
          meaning: "The model may take longer to load than the startup probe's window, and Cloud Run then shuts the instance down.",
          fix: 'Lengthen the probe window, or use a faster storage strategy.',
        },
        {
          code: 'GPUM-CR-WORKER-STARTUP-PROBE',
          level: 'info',
          meaning: 'The worker pool has no startup probe, so an instance counts as started when its container starts.',
          fix: 'If the worker listens on a port, set `workerStartupProbe`.',
        },
        {
          code: 'GPUM-CR-WORKER-POOL-BILLING',
          level: 'info',
          meaning:
            'A GPU worker pool scales only manually and bills its GPUs while instances exist (none at `instanceCount: 0`); each scale-up cold-starts the added instances, with the estimate for the strategy.',
          fix: 'Park the pool at `instanceCount: 0` when idle; plan each scale-up for the cold start shown.',
        },
        {
          code: 'GPUM-CR-RAPID-CACHE',
          level: 'info',
          meaning:
            "A Rapid Cache (Anywhere Cache) is in front of the model's bucket: the first cold start per zone still reads the bucket, and the cache costs extra (storage while cached, ingest, reads).",
          fix: 'Keep it where cold starts repeat within the TTL; remove `rapidCache` to stop its charges.',
        },
        {
          code: 'GPUM-CR-RAPID-CACHE-ZONE',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "`rapidCache.zones` is empty, names a zone twice or a zone outside the workload's region, or zones are needed because the catalogue does not list the region (error); a zone the catalogue does not list for the region (warning).",
          fix: 'Give distinct zones of the region, or leave `zones` out for every zone of a catalogued region.',
        },
        {
          code: 'GPUM-CR-RAPID-CACHE-PARTIAL',
          level: 'info',
          meaning: 'The Rapid Cache leaves out zones of the region: Cloud Run does not pin a zone, so cold starts there read the bucket.',
          fix: 'Leave `rapidCache.zones` out to cache in every zone of the region.',
        },
        {
          code: 'GPUM-CR-RAPID-CACHE-TTL',
          level: 'error',
          meaning: "`rapidCache.ttl` is outside Cloud Storage's range of 1 hour to 7 days, or not whole seconds.",
        },
        {
          code: 'GPUM-CR-RAPID-CACHE-ADMISSION',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            '`rapidCache.admissionPolicy` is not a known policy (error), or is admit-on-second-miss, which newer providers deprecate and a whole-model read gains nothing from (warning).',
          fix: 'Use `CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_FIRST_MISS` (the default).',
        },
        {
          code: 'GPUM-CR-SERVICE-ACCOUNT',
          level: 'error',
          meaning: 'The service account email or ID is not valid.',
          fix: 'Give `name@project.iam.gserviceaccount.com`, or an ID of 6 to 30 lower-case letters, digits and hyphens.',
        },
        {
          code: 'GPUM-CR-IMAGE-LARGE',
          level: 'warning',
          meaning: "The image with the model is past Cloud Run's guidance of images under 10 GB.",
          fix: 'Put the model in Cloud Storage: `ModelStorage.downloadAtStart()` or `ModelStorage.objectStorageMount()`.',
        },
        {
          code: 'GPUM-CR-DOWNLOAD-COMMAND',
          level: 'error',
          meaning: "`ModelStorage.downloadAtStart()` runs the download before the server, so it needs the server's command line.",
        },
        {
          code: 'GPUM-CR-STAGING-COMMAND',
          level: 'error',
          meaning: "The model is staged, and the staging marker check runs in front of the server's command, which is not set.",
        },
        {
          code: 'GPUM-CR-STAGING-RESOURCES',
          level: 'error',
          meaning:
            "The staging job's `cpu` is not a vCPU count Cloud Run jobs take (1, 2, 4, 6, 8), or its `memory` is outside that count's range (4 vCPU: 2 to 16 GiB; 6: 4 to 24 GiB; 8: 4 to 32 GiB).",
          fix: 'Use a count of the table and a memory in its range, as the message says (more than 16 GiB needs 6 vCPU, more than 24 GiB 8).',
        },
        {
          code: 'GPUM-CR-STAGING-MEMORY',
          level: 'warning',
          meaning:
            "The staging task's memory is below what its write path can need: gcsfuse streams a new file with about 64 MiB, but stages the whole file in its temp-dir (in memory on Cloud Run) when it cannot stream it: a file written again after a broken transfer, and every file past the fourth open at once (`concurrency` above 4; gcsfuse's `write-global-max-blocks` is 4 outside its high-performance machines). The largest file is the model for a single-file format (GGUF, ONNX, other) and a 10 GB shard for safetensors and PyTorch checkpoints.",
          fix: 'Give `staging.memory` of at least the largest file times the files staged whole, plus 2 GiB (more than 16 GiB needs `cpu` 6, more than 24 GiB `cpu` 8), or `concurrency` 4 or less.',
        },
        {
          code: 'GPUM-CR-STAGING-IMAGE',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "The staging job's `image` is empty, a URL, holds a Terraform template, or is not an image reference (error); it has no tag or the tag `latest`, which can point at another image at the next execution (warning).",
          fix: 'Give `registry/repository:tag` or `registry/repository@sha256:<digest>` with a version tag or digest.',
        },
        {
          code: 'GPUM-CR-STAGING-SOURCE',
          level: 'error',
          meaning:
            "`CloudRunModelStaging` was given a pre-staged model, or a `gs://` source (`ModelSource.objectStorage`) is in the destination bucket and its prefix holds, or lies inside, the model's `storagePath`: the copy would read its own output.",
          fix: "Give the model a source (`ModelSource.huggingFace`, `modelScope` or `objectStorage`); use a source prefix outside the model's `storagePath`, or another `storagePath`.",
        },
        {
          code: 'GPUM-CR-STAGING-STORAGE',
          level: 'error',
          meaning: "The model has a source, but the workload's strategy (the image, the internet) has no bucket to stage it into.",
        },
        {
          code: 'GPUM-CR-STAGING-TIMEOUT',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "The staging timeout is past Cloud Run's task limit of 168 hours (error), or shorter than the staging estimate for the model (`StagingEstimator`), so that the task and apply give up while the copy runs (warning).",
          fix: 'Give at most `Duration.hours(168)`, and at least the estimate the message gives; or leave `timeout` out.',
        },
        {
          code: 'GPUM-CR-STAGING-TOKEN',
          level: 'error',
          meaning:
            "The hub token's Secret Manager version is a Terraform reference: `secret_key_ref` needs the secret and the version apart, at synth.",
        },
        {
          code: 'GPUM-CR-STAGING-WAIT',
          level: 'error',
          meaning:
            "`CloudRunModelStaging.waitScript()`'s timeout is under a second, past 168 hours or not a number: the server would not wait for the staging marker, or forever.",
        },
        {
          code: 'GPUM-CR-DOWNLOAD-TUNING',
          level: 'error',
          meaning:
            'A `downloadAtStart()` setting (concurrency, partSize, retries) is out of range, or it or `downloader` is a Terraform token (the download script and its counts are computed at synth), or `downloader` is not a `CloudRunModelDownloader`.',
          fix: 'Give a literal value, in the range the message gives; a `CloudRunModelDownloader` for `downloader`.',
        },
        {
          code: 'GPUM-CR-BUCKET-NAME',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "`bucketName` or `modelBucket` is not a Cloud Storage bucket name (error), or a new bucket's global name comes from the construct path alone, with no project known (warning).",
          fix: "Give the bucket's name (not a gs:// URL); for a new bucket, give the project (a literal or a variable) before the first deploy.",
        },
        {
          code: 'GPUM-CR-BUCKET-OPTION',
          level: 'error',
          meaning:
            'Options for a new bucket are given with an existing bucket, both `bucketName` and `modelBucket` are set, or `modelBucket` is set for a strategy that reads no bucket.',
          fix: 'Remove the options, give the existing bucket once, or drop `modelBucket`.',
        },
        {
          code: 'GPUM-CR-BUCKET-SHARED',
          level: 'warning',
          meaning:
            'The read grant on an existing bucket has an IAM condition, which needs uniform bucket-level access, and the bucket is not one of this app with it on (a bucket of any stack of the app named by its literal name, or of this stack by reference).',
          fix: 'Turn on uniform bucket-level access on the bucket.',
        },
        {
          code: 'GPUM-CR-SHARED-STORE',
          level: 'error',
          meaning:
            '`CloudRunModelStorage.sharedWith(first)` names a workload whose model is not in a Cloud Storage bucket (its image, the internet), or `staging` is set beside a model the first workload stages.',
          fix: 'Share the bucket of a workload on a Cloud Storage strategy; set `staging` on the workload that stages the model.',
        },
        {
          code: 'GPUM-CR-BUCKET-UNIFORM-ACCESS',
          level: 'error',
          meaning:
            "`modelBucket` is a `StorageBucket` of this app with uniform bucket-level access off or unset (Cloud Storage's default): the read grant's IAM condition would fail to apply.",
        },
        {
          code: 'GPUM-CR-UPLOAD-MODEL',
          level: 'info',
          meaning: 'The new bucket starts empty.',
          fix: "Upload the model's files under its prefix before the first instance starts (the stack output `ModelUri`).",
        },
        {
          code: 'GPUM-CR-CACHE-SMALLER-THAN-MODEL',
          level: 'warning',
          meaning: 'The gcsfuse file cache is smaller than the model: it evicts while the model loads.',
          fix: 'Size the cache to the model, or use `bufferedRead`.',
        },
        {
          code: 'GPUM-CR-SUBNET-PGA',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "The subnetwork has Private Google Access off, or is a `ComputeSubnetwork` of this app that leaves it unset (Google's default is off) (error); or an existing subnetwork's setting is unknown or a Terraform token (warning): with ALL_TRAFFIC egress every Cloud Storage read fails.",
          fix: 'Set `privateIpGoogleAccess: true` on the subnetwork.',
        },
        {
          code: 'GPUM-CR-SUBNET-RANGE',
          level: 'error',
          meaning: '`ipCidrRange` is not an IPv4 range large enough for Direct VPC.',
        },
        {
          code: 'GPUM-CR-SUBNET-REGION',
          level: 'error',
          meaning: "The subnetwork is in another region than the workload; Direct VPC needs one in the workload's region.",
        },
        {
          code: 'GPUM-CR-NETWORK',
          level: 'error',
          meaning:
            "A network or subnetwork is empty, not a Compute Engine name or path, or a subnetwork's path given as the network (or the other way round); or a network tag is not a Compute Engine tag (1 to 63 lower-case letters, digits and hyphens), is given twice, or there are more than 64.",
          fix: 'Give `projects/<project>/global/networks/<name>` (or the name) as the network and `projects/<project>/regions/<region>/subnetworks/<name>` as the subnetwork, and tags such as `gpu-workers`.',
        },
        {
          code: 'GPUM-CR-SHARED-VPC',
          level: 'warning',
          meaning: 'The subnetwork is in another project (a Shared VPC): Direct VPC needs grants to the Cloud Run service agent there.',
          fix: "Grant the roles the message names to the workload project's Cloud Run service agent in the host project.",
        },
        {
          code: 'GPUM-CR-EGRESS-ALL-TRAFFIC',
          level: 'info',
          meaning: 'With ALL_TRAFFIC egress all outbound traffic takes the VPC: the internet only through Cloud NAT.',
          fix: 'Add Cloud NAT to the subnetwork if the workload reaches the internet (`cloudNat: CloudRunCloudNat.create()`).',
        },
        {
          code: 'GPUM-CR-INTERNET-NETWORK',
          level: 'error',
          meaning:
            "`ModelStorage.internet()` without a network: Cloud Run's GPU best practice downloads over Direct VPC with ALL_TRAFFIC egress and Cloud NAT.",
          fix: 'Set `network: CloudRunNetwork.create()` (it creates the Cloud Router and Cloud NAT), or an existing network with `cloudNat`.',
        },
        {
          code: 'GPUM-CR-INTERNET-NAT',
          level: 'error',
          meaning:
            '`ModelStorage.internet()` on an existing network that names no Cloud NAT, or a Cloud NAT given by an object without a gateway name, or a Cloud NAT of this app in another region than the workload: internet requests would time out.',
          fix: 'Set `cloudNat` on the network: `CloudRunCloudNat.create()`, `.fromResource(nat)` or `.existing()`.',
        },
        {
          code: 'GPUM-CR-INTERNET-EGRESS',
          level: 'warning',
          meaning:
            'The internet model downloads over Direct VPC and Cloud NAT, which Cloud Run documents can delay a new instance by 30 s or more (and Cloud NAT is billed); an existing gateway cannot be checked.',
          fix: 'Accept the delay, or copy the model to Cloud Storage and use `ModelStorage.downloadAtStart()`.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-MODES',
          level: 'error',
          meaning: '`objectStorageMount()` sets both `fileCache` and `bufferedRead`, which gcsfuse treats as mutually exclusive.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-DEFAULT-MODE',
          level: 'info',
          meaning: '`objectStorageMount()` sets neither `fileCache` nor `bufferedRead`, so buffered reads are used.',
          fix: 'Set `fileCache` for random reads; nothing to do for sequential loads.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-PARALLEL-DOWNLOADS',
          level: 'error',
          meaning: '`fileCache.parallelDownloads` is not a literal true or false: it decides the mount options at synth.',
          fix: 'Give true or false.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-CACHE-SIZE',
          level: 'error',
          meaning: '`fileCache.size` is below 1 MiB.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-READ-BLOCKS',
          level: 'error',
          meaning: '`bufferedRead.maxBlocks` is not a whole number of at least 1.',
          fix: 'Give a whole number of at least 1.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-CACHE-FLAG',
          level: 'error',
          meaning: 'A mount option tunes the file cache (or its parallel downloads), which this mount does not have on.',
          fix: 'Set `fileCache: { size }` (with `parallelDownloads: true`), or remove the option.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-BUFFERED-FLAG',
          level: 'error',
          meaning: 'A mount option tunes buffered reads, which gcsfuse turns off when the file cache is on.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE',
          level: 'error',
          meaning: '`file-cache-enable-parallel-downloads` without a file cache: gcsfuse refuses to start.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-MANAGED',
          level: 'error',
          meaning: 'A mount option is one the construct sets from another property.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-UNSUPPORTED',
          level: 'error',
          meaning: 'A mount option is not supported on a Cloud Run model mount.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-UNKNOWN-FLAG',
          level: 'error',
          meaning: 'A mount option is not a gcsfuse command-line flag (or is a config-file key).',
          fix: 'Use the flag the message suggests, without `--`.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-VALUE',
          level: 'error',
          meaning: "A mount option's value is one gcsfuse refuses.",
          fix: 'Give a value of the type or range the message gives.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-SYNTAX',
          level: 'error',
          meaning: 'A mount option is empty or has white space.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-DASHES',
          level: 'error',
          meaning: 'A mount option starts with `-`; Cloud Run adds the dashes itself.',
          fix: 'Write it without the leading dashes.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-DUPLICATE',
          level: 'error',
          meaning: 'A mount option is given twice.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-TOKEN',
          level: 'error',
          meaning: 'A mount option is a Terraform reference; mount options are checked at synth.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-DEPRECATED',
          level: 'warning',
          meaning: 'A mount option is deprecated in gcsfuse.',
          fix: 'Remove it.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-HIDDEN',
          level: 'warning',
          meaning: 'A mount option is a hidden (experimental or internal) gcsfuse flag, which an older gcsfuse refuses.',
          fix: 'Try it on a test revision first.',
        },
        {
          code: 'GPUM-CR-GCSFUSE-NEW-FLAG',
          level: 'warning',
          meaning: 'A mount option is newer than the gcsfuse Cloud Run is known to run; an older gcsfuse refuses unknown flags.',
          fix: 'Try it on a test revision first, or remove it.',
        },
      ],
    },
    {
      title: 'Policy pack (GpuModelChecks): Cloud Run rules',
      intro: 'The rules that hold on Cloud Run only (src/google/checks/). See [advice.md](advice.md#check-any-stack).',
      codes: [],
      checkRules: ['GPUM-CHECK-GCS-CACHE', 'GPUM-CHECK-GCS-MOUNT-OPTIONS', 'GPUM-CHECK-GCS-EGRESS', 'GPUM-CHECK-GCS-PRIVATE-ACCESS'],
    },
  ],
};
