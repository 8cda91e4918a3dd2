import type { CodeCatalogue } from '../core/codes';

/** The IDs Alibaba Function Compute reports: data for docs/codes.md and its test, not loaded at synth. */
export const CODES: CodeCatalogue = {
  owner: 'alicloud',
  areas: [
    {
      title: 'Alibaba Function Compute',
      codes: [
        {
          code: 'GPUM-FC-BUCKET-NAME',
          level: 'error',
          meaning:
            "An OSS bucket name (`FcModelStorage.ossMount`/`ModelStorage.objectStorageMount` `bucketName`, `FcModelStaging` `ossBucketName`, `FcReplicatedModelBucket` `sourceBucketName`, or an OSS mount point's) breaks OSS's naming rule or holds a wildcard.",
          fix: "Give the bucket's exact name (not an oss:// URL, no prefix: the error names it): 3 to 63 lower-case letters, digits and hyphens, starting and ending with a letter or digit.",
        },
        {
          code: 'GPUM-FC-CPU',
          level: 'error',
          meaning: '`cpu` is NaN, infinite, negative or a Terraform token (the spec table needs the number at synth).',
          fix: "Give a literal number of vCPUs, or leave it unset for the GPU type's spec.",
        },
        {
          code: 'GPUM-FC-MEMORY',
          level: 'error',
          meaning: '`memorySizeMiB` is NaN, infinite, not whole, below 1 or a Terraform token.',
          fix: "Give a literal whole number of MiB, or leave it unset for the GPU type's spec.",
        },
        {
          code: 'GPUM-FC-ZONE',
          level: 'error',
          meaning:
            "The vSwitch zone of the function or of its staging function (`network.zoneId`, `stagingNetwork`'s zone) is not a zone ID (`<region>-<letter>` or `<numbered region><letter>`), or is a zone of another region.",
          fix: "Give a zone of the function's region, such as `cn-hangzhou-j` for `cn-hangzhou`.",
        },
        {
          code: 'GPUM-FC-FUNCTION-NAME-DUPLICATE',
          level: 'error',
          meaning: 'Two functions in one app and region have the same `functionName`.',
          fix: 'Give one of them another name.',
        },
        {
          code: 'GPUM-ENV-RESERVED',
          level: 'error',
          meaning: 'An environment variable is already set by the function (the `MODEL_*` variables come from the model).',
          fix: 'Choose another name.',
        },
        {
          code: 'GPUM-FC-FUNCTION-NAME',
          level: 'error',
          meaning:
            '`functionName` is not a name Function Compute accepts: 1 to 64 letters, digits, `_` or `-`, not starting with a digit or `-` (CreateFunctionInput; the provider checks the characters only).',
          fix: 'Use 1 to 64 letters, digits, `_` or `-`, starting with a letter or `_`.',
        },
        {
          code: 'GPUM-FC-GPU-TYPE',
          level: 'error',
          meaning:
            'The GPU type is unknown, Function Compute offers it but the alicloud provider (1.289) does not accept it, or it is a Terraform token (the spec is chosen by it at synth).',
          fix: 'Use a GPU type the message lists, as a literal, or deploy the function through ROS (`ALIYUN::FC3::Function`) for newer types.',
        },
        {
          code: 'GPUM-FC-GPU-MEMORY',
          level: 'error',
          meaning: "`gpuMemorySize` differs from the card's memory: Function Compute sells whole cards only.",
        },
        {
          code: 'GPUM-FC-CPU-MEMORY-RATIO',
          level: 'warning',
          meaning:
            'A ranged GPU type (tesla.1, ampere.1) is given a vCPU-to-memory (GB) ratio outside 1:1 to 1:4. FC documents that ratio for CPU instances (and the provider for every function); no source shows it for GPU functions, and the fixed GPU specs break it (ada.1: 4 vCPU with 32 GB).',
          fix: 'Use the memory range the message gives for the vCPU, or keep the pair if you have deployed it.',
        },
        {
          code: 'GPUM-FC-GPU-SPEC',
          level: 'error',
          meaning: 'The `cpu` and `memorySizeMiB` pair is not one the GPU type offers.',
          fix: 'Use one of the specs the message lists (cpu in steps of 0.05, memory in steps of 64 MB).',
        },
        {
          code: 'GPUM-FC-MEMORY-PROVIDER-LIMIT',
          level: 'error',
          meaning: 'The spec needs more memory than the alicloud provider (1.289) lets `memory_size` have.',
          fix: 'Use a smaller spec the message lists, or deploy through ROS (`ALIYUN::FC3::Function`) for the larger one.',
        },
        {
          code: 'GPUM-FC-PROVISIONED-GPU',
          level: 'error',
          meaning: 'The GPU type cannot have provisioned instances (only the Ada, Ada.2, Ada.3, Hopper and Xpu.1 series can).',
          fix: 'Use a GPU type that supports provisioned instances, or remove `provisioned`.',
        },
        {
          code: 'GPUM-FC-PROVISIONED-TARGET',
          level: 'error',
          meaning: 'A provisioned instance count is not a whole number in range, or a policy has `minCapacity` above `maxCapacity`.',
          fix: 'Give whole numbers from 0 to the provider maximum, with `minCapacity` at most `maxCapacity`.',
        },
        {
          code: 'GPUM-FC-PROVISIONED-METRIC',
          level: 'error',
          meaning: 'A target tracking policy names a metric Function Compute does not track, or a target outside (0, 1].',
          fix: 'Use an `FcProvisionMetric` and a utilization between 0 (exclusive) and 1, such as 0.6.',
        },
        {
          code: 'GPUM-FC-PROVISIONED-SCHEDULE',
          level: 'error',
          meaning:
            "A provisioned policy's `scheduleExpression` is not FC's `cron(...)` (six fields, seconds first) or `at(...)` (FC documents no `rate(...)`), its `name` is empty or used twice, its `startTime`/`endTime` is not ISO 8601 or not in order, or its `timeZone` is not an IANA time zone.",
          fix: 'Write `cron(0 0 8 * * *)` or `at(2025-08-01T20:00:00)`, a unique name, ISO 8601 bounds with the end after the start, and a zone such as `Asia/Shanghai`.',
        },
        {
          code: 'GPUM-FC-RANGE',
          level: 'error',
          meaning:
            "`timeout`, `instanceConcurrency`, `diskSizeMiB` or `port` is outside what Function Compute accepts; or the staging function's `cpu` (0.05 to 16 vCPU in steps of 0.05), `memorySizeMiB` (64 to 32768 MB in steps of 64) or their ratio (1 to 4 GB per vCPU) is.",
          fix: 'Use a number in the range the message gives.',
        },
        {
          code: 'GPUM-FC-HEALTH-CHECK',
          level: 'error',
          meaning: 'A `healthCheck` setting is out of range, or its path does not start with `/`.',
          fix: 'Use whole seconds and counts in the ranges the message gives, and a path such as `/health`.',
        },
        {
          code: 'GPUM-FC-HTTP-TRIGGER',
          level: 'error',
          meaning:
            "`httpTrigger.methods` is empty, names a method Function Compute does not route, or is a Terraform token as a whole (its items may be references); or `httpTrigger.disableUrlInternet` is a Terraform token or not a boolean (the construct's `url` and the trigger's config are chosen by it at synth); or `httpTrigger.authType` is a literal outside `FcHttpAuthType` (from plain JavaScript).",
          fix: 'Use some of the `FcHttpMethod` values, in a literal list; give `disableUrlInternet` as a literal true or false; give `authType` as `FcHttpAuthType.FUNCTION` or `FcHttpAuthType.ANONYMOUS`.',
        },
        {
          code: 'GPUM-FC-HTTP-ANONYMOUS',
          level: 'warning',
          meaning:
            'The HTTP trigger accepts anonymous requests: anyone with the URL can spend your GPU time. Also when `httpTrigger.authType` is a Terraform token: it reaches the trigger as given, and could be anonymous.',
          fix: 'Use `FcHttpAuthType.FUNCTION` (as a literal), or put an authenticating gateway in front.',
        },
        {
          code: 'GPUM-FC-SERVICE-LINKED-ROLE',
          level: 'error',
          meaning:
            '`createServiceLinkedRole` is a Terraform token or not a boolean: the library creates the service-linked role (AliyunServiceRoleForFC) or not by it at synth.',
          fix: 'Give `createServiceLinkedRole` as a literal true or false.',
        },
        {
          code: 'GPUM-FC-LOG-CONFIG',
          level: 'error',
          meaning: 'Only one of `logProject` and `logStore` is given.',
          fix: 'Give both (an existing SLS project and logstore), or neither.',
        },
        {
          code: 'GPUM-FC-PREWARM',
          level: 'error',
          meaning:
            '`prewarmModel` is combined with `ModelStorage.internet()`, `prewarmTimeout` is set without it, the timeout is out of range, or `prewarmModel` is a Terraform token or not a boolean (the initializer is added or not by it at synth).',
          fix: 'Store the model on NAS or OSS to prewarm it, give whole seconds up to the initializer maximum, and `prewarmModel` as a literal true or false.',
        },
        {
          code: 'GPUM-FC-PREWARM-MEMORY',
          level: 'error',
          meaning:
            "`prewarmModel` with a model larger than the function's memory (`memorySizeMiB`): the page cache cannot hold it, so the read evicts its own first files.",
          fix: 'Remove `prewarmModel`, or give the function more memory than the model (a larger GPU spec).',
        },
        {
          code: 'GPUM-FC-STREAM-UNSUPPORTED',
          level: 'error',
          meaning:
            "`ModelStorage.objectStorageStream()` on Function Compute: no public source shows the Run:ai Model Streamer reading OSS's S3-compatible API (virtual-hosted style only, S3 V4 signature enabled on request) with the function role's STS credentials.",
          fix: 'Use `FcModelStorage.nas()` or `FcModelStorage.ossMount()`; the engine can stream from the mount path (`--load-format runai_streamer` reads local files concurrently).',
        },
        {
          code: 'GPUM-FC-NAS-BURST',
          level: 'warning',
          meaning:
            "A NAS-backed function's provisioned target, scheduled target, target-tracking maximum or on-demand cap (`reservedConcurrency` / `instanceConcurrency`) reaches the count of instances starting at once from which the advisor's estimates favour OSS (computed, 5 at the default parameters): NAS bandwidth is shared by every starting instance.",
          fix: 'Serve the model with `FcModelStorage.ossMount({ accelerator })`, or keep the counts below the threshold (cap on-demand scale-out with `reservedConcurrency`).',
        },
        {
          code: 'GPUM-FC-CONCURRENCY',
          level: 'error',
          meaning:
            "`reservedConcurrency` is not a whole number of at least 1, is a Terraform token, or is below the provisioned instances' concurrency (their largest count times `instanceConcurrency`), which it includes.",
          fix: 'Give a whole number of at least the provisioned concurrency, or provision fewer instances.',
        },
        {
          code: 'GPUM-FC-OSS-MOUNT-RESOURCES',
          level: 'warning',
          meaning:
            "The function's spec has under 2 vCPU or 4096 MiB, so the OSS mount's FUSE client (assumed 0.5 vCPU and 1024 MiB: Function Compute publishes no figure) would take more than a quarter of it.",
          fix: 'Give `cpu` and `memorySizeMiB` of at least 2 and 4096, or serve the model from NAS.',
        },
        {
          code: 'GPUM-FC-OSS-REDUNDANCY',
          level: 'error',
          meaning: '`redundancy` is given with an existing bucket (whose redundancy is its own), or is not an `OssRedundancy`.',
          fix: 'Remove `redundancy` for an existing bucket; use `OssRedundancy.LRS` or `OssRedundancy.ZRS` for a new one.',
        },
        {
          code: 'GPUM-FC-PREWARM-TIMEOUT',
          level: 'warning',
          meaning: 'Reading the model in the initializer would take longer (by the published bandwidth) than the initializer timeout.',
          fix: 'Remove `prewarmModel`, or let the server load lazily.',
        },
        {
          code: 'GPUM-FC-REGION',
          level: 'error',
          meaning: 'The region is not a region ID, has no GPU functions, or is unknown (no `region` and no provider region).',
          fix: 'Set `region` to a GPU region such as `cn-hangzhou`, or give the AlicloudProvider a region (one given by reference is used unchecked).',
        },
        {
          code: 'GPUM-FC-REGION-UNKNOWN',
          level: 'warning',
          meaning: 'The documentation does not say whether the region has Function Compute GPU instances.',
          fix: 'Check the region table and your GPU quota before deploying.',
        },
        {
          code: 'GPUM-FC-REGION-PROVIDER',
          level: 'error',
          meaning: "`region` differs from the region of the stack's alicloud provider.",
          fix: "Set `region` to the provider's region, or leave it unset.",
        },
        {
          code: 'GPUM-FC-PROVIDER',
          level: 'error',
          meaning:
            "`provider` (of `FcGpuFunction`, `FcModelStaging`, `FcReplicatedModelBucket` or a replica) is not an alicloud provider: every alicloud resource of the construct would stay on the stack's default alicloud provider.",
        },
        {
          code: 'GPUM-FC-CONSTRUCT-ID',
          level: 'error',
          meaning:
            "A Function Compute construct's ID (`FcGpuFunction`, `FcModelStaging`, `FcReplicatedModelBucket`) is empty or holds a Terraform template (`${`, `%{`), which reaches the construct path the library writes into output and resource descriptions, where Terraform refuses templates.",
          fix: 'Give a literal ID of letters, digits, `-` and `_`.',
        },
        {
          code: 'GPUM-FC-IMAGE-REGION',
          level: 'error',
          meaning:
            "The image is in another Container Registry region than the function: Function Compute pulls only from its own region's ACR.",
          fix: "Push the image to ACR in the function's region.",
        },
        {
          code: 'GPUM-FC-IMAGE-REGISTRY',
          level: 'warning',
          meaning: 'The image is not in Alibaba Container Registry.',
          fix: "Push it to `registry.<region>.aliyuncs.com` or an ACR Enterprise instance in the function's region.",
        },
        {
          code: 'GPUM-IMAGE-LARGE-MODEL',
          level: 'warning',
          meaning: 'A model larger than Function Compute advises for images (hundreds of MB) is baked into the image.',
          fix: 'Use `ModelStorage.fileSystem()` (Performance NAS) or `ModelStorage.objectStorageMount()` (OSS).',
        },
        {
          code: 'GPUM-FC-MOUNT-DIR',
          level: 'error',
          meaning:
            'A mount directory is not absolute, is `/` or a system directory, overlaps another mount, or an OSS bucket path lacks its leading `/`.',
          fix: 'Use a unique directory under /mnt, /home, /data or /tmp, and a bucket path starting with `/`.',
        },
        {
          code: 'GPUM-FC-MOUNT-LIMIT',
          level: 'error',
          meaning: 'The function would have more NAS or OSS mount points than Function Compute allows.',
          fix: 'Mount a parent directory or a common prefix instead of several.',
        },
        {
          code: 'GPUM-FC-NAS-NETWORK',
          level: 'error',
          meaning: 'A NAS mount needs the function in a VPC, and no `network` is set.',
          fix: 'Set `network: FcNetwork.create({ zoneId })` or `FcNetwork.fromIds({...})`.',
        },
        {
          code: 'GPUM-FC-NAS-OWNER',
          level: 'error',
          meaning: 'The NAS `userId` or `groupId` is not a user or group ID Function Compute accepts.',
        },
        {
          code: 'GPUM-FC-NETWORK-NAME',
          level: 'error',
          meaning:
            "The name a created network (`FcNetwork.create()`) gives its VPC, vSwitch and security group (the function's name, or `bind()`'s `namePrefix`) is not a security group name: 2 to 128 characters, starting with a letter, of letters, digits, `.`, `:`, `_` and `-`. A function name starting with `_` is one.",
        },
        {
          code: 'GPUM-FC-FLAG',
          level: 'error',
          meaning:
            "A flag that only reaches a resource (`provisioned.alwaysAllocateCpu` or `alwaysAllocateGpu`, a mount point's `readOnly` or `enableTls`) is not true, false or a token: a value plain JavaScript or a JSON config can give, which the provider refuses or reads the wrong way.",
          fix: 'Give true or false.',
        },
        {
          code: 'GPUM-FC-NAS-ADDRESS',
          level: 'error',
          meaning:
            "A NAS address is not of its form or names another region: `FcModelStaging`'s `nasMountTargetDomain` (a host name alone, `<id>.<region>.nas.aliyuncs.com`), a NAS mount point's `serverAddr` (`<mount target domain>:/<directory>`), `nasFileSystemId` or `nasAccessGroupName` empty or holding a space or wildcard, or a mount point with `enableTls` on an Extreme NAS address (only General-purpose NAS supports TLS).",
          fix: "Give the value in the form the message names, of a mount target in the function's region.",
        },
        {
          code: 'GPUM-FC-OSS-ENDPOINT',
          level: 'error',
          meaning:
            "An OSS mount endpoint (`FcModelStaging` `ossEndpoint` or `sourceOssEndpoint`, an OSS mount point's `endpoint`) is not an http(s) URL of a host alone, is another cloud's object store, or is the internal endpoint of another region than the function's, which does not resolve from it.",
          fix: "Give `http://oss-<region>-internal.aliyuncs.com` for a bucket of the function's region, or `http://oss-<region>.aliyuncs.com` for one elsewhere.",
        },
        {
          code: 'GPUM-FC-NAS-OPTION',
          level: 'error',
          meaning:
            'Options for a new file system are given with an existing one, `mountTargetVpcId` without `mountTargetDomain`, or `readOnly` is not a literal true or false (the access rule and the checks against other functions on the file system are decided by it at synth).',
          fix: 'Remove the options that do not apply, as the message names them.',
        },
        {
          code: 'GPUM-FC-NAS-CIDR',
          level: 'error',
          meaning: "The NAS access rule admits only the function's vSwitch, whose CIDR block is unknown.",
        },
        {
          code: 'GPUM-FC-NAS-VPC-MISMATCH',
          level: 'error',
          meaning:
            'The NAS mount target is in another VPC than the function (the deploy succeeds and every mount fails), or two functions name one vSwitch with two VPCs.',
          fix: "Use a mount target in the function's VPC, or put the function in the mount target's VPC.",
        },
        {
          code: 'GPUM-FC-NAS-SHARED-ACCESS',
          level: 'error',
          meaning:
            'Two functions mount one file system from one vSwitch CIDR, one read-only and one read-write: NAS grants access per source CIDR, so both would get the same access.',
        },
        {
          code: 'GPUM-FC-NAS-MOUNT-TARGET-LIMIT',
          level: 'error',
          meaning:
            'Functions on one file system in three or more vSwitches would need more mount targets than a NAS file system has (2; NAS limits page).',
        },
        {
          code: 'GPUM-FC-NAS-VPC-UNVERIFIED',
          level: 'warning',
          meaning: "The existing mount target's VPC is not known at synth, so it cannot be compared with the function's.",
          fix: 'Give `mountTargetVpcId`, and make sure it is the same VPC.',
        },
        {
          code: 'GPUM-FC-TAGS',
          level: 'error',
          meaning:
            "A tag of a function, staging function or replicated bucket breaks Alibaba Cloud's tag rules (key of 1 to 128 characters not starting with `aliyun` or `acs:`, value of 0 to 128 not starting with `acs:`, no `http://` or `https://`, at most 20; a template sequence is written escaped, as literal text).",
          fix: 'Follow the rule the message gives, or remove the tag.',
        },
        {
          code: 'GPUM-FC-NAS-ACCESS-RULE',
          level: 'error',
          meaning:
            "The access group of a mount target created in this app has no rule whose source CIDR holds the function's vSwitch block: NAS refuses every mount.",
          fix: "Add an `alicloud_nas_access_rule` for the function's vSwitch block to that access group.",
        },
        {
          code: 'GPUM-FC-NAS-ACCESS-WRITABLE',
          level: 'warning',
          meaning:
            "The rule of an access group created in this app that admits the function's vSwitch is read-write (`RDWR`, the provider's default) while the model is mounted read-only: the function could modify the model.",
          fix: "Set the rule's `rwAccessType` to `RDONLY` (give a writer its own vSwitch and rule), or mount with `readOnly: false` if the function must write.",
        },
        {
          code: 'GPUM-FC-NAS-ACCESS-UNMANAGED',
          level: 'warning',
          meaning:
            'The existing mount target uses an access group that no function of this stack and no other construct of the app manages (a mount target or access group created in the app is managed, and draws no warning).',
          fix: "Make its rule for the function's vSwitch read-only (RDONLY).",
        },
        {
          code: 'GPUM-FC-SHARED-STORE',
          level: 'error',
          meaning:
            '`FcModelStorage.sharedWith(first)` names a function whose model is not on NAS (its image, an OSS mount, the internet), or staging options are set beside a model the first function stages.',
          fix: 'Share the store of a function on `FcModelStorage.nas()`; set staging options on the function that stages the model.',
        },
        {
          code: 'GPUM-FC-NAS-NOT-PERFORMANCE',
          level: 'warning',
          meaning: 'A Capacity NAS gives a fraction of the throughput of Performance NAS, and model loading is throughput-bound.',
          fix: 'Use `FileSystemPerformanceClass.PERFORMANCE`.',
        },
        {
          code: 'GPUM-FC-NAS-EMPTY',
          level: 'warning',
          meaning: 'The new NAS file system starts empty.',
          fix: 'Copy the model to its path from a loader in the VPC before the first invocation.',
        },
        {
          code: 'GPUM-FC-NETWORK-ID',
          level: 'error',
          meaning:
            '`FcNetwork.fromIds()` was given an ID without its prefix (`vpc-`, `vsw-`, `sg-`), or two IDs swapped (a vSwitch ID as the security group): the provider accepts it and the function fails to start.',
          fix: 'Give each ID in its own field, as the console shows it, or a reference to the resource.',
        },
        {
          code: 'GPUM-FC-NETWORK-CIDR',
          level: 'error',
          meaning:
            "A CIDR block is not an IPv4 CIDR, a vSwitch block's mask is outside /16 to /29 (CreateVSwitch), or the vSwitch block is not inside the VPC block; for `FcNetwork.create()`, `fromIds()` and `fromResources()` alike.",
          fix: "Write blocks like `172.16.0.0/12`, give the vSwitch's own block (/16 to /29) inside the VPC's, or leave `vswitchCidrBlock` unset.",
        },
        {
          code: 'GPUM-FC-OSS-OPTION',
          level: 'error',
          meaning: '`removalPolicy` is given with an existing bucket, which this construct does not create.',
        },
        {
          code: 'GPUM-FC-DISK-SIZE',
          level: 'warning',
          meaning:
            '`diskSizeMiB` is neither 512 nor 10240, the sizes the Function Compute API documents (CreateFunction\'s diskSize, "Select a function storage type"); larger disks appear only in Alibaba\'s own GPU templates (61440), and the provider accepts any value from 512.',
          fix: 'Use 512 or 10240 (the default), or keep the size once a deploy on your account has shown it is accepted and suppress the warning.',
        },
        {
          code: 'GPUM-FC-OSS-EMPTY',
          level: 'warning',
          meaning: 'The new OSS bucket starts empty.',
          fix: "Upload the model under the model's prefix before the first invocation.",
        },
        {
          code: 'GPUM-FC-OSS-DISK',
          level: 'warning',
          meaning:
            "The model on an OSS mount is larger than the function's disk (`diskSizeMiB`, 10240 by default): the mount reads through the instance's temporary disk.",
          fix: 'Set `diskSizeMiB` to at least the model size, or serve the model from NAS (`FcModelStorage.nas()`).',
        },
        {
          code: 'GPUM-FC-OSS-PREFIX-OBJECT',
          level: 'warning',
          meaning:
            'Function Compute mounts an OSS prefix (an existing model bucket, or the `oss://` source of a staging) only if its directory object exists, and `ossutil cp -r` does not create it.',
          fix: 'Run `ossutil mkdir oss://<bucket>/<prefix>` once.',
        },
        {
          code: 'GPUM-FC-OSS-ACCELERATOR-ZONE',
          level: 'error',
          meaning: "The OSS accelerator's zone is not in the function's region, or not the zone of its vSwitch.",
          fix: "Use an accelerator zone of the function's region and a vSwitch in that zone.",
        },
        {
          code: 'GPUM-FC-OSS-ACCELERATOR-ENDPOINT',
          level: 'error',
          meaning:
            "The OSS accelerator's `endpoint` is empty, has no http(s) scheme, holds a Terraform template or a path, or is the accelerator domain of another zone or region (reachable only from its own).",
          fix: 'Give `http://<zone>-internal.oss-data-acc.aliyuncs.com` for the accelerator zone, or leave `endpoint` unset for that default.',
        },
        {
          code: 'GPUM-FC-OSS-ACCELERATOR-ZONE-UNVERIFIED',
          level: 'warning',
          meaning: "The vSwitch's zone is not known at synth, so it cannot be compared with the OSS accelerator's zone.",
          fix: 'Give `zoneId` in `FcNetwork.fromIds({...})`.',
        },
        {
          code: 'GPUM-FC-OSS-ACCELERATOR-MANUAL',
          level: 'warning',
          meaning: 'The OSS accelerator has no Terraform resource.',
          fix: 'Create it (console, or the OSS PutBucketDataAccelerator API) with a cache for the model before deploying.',
        },
        {
          code: 'GPUM-FC-ROLE-ARN',
          level: 'error',
          meaning:
            "`roleArn`, `stagingRoleArn` or `FcModelStaging`'s `roleArn` is empty, a role name alone or not a RAM role ARN, or `stagingRoleArn` is the serving function's `roleArn` (the serving identity must stay read-only).",
          fix: 'Give `acs:ram::<account ID>:role/<role name>`, a role of its own for the staging, or leave it unset to have a scoped role created.',
        },
        {
          code: 'GPUM-FC-ROLE-UNMANAGED',
          level: 'warning',
          meaning: 'The function runs as a given role, which this construct cannot scope to the model.',
          fix: "Let the role allow only `oss:ListObjects` with the model's prefix and `oss:GetObject` on the prefix.",
        },
        {
          code: 'GPUM-FC-STAGING-RUN-ONCE',
          level: 'warning',
          meaning:
            'The model is staged by a CPU function, but the alicloud provider has no resource that invokes a function during apply: `cdktf deploy` creates the staging function without running it.',
          fix: 'After the deploy, run once the command in the `InvokeCommand` output (`aliyun fc POST /2023-03-30/functions/<name>/invocations --header "x-fc-invocation-type=Async"`) before the first request to the serving function; a second run does nothing. Until it has run the serving function fails: on OSS it waits for the marker and names the staging function; on NAS the revision directory does not exist yet and its read-only mount is expected to fail instead.',
        },
        {
          code: 'GPUM-FC-STAGING-HUB-BLOCKED',
          level: 'warning',
          meaning:
            'A Hugging Face source is staged from a mainland China region, where huggingface.co is not reachable from Function Compute.',
          fix: 'Stage from ModelScope (`ModelSource.modelScope`), give a mirror `endpoint`, or deploy outside the mainland.',
        },
        {
          code: 'GPUM-FC-STAGING-NO-INTERNET',
          level: 'warning',
          meaning: "The staging function's `internetAccess` is false, so it reaches the hub only through its VPC.",
          fix: 'Give the VPC a NAT gateway with an SNAT entry for the staging vSwitch, or leave `internetAccess` at true.',
        },
        {
          code: 'GPUM-FC-STAGING-TIMEOUT',
          level: 'warning',
          meaning:
            "`FcModelStaging`'s `timeout` is shorter than the staging estimate for the model on Function Compute (`StagingEstimator`): the invocation is stopped before the model is complete.",
          fix: 'Give at least the estimate the message names, or leave `timeout` out (24 hours, the most Function Compute allows).',
        },
        {
          code: 'GPUM-FC-STAGING-NAS-ACCESS',
          level: 'warning',
          meaning:
            "The staging function writes to a NAS mount target whose access group this library does not manage (or the staging vSwitch's CIDR is unknown), so no read-write rule was created for it.",
          fix: "Add a rule `RDWR`, `no_squash` for the staging vSwitch's CIDR to the mount target's access group; keep the serving vSwitches read-only.",
        },
        {
          code: 'GPUM-FC-STAGING-DESTINATION',
          level: 'error',
          meaning:
            '`FcModelStaging` was given neither or both of `nasMountTargetDomain` and `ossBucketName`, or a field of the other destination (`nasFileSystemId`, `nasAccessGroupName`, `nasUserId` or `nasGroupId` with `ossBucketName`; `ossEndpoint` with `nasMountTargetDomain`), which it would ignore.',
          fix: 'Give one destination, and only the fields of that destination.',
        },
        {
          code: 'GPUM-FC-STAGING-NETWORK',
          level: 'error',
          meaning:
            'NAS staging has no network for the staging function: `FcModelStaging` without `network`, or an `FcGpuFunction` on an existing network without `stagingNetwork` (the staging vSwitch must differ from the serving one, whose NAS rule stays read-only), or the next block after the serving vSwitch is outside the VPC; or `internetAccess: false` without `network` for a hub source, which leaves the staging function no route to the hub.',
          fix: 'Give `stagingNetwork` (another vSwitch of the same VPC), or a smaller serving vSwitch block.',
        },
        {
          code: 'GPUM-FC-STAGING-STORAGE',
          level: 'error',
          meaning:
            'A model with a `source` to stage is stored in the image or downloaded from the internet, which Function Compute does not stage into.',
        },
        {
          code: 'GPUM-FC-STAGING-SOURCE',
          level: 'error',
          meaning:
            "An `oss://` source (`ModelSource.objectStorage`) is in the destination bucket and its prefix holds, or lies inside, the model's `storagePath`: the copy would read its own output.",
          fix: "Use a source prefix outside the model's `storagePath`, or another `storagePath`.",
        },
        {
          code: 'GPUM-FC-STAGING-ROLE-UNMANAGED',
          level: 'warning',
          meaning:
            'The staging function runs as a given role (`roleArn` of `FcModelStaging`, `stagingRoleArn` of the function), which this construct cannot scope.',
          fix: "Let the role allow only what the warning lists: the model's prefix read-write, the source prefix read-only, the hub token's secret.",
        },
      ],
    },
    {
      title: 'Alibaba Function Compute: models replicated across regions (FcReplicatedModelBucket)',
      codes: [
        {
          code: 'GPUM-FC-REPLICA-REGION',
          level: 'error',
          meaning:
            '`FcReplicatedModelBucket` was given no replica, a replica in the source region, the same region twice or a region that is a token; or `storageFor`/`bucketNameIn` was asked for a region the model is not replicated to.',
          fix: 'Give each other region once, with a provider for it; serve only from the source region and the replicas.',
        },
        {
          code: 'GPUM-FC-REPLICATION-LAG',
          level: 'warning',
          meaning:
            'OSS cross-region replication is asynchronous and unordered: a function in a replica region can start before the model (or a new revision) has arrived there.',
          fix: "Write to the source bucket only, and check the rule's replication progress before sending traffic to a region.",
        },
        {
          code: 'GPUM-FC-REPLICATION-EXISTING-SOURCE',
          level: 'warning',
          meaning:
            'The source bucket is an existing one: it must be versioned like the replicas (OSS replicates only between buckets whose versioning states match) and hold the directory object of the model prefix.',
          fix: 'Enable versioning on the source bucket and run `ossutil mkdir oss://<bucket>/<storagePath>/` once.',
        },
      ],
    },
    {
      title: 'Policy pack (GpuModelChecks): Function Compute rules',
      intro: 'The rules that hold on Function Compute only (src/alicloud/checks/). See [advice.md](advice.md#check-any-stack).',
      codes: [],
      checkRules: ['GPUM-CHECK-FC-NAS-VPC', 'GPUM-CHECK-NAS-PERFORMANCE'],
    },
  ],
};
