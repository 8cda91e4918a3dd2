import type { CodeCatalogue } from '../core/codes';

/** The IDs Amazon EKS with Karpenter reports: data for docs/codes.md and its test, not loaded at synth. */
export const CODES: CodeCatalogue = {
  owner: 'aws',
  areas: [
    {
      title: 'Amazon EKS: workload',
      codes: [
        {
          code: 'GPUM-EKS-BUCKET-NAME',
          level: 'error',
          meaning: "An S3 bucket name (the strategy's `bucketName` or `modelBucket`) breaks S3's naming rule or holds a wildcard.",
          fix: "Give the bucket's exact name (not an s3:// URL, no prefix: the error names it): 3 to 63 lower-case letters, digits, `.` and `-`, not an IP address, without reserved prefixes or suffixes.",
        },
        {
          code: 'GPUM-EKS-MANIFEST-WAIT',
          level: 'error',
          meaning:
            "`ManifestBackend.apply`'s `waitForCondition` has an empty or non-literal condition type or status, or a timeout under a second: apply would wait for a condition no object reports, or not at all.",
          fix: 'Give the literal condition type and status (`Complete`, `True`) and a timeout of a second or more.',
        },
        {
          code: 'GPUM-EKS-MANIFEST-BACKEND',
          level: 'error',
          meaning:
            "A `ManifestBackend` option is not usable: `fieldManager` is empty, longer than 128 characters or holds a character that is not printable (the API server's rule); `fieldManager` or `forceConflicts` beside `serverSideApply: false` (kubectl_manifest ignores them); `serverSideApply` or the kubernetes backend's `waitForRollout` is a Terraform token or not a boolean (each decides at synth what is written); another boolean option is not a boolean (plain JavaScript), which Terraform refuses at plan.",
          fix: 'Give a field manager of 1 to 128 printable characters, leave it and `forceConflicts` out without server-side apply, and give literal booleans.',
        },
        {
          code: 'GPUM-EKS-MANIFEST',
          level: 'error',
          meaning:
            'An object given to `ManifestBackend.apply` has no `apiVersion`, `kind` or `metadata.name`: the provider cannot key it in the cluster and fails at plan or apply.',
        },
        {
          code: 'GPUM-EKS-CONSTRUCT-ID',
          level: 'error',
          meaning:
            "An EKS construct's ID (a workload, node class, staging Job, image-cache snapshot, the snapshot's parameter data source, an object a manifest backend applies) is empty, or holds a Terraform template (`${`, `%{`): the constructs library refuses an empty ID without a code, and a template in an ID is never interpolated (the names derived from the path keep its letters).",
          fix: 'Give a literal ID of letters, digits, `-` and `_`.',
        },
        {
          code: 'GPUM-EKS-PROVIDER',
          level: 'error',
          meaning:
            "A provider prop holds a provider of another type: an aws provider where the kubernetes or kubectl one belongs (`kubernetesProvider`, a manifest backend's `provider`) fails `terraform validate`; any other provider where the aws one belongs (`provider`) leaves every AWS resource on the stack's default aws provider.",
          fix: "Pass an `AwsProvider` to `provider`, a `KubernetesProvider` to `kubernetesProvider` and `ManifestBackend.kubernetesManifest()`, this package's `KubectlProvider` to `ManifestBackend.kubectlManifest()`.",
        },
        {
          code: 'GPUM-EKS-BUCKET-ARN',
          level: 'error',
          meaning:
            "A bucket ARN (`modelBucket.arn`, the staging construct's `bucketArn`) is not the ARN of the named bucket (`arn:<partition>:s3:::<bucket>`): the read or write grant would cover another bucket (or none), and the pods get AccessDenied at run time.",
          fix: "Give the bucket's own ARN (`bucket.arn` of the same resource), or leave it out to derive it from the name.",
        },
        {
          code: 'GPUM-EKS-KMS-KEY',
          level: 'error',
          meaning: '`modelKmsKeyArn` is empty, holds a wildcard or whitespace: the decrypt grant would cover every key.',
          fix: "Give the key's exact ARN.",
        },
        {
          code: 'GPUM-EKS-NAME-DUPLICATE',
          level: 'error',
          meaning:
            'Two workloads share a name in one namespace of a cluster, or two node classes share a name in one cluster (EC2NodeClass and NodePool are cluster-scoped).',
          fix: 'Give one of them another `name`.',
        },
        {
          code: 'GPUM-EKS-PV-NAME-DUPLICATE',
          level: 'error',
          meaning: 'A Mountpoint PersistentVolume name (cluster-scoped) is already used in the cluster, even with the namespace added.',
          fix: 'Give one of the workloads another `name`.',
        },
        {
          code: 'GPUM-EKS-REGION',
          level: 'error',
          meaning: '`region` is not an AWS region ID (a zone such as `us-west-2a`, an empty string, a typo).',
          fix: "Give the cluster's region, such as `us-west-2`.",
        },
        {
          code: 'GPUM-EKS-REGION-UNKNOWN',
          level: 'warning',
          meaning:
            'The region is well formed but not in the AWS region catalogue the library knows (src/aws/regions.ts), and no typo of a listed one (a typo is `GPUM-EKS-REGION`, with the region meant).',
          fix: 'Give a listed region, or check that EKS and your GPU instance types are offered in a region opened since.',
        },
        {
          code: 'GPUM-EKS-REGION-PROVIDER',
          level: 'error',
          meaning: "`region` differs from the region of the aws provider the workload's resources are created with.",
          fix: 'Use the same region for both, or pass a provider for the region in `provider`.',
        },
        {
          code: 'GPUM-EKS-ZONE',
          level: 'error',
          meaning: 'A zone given to the workload is not a zone of its region.',
          fix: 'Give a zone of the region.',
        },
        {
          code: 'GPUM-EKS-NAME',
          level: 'error',
          meaning: 'A name (workload, namespace, service account) is not a DNS label, or the workload name does not start with a letter.',
          fix: 'Use at most 63 lower-case letters, digits and `-`, starting with a letter and ending with a letter or digit.',
        },
        {
          code: 'GPUM-EKS-CLUSTER-NAME',
          level: 'error',
          meaning:
            '`clusterName` (workload, node class, staging, discovery selections) is empty, an ARN, or not an EKS cluster name: the Pod Identity association and the access entry fail at apply, and a discovery tag selects nothing.',
          fix: "Give the cluster's name (1 to 100 letters, digits, `-` and `_`, starting with a letter or digit) or a reference to the cluster.",
        },
        {
          code: 'GPUM-EKS-CLUSTER-MISMATCH',
          level: 'error',
          meaning:
            "The workload's `clusterName` differs from the cluster of its node pool, or a node class's `subnets`/`securityGroups` discover another cluster's `karpenter.sh/discovery` tag: Pod Identity associations and access entries go to one cluster while the nodes are launched in another's network.",
          fix: "Give the workload and the node class one cluster: the node pool's cluster, or discovery of the class's own cluster.",
        },
        {
          code: 'GPUM-EKS-MEMORY',
          level: 'error',
          meaning: '`memory` or `sharedMemorySize` (workload or staging Job) is below 1 MiB: a limit of 0 kills the container at start.',
          fix: 'Give the memory the container needs, at least `Size.mebibytes(1)`.',
        },
        {
          code: 'GPUM-EKS-STAGING-PLACEMENT',
          level: 'error',
          meaning:
            "The staging Job's `nodeSelector` names a NodePool it must avoid (the workload's GPU pool, which its own affinity excludes, or a GPU pool a `GpuNodeClass` of the app creates, whose taint the Job does not tolerate): the pod is never scheduled.",
        },
        {
          code: 'GPUM-EKS-STAGING-POOL-UNKNOWN',
          level: 'warning',
          meaning:
            "The staging Job's `nodeSelector` names a NodePool no `GpuNodeClass` of the app creates in its cluster. It may exist outside the app; if not, the pod stays Pending until the timeout.",
          fix: 'Make sure a CPU NodePool of that name exists in the cluster, or remove `karpenter.sh/nodepool` from `nodeSelector`.',
        },
        {
          code: 'GPUM-EKS-COMMAND',
          level: 'error',
          meaning:
            "`command` or `prePullCommand` is empty (the image's own entrypoint would run), or `command`, `args` or `prePullCommand` holds a value that is not a string (plain JavaScript; the API server refuses it at apply).",
          fix: "Give a list of strings, or leave the prop out for the image's own.",
        },
        {
          code: 'GPUM-EKS-STAGING-TIMEOUT',
          level: 'error',
          alsoLevel: 'warning',
          meaning:
            "The staging Job's `timeout` is under a minute (error), or shorter than the staging estimate for the model (`StagingEstimator`, warning): the Job is stopped at its deadline before the model is complete.",
          fix: 'Give at least the time the message names, or leave `timeout` out for four times the estimate.',
        },
        {
          code: 'GPUM-EKS-REPLICAS',
          level: 'error',
          meaning: '`replicas` is outside the range the workload accepts.',
          fix: 'Give a whole number in the range the message gives.',
        },
        {
          code: 'GPUM-EKS-GPU-COUNT',
          level: 'error',
          meaning: '`gpuCount` is outside the range the workload accepts.',
          fix: 'Give a whole number in the range the message gives.',
        },
        {
          code: 'GPUM-EKS-CPU',
          level: 'error',
          meaning: '`cpu` is not a positive number of vCPUs.',
          fix: 'Give a positive number.',
        },
        {
          code: 'GPUM-EKS-PORT',
          level: 'error',
          meaning: '`port` is not a port number.',
          fix: 'Give a whole number from 1 to 65535.',
        },
        {
          code: 'GPUM-EKS-HEALTH-CHECK',
          level: 'error',
          meaning: '`healthCheckPath` does not start with `/`, or `startupTimeout` is under 10 s.',
          fix: 'Start `healthCheckPath` with `/`, and give `startupTimeout` of at least 10 s.',
        },
        {
          code: 'GPUM-EKS-ENV-RESERVED',
          level: 'error',
          meaning: 'The environment sets variables the workload sets from the model.',
          fix: 'Remove them.',
        },
        {
          code: 'GPUM-EKS-SHARED-STORE',
          level: 'error',
          meaning:
            '`EksModelStorage.sharedWith(first)` names a workload whose model is not in an S3 bucket (its image, the internet), or the second workload also sets `modelBucket`, or `staging` for a model the first workload stages.',
          fix: 'Share the bucket of a workload on an S3 strategy; leave `modelBucket` and `staging` to the first workload.',
        },
        {
          code: 'GPUM-EKS-BUCKET',
          level: 'error',
          meaning:
            'The model bucket is given twice or empty, `removalPolicy` is given for an existing bucket, or `removalPolicy` is a Terraform token (the bucket is protected from destroy or not by it at synth).',
          fix: "Give the existing bucket's name once, and no `removalPolicy` for it; give `removalPolicy` as a literal `RemovalPolicy`.",
        },
        {
          code: 'GPUM-EKS-STAGING-SOURCE',
          level: 'error',
          meaning:
            "`EksModelStaging` was given a pre-staged model, a workload has `staging` options for a pre-staged model, or an `s3://` source (`ModelSource.objectStorage`) is in the destination bucket and its prefix holds, or lies inside, the model's `storagePath`: the copy would read its own output.",
          fix: "Give the model a source (`ModelSource.huggingFace`, `modelScope` or `objectStorage`) or remove `staging`; use a source prefix outside the model's `storagePath`, or another `storagePath`.",
        },
        {
          code: 'GPUM-EKS-STAGING-SECRET-REGION',
          level: 'warning',
          meaning:
            "The hub token's Secrets Manager ARN is a Terraform reference, so its region is unknown at synth: the staging Job reads the secret in the cluster's `region`, and the read fails at run time if the secret lives elsewhere.",
          fix: "Give the ARN as a literal string (`arn:aws:secretsmanager:<region>:<account>:secret:<name>`, the partial ARN will do) so its region is read and checked, or keep the secret in the cluster's region.",
        },
        {
          code: 'GPUM-EKS-STAGING-STORAGE',
          level: 'error',
          meaning: "The model has a source, but the workload's strategy (the image, the internet) has no bucket to stage it into.",
        },
        {
          code: 'GPUM-EKS-UPLOAD-MODEL',
          level: 'info',
          meaning: 'The new bucket is empty.',
          fix: "Upload the model's files under its prefix before the first pod starts (`aws s3 sync`).",
        },
        {
          code: 'GPUM-EKS-DOWNLOAD',
          level: 'error',
          meaning: 'A `downloadAtStart()` setting is out of range or does not apply to the chosen transfer client.',
          fix: 'Use the ranges the message gives, or the client that honours the setting.',
        },
        {
          code: 'GPUM-EKS-DOWNLOAD-CLASSIC',
          level: 'warning',
          meaning:
            "`downloadAtStart()` sets `concurrency` or `retries`, which only the AWS CLI's classic transfer client honours, so the download uses it instead of the faster CRT client.",
          fix: 'Remove `concurrency` and `retries` to use the CRT client, or choose `S3TransferClient.CLASSIC` explicitly.',
        },
        {
          code: 'GPUM-EKS-DOWNLOAD-BANDWIDTH',
          level: 'info',
          meaning:
            "The target bandwidth of the AWS CLI's CRT client: the network of the smallest instance type the pods can land on, or the CLI's own figure when the pool's types are unknown.",
          fix: 'Narrow the node class to the sizes you use, or set `targetBandwidthGbps` in `EksModelDownloader.awsCli()`.',
        },
        {
          code: 'GPUM-EKS-DOWNLOADER',
          level: 'error',
          meaning: 'The s5cmd image is empty, or built with an aws-sdk-go that rejects EKS Pod Identity credentials (pods crash-loop).',
          fix: 'Use `EksModelDownloader.AWS_CLI`, or an s5cmd image built with aws-sdk-go >= v1.47.11.',
        },
        {
          code: 'GPUM-EKS-S5CMD-POD-IDENTITY',
          level: 'warning',
          meaning:
            "The s5cmd image's aws-sdk-go must be recent enough to read EKS Pod Identity credentials, which cannot be checked at synth.",
          fix: 'Check the image, or use `EksModelDownloader.AWS_CLI`.',
        },
        {
          code: 'GPUM-EKS-MOUNT-OPTION',
          level: 'error',
          meaning:
            "A Mountpoint for S3 mount option is set by the workload, writes to a read-only model mount, is set through the cache settings, `maximum-throughput-gbps` is not a whole number of Gb/s, or the option's flag is a Terraform token (flags are checked at synth).",
          fix: 'Remove it; the message says what to use instead. Give the flag as plain text (a token may stand for its value).',
        },
        {
          code: 'GPUM-EKS-EMPTYDIR-ON-EBS',
          level: 'warning',
          meaning: "The model's emptyDir is on the node's EBS volume, not on NVMe: reads are bound by the volume's throughput.",
          fix: 'Use a GpuNodeClass with `instanceStoreRaid0: true`.',
        },
        {
          code: 'GPUM-EKS-EBS-TOO-SMALL',
          level: 'error',
          meaning: "The model's emptyDir needs more than kubelet's EBS volume holds (NVMe RAID0 is off).",
        },
        {
          code: 'GPUM-EKS-NVME-TOO-SMALL',
          level: 'error',
          meaning:
            "The emptyDir (download or Mountpoint cache) needs more than the node class's `minLocalNvme`, or more than the largest instance store of every instance type the NodePool can launch for the pod's `gpuCount`: kubelet evicts the pod.",
          fix: "Raise the node class's `minLocalNvme`, or admit instance types with more instance store.",
        },
        {
          code: 'GPUM-EKS-NVME-SIZE',
          level: 'info',
          meaning:
            'The model needs this much of the NVMe array, more than some instance types the NodePool admits have (or their instance store is not known).',
          fix: "Set the node class's `minLocalNvme` to at least that size.",
        },
        {
          code: 'GPUM-EKS-GPU-LIMIT',
          level: 'error',
          meaning: "`gpuCount` is above the NodePool's `gpuLimit`: Karpenter never launches a node for the pod.",
          fix: "Lower `gpuCount`, or raise the node class's `gpuLimit`.",
        },
        {
          code: 'GPUM-EKS-GPU-LIMIT-REPLICAS',
          level: 'warning',
          meaning:
            "`replicas` × `gpuCount` is above the NodePool's `gpuLimit` (shared with its other workloads): the extra replicas stay Pending.",
          fix: "Raise the node class's `gpuLimit`, or run fewer replicas.",
        },
        {
          code: 'GPUM-EKS-GPU-COUNT-INSTANCE',
          level: 'error',
          meaning: '`gpuCount` is above the GPUs of every instance type the NodePool can launch: the pod stays Pending.',
          fix: 'Lower `gpuCount`, or admit instance types with that many GPUs.',
        },
        {
          code: 'GPUM-EKS-MOUNTPOINT-THROUGHPUT',
          level: 'warning',
          meaning:
            "The NodePool's instance types are unknown, so the Mountpoint volume has no `maximum-throughput-gbps`; under IMDS hop limit 1 Mountpoint falls back to 10 Gb/s.",
          fix: "Add `maximum-throughput-gbps <Gb/s>` to `mountOptions`, or give the pool's `instanceFamilies`.",
        },
        {
          code: 'GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE',
          level: 'info',
          meaning:
            'The Mountpoint volume targets the network of the smallest instance type the pods can land on; larger types read no faster.',
          fix: 'Narrow the node class to the sizes you use, or set `maximum-throughput-gbps` in `mountOptions`.',
        },
        {
          code: 'GPUM-EKS-IMAGE-DISK',
          level: 'error',
          meaning:
            "The workload's images cannot fit the disk they unpack on (the NVMe array, or the EBS volume for /var/lib) on any instance type the pods can land on, even at the lower bound of their compressed size (twice when the nodes keep compressed layers).",
          fix: 'Enlarge the disk (minLocalNvme, dataVolume, rootVolume), slim the image (runtime base image, multi-stage build), or keep the model out of it.',
        },
        {
          code: 'GPUM-EKS-IMAGE-DISK-TIGHT',
          level: 'warning',
          meaning:
            "The workload's images (and its emptyDir) pass kubelet's image GC high threshold on the smallest disk the pods can land on: kubelet deletes unused images, and a larger image fails to pull. A threshold given as a Terraform token is taken as kubelet's default (85 %), which the message says.",
          fix: 'Enlarge the disk, narrow the node class to larger sizes, or slim the image.',
        },
        {
          code: 'GPUM-EKS-IMAGE-NO-SOCI',
          level: 'warning',
          meaning:
            'The model is baked into the image, but the nodes do not pull with SOCI parallel pull (and do not boot from an image-cache snapshot).',
          fix: 'Use a GpuNodeClass with `soci: true` (the default).',
        },
        {
          code: 'GPUM-EKS-IMAGE-SNAPSHOT',
          level: 'info',
          meaning:
            'The model is baked into the image and the nodes boot from an image-cache snapshot: the image starts without a pull only if it is on the snapshot.',
          fix: 'Rebuild the snapshot for every new image (on a SOCI node, with `builtWithSnapshotter`, to pull missing images with SOCI).',
        },
        {
          code: 'GPUM-EKS-PREPULL',
          level: 'info',
          meaning:
            "A workload's image is pre-pulled: by its own DaemonSet, which helps the pods after the first on a node but not the first, or by the pool's `imagePrePull` DaemonSet, which holds new nodes under a startup taint until the pull ends.",
          fix: 'Set `imagePrePull` on the node class to close the race; raise `imageGcHighThresholdPercent` on the node class (to 95) so kubelet keeps the image (not said when it is already 95 or more).',
        },
        {
          code: 'GPUM-EKS-IMAGE-CACHE',
          level: 'error',
          meaning:
            "`EksImageCacheSnapshot` cannot build the snapshot as given: no images, an image that is no reference or is in another region's ECR, a subnet or security-group ID of the wrong kind (`sg-` where `subnet-` belongs), a `refreshSchedule` that is not `rate(...)` or `cron(...)`, or a name, Kubernetes version, Bottlerocket release, parameter path or pull timeout out of range.",
          fix: "The message names the property; list images of this region's ECR (or public ones), and give `kubernetesVersion` as `1.33`.",
        },
        {
          code: 'GPUM-EKS-IMAGE-CACHE-TAG',
          level: 'warning',
          meaning:
            'An image of `EksImageCacheSnapshot` is given by tag: the snapshot holds what the tag named when the runbook ran, and pods pull anew once the tag moves.',
          fix: 'Pin the image by digest (`registry/repository@sha256:<digest>`), as the workloads reference it.',
        },
        {
          code: 'GPUM-EKS-PREPULL-EMPTY',
          level: 'error',
          meaning:
            '`imagePrePull` is set on the node class, but nothing is pre-pulled: every new node would carry the startup taint for nothing.',
        },
        {
          code: 'GPUM-EKS-PREPULL-GATE',
          level: 'error',
          meaning: '`addPrePullImage()` on a node class without `imagePrePull`.',
        },
        {
          code: 'GPUM-EKS-PREPULL-IMAGE',
          level: 'error',
          meaning: 'An `imagePrePull` image or `kubectlImage` is not an image reference, or a pre-pull command is empty.',
          fix: 'Give `registry/repository@sha256:<digest>` (`registry/repository:tag` for `kubectlImage`), and a command that exits 0 or none.',
        },
        {
          code: 'GPUM-EKS-PREPULL-DEADLINE',
          level: 'error',
          meaning: '`imagePrePull.deadline` is not a whole number of seconds from 1 minute to 6 hours.',
          fix: 'Give a deadline the slowest pull of the images fits in, for example `Duration.minutes(20)`.',
        },
        {
          code: 'GPUM-EKS-PAUSE-IMAGE',
          level: 'error',
          meaning:
            "`prePullPauseImage` is not an image reference, or is set without a workload's own pre-pull DaemonSet (none, or the pool's `imagePrePull` one, which has no pause container).",
          fix: 'Give `registry/repository:tag` (an ECR copy of `registry.k8s.io/pause:3.10` for clusters that reach only ECR), or remove it.',
        },
        {
          code: 'GPUM-EKS-NAMESPACE-DUPLICATE',
          level: 'error',
          meaning:
            'Two workloads of a stack create the same namespace of the same cluster, or `createNamespace` is a Terraform token (the workload creates the Namespace or not by it at synth).',
          fix: 'Set `createNamespace` on one of them, as a literal true; the others are applied after it.',
        },
        {
          code: 'GPUM-EKS-PREPULL-DIGEST',
          level: 'error',
          meaning:
            '`prePull` (or an `imagePrePull` image) needs the image pinned by digest; a tag can move between the pre-pull and the pod start. Or `prePull` is a Terraform token (the workload pre-pulls or not by it at synth).',
          fix: 'Use `registry/repository@sha256:<digest>`; give `prePull` as a literal true or false.',
        },
        {
          code: 'GPUM-EKS-AL2023-DEVICE-PLUGIN',
          level: 'warning',
          meaning: 'AL2023 nodes advertise no GPUs until the NVIDIA device plugin runs on them.',
          fix: 'Install the NVIDIA device plugin DaemonSet (tolerating `nvidia.com/gpu`) in the cluster.',
        },
      ],
    },
    {
      title: 'Amazon EKS: GPU node class and node pool',
      codes: [
        {
          code: 'GPUM-EKS-AMI-VERSION',
          level: 'error',
          meaning: 'The node image version is not a Bottlerocket release or an amazon-eks-ami tag.',
          fix: "Give `major.minor.patch` (`NodeImage.bottlerocket('1.57.0')`) or an AMI tag (`NodeImage.al2023('v20260724')`).",
        },
        {
          code: 'GPUM-EKS-AMI-LATEST',
          level: 'warning',
          meaning: 'The node image is `@latest`: every AMI release replaces every node (drift), warm image caches included.',
          fix: "Pin a release, for example `NodeImage.bottlerocket('1.57.0')`.",
        },
        {
          code: 'GPUM-EKS-SELECTOR',
          level: 'error',
          meaning: 'A subnet or security group selection has no or too many tags, IDs or names, or an ID of the wrong kind.',
          fix: 'Give 1 to 20 tags, or 1 to 30 IDs (`subnet-…`, `sg-…`) or names.',
        },
        {
          code: 'GPUM-EKS-NODE-ROLE',
          level: 'error',
          meaning:
            'A role name of the node identity (the node role, `roleName`, `karpenterControllerRoleName`) is empty, an ARN or not an IAM role name (1 to 64 letters, digits and `+=,.@_-`): `EC2NodeClass.spec.role` takes the name, and IAM refuses the rest at apply. Or `ssmManagedInstanceCore` or `createAccessEntry` is a Terraform token or not a boolean (each decides at synth whether a resource is created).',
          fix: "Use `NodeIdentity.fromRoleName('<name>')` with the role's name; give literal booleans.",
        },
        {
          code: 'GPUM-EKS-NODE-POLICY',
          level: 'error',
          meaning:
            'An entry of `additionalManagedPolicyArns` is not a managed policy ARN (`arn:<partition>:iam::aws:policy/<name>` or `arn:<partition>:iam::<account>:policy/<name>`), or is one of the policies the node role already gets: the attachment fails at apply, or two attachments of one policy remove it for both when one goes.',
          fix: "Give the policy's ARN, such as `arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess`, once, and not the worker, CNI, ECR pull or SSM policies the role already has.",
        },
        {
          code: 'GPUM-EKS-ACCESS-ENTRY-DUPLICATE',
          level: 'error',
          meaning:
            'Two node identities of the app create an EKS access entry for the same role in one cluster (`createAccessEntry: true` on a role another node class also enters): EKS keeps one access entry per principal, so the second fails at apply.',
          fix: 'Let one node class create the access entry; give the others `createAccessEntry: false` (the default).',
        },
        {
          code: 'GPUM-EKS-NODEPOOL-DURATION',
          level: 'error',
          meaning:
            "`consolidateAfter`, `expireAfter` or `terminationGracePeriod` is not a `Duration` (plain JavaScript: `'Never'`, `'720h'`), is longer than Go's `time.Duration` holds (about 2,562,047 hours: Karpenter cannot read the NodePool), or `expireAfter` is 0 (every node expires as soon as it launches).",
        },
        {
          code: 'GPUM-EKS-NODE-ROLE-PASS',
          level: 'warning',
          meaning:
            "Karpenter's controller needs `iam:PassRole` on the new node role, which its getting-started policy allows only for `KarpenterNodeRole-*`.",
          fix: "Allow `iam:PassRole` on the role in the controller's policy, or name the role by that convention.",
        },
        {
          code: 'GPUM-EKS-INSTANCE-PROFILE',
          level: 'error',
          meaning: 'The instance profile is empty or an ARN: `EC2NodeClass.spec.instanceProfile` takes the name.',
        },
        {
          code: 'GPUM-EKS-TAGS',
          level: 'error',
          meaning:
            "A tag breaks AWS's tag rules (key of 1 to 128 characters, value of 0 to 256, letters, digits, spaces and `_ . : / = + - @`, no `aws:` prefix, at most 50, no Terraform template), or a node class tag key is reserved by Karpenter, which sets it itself.",
          fix: 'Follow the rule the message gives, or remove the tag.',
        },
        {
          code: 'GPUM-EKS-KARPENTER-VERSION',
          level: 'error',
          meaning: '`karpenterVersion` is not a version, or predates the v1 APIs this construct applies.',
          fix: "Give the installed chart's version (1.x), for example `1.14.1`.",
        },
        {
          code: 'GPUM-EKS-KARPENTER-FEATURE',
          level: 'error',
          meaning: 'A setting needs a newer Karpenter than `karpenterVersion`.',
          fix: 'Upgrade Karpenter, or drop the setting as the message says.',
        },
        {
          code: 'GPUM-EKS-REQUIREMENT',
          level: 'error',
          meaning: "A NodePool requirement breaks a rule the NodePool CRD's validation enforces.",
          fix: 'Change the key, operator or values as the message says.',
        },
        {
          code: 'GPUM-EKS-DISRUPTION-BUDGET',
          level: 'error',
          meaning: 'A disruption budget is not one the NodePool CRD accepts.',
          fix: 'Give nodes as a count or percentage, schedule and duration together, and whole minutes.',
        },
        {
          code: 'GPUM-EKS-WEIGHT',
          level: 'error',
          meaning: 'The NodePool `weight` is out of range.',
          fix: 'Give a whole number in the range the message gives.',
        },
        {
          code: 'GPUM-EKS-LIMITS',
          level: 'error',
          meaning: 'A NodePool limit (`cpuLimit`, `gpuLimit`) is out of range.',
          fix: 'Give a whole number in the range the message gives.',
        },
        {
          code: 'GPUM-EKS-IMAGE-GC',
          level: 'error',
          meaning: 'The image garbage collection thresholds are out of range, or the high one is not above the low one.',
          fix: "Give percentages with high above low (kubelet's defaults are 85 and 80).",
        },
        {
          code: 'GPUM-EKS-VOLUME',
          level: 'error',
          meaning: 'A gp3 volume (size, IOPS, throughput, or their ratios) is one EC2 refuses at launch.',
          fix: 'Use values in the ranges the message gives.',
        },
        {
          code: 'GPUM-EKS-DATA-VOLUME-AL2023',
          level: 'error',
          meaning: '`dataVolume` is Bottlerocket-only: AL2023 has a single root volume.',
        },
        {
          code: 'GPUM-EKS-POOL-ATTRIBUTE',
          level: 'error',
          meaning:
            'A boolean fact of a NodePool made elsewhere (`GpuNodeClass.fromNodePoolAttributes`: `sociEnabled`, `instanceStoreRaid0`, `restoresImageCache`, `keepsCompressedLayers`) is a Terraform token or not a boolean: the workload sizes its disks, picks its image pull and checks the image cache by it at synth.',
          fix: 'Give it as a literal true or false.',
        },
        {
          code: 'GPUM-EKS-NVME',
          level: 'error',
          meaning:
            '`minLocalNvme` is set but `instanceStoreRaid0` is off, so the NVMe disks would not be used; or `instanceStoreRaid0` is a Terraform token (the node class decides the NVMe requirement and the RAID0 binding by it at synth).',
          fix: 'Remove `minLocalNvme`, or turn `instanceStoreRaid0` on; give `instanceStoreRaid0` as a literal true or false.',
        },
        {
          code: 'GPUM-EKS-MIN-NVME',
          level: 'error',
          meaning:
            '`minLocalNvme` is larger than the instance store of every instance type of the listed families: Karpenter launches no node.',
          fix: 'Lower `minLocalNvme`, or add a family with more instance store.',
        },
        {
          code: 'GPUM-EKS-INSTANCE-FAMILY',
          level: 'error',
          meaning:
            'A listed instance family can never be launched by the NodePool: not NVIDIA, no local NVMe while `instanceStoreRaid0` is on, or ruled out by another requirement or limit.',
          fix: 'Remove the family, or change the requirement the message names.',
        },
        {
          code: 'GPUM-EKS-NO-INSTANCE-TYPE',
          level: 'error',
          meaning: "The NodePool's requirements and limits rule out every instance type of its families: it launches no node.",
          fix: 'Loosen the requirement the message names, or list other families.',
        },
        {
          code: 'GPUM-EKS-INSTANCE-FAMILY-UNKNOWN',
          level: 'warning',
          meaning:
            "A listed family is not in the library's catalogue of NVIDIA instance types, so its GPUs, NVMe and bandwidth are not checked.",
          fix: 'Check it against the Karpenter instance-types page.',
        },
        {
          code: 'GPUM-EKS-INSTANCE-FAMILY-FRACTIONAL',
          level: 'warning',
          meaning:
            'A listed family has fractional GPUs (g6f, gr6f) that Karpenter sees as 0 GPUs: no pod requesting a GPU is scheduled there.',
          fix: 'Remove it, or give it GPU capacity with a Karpenter NodeOverlay.',
        },
        {
          code: 'GPUM-EKS-RAID0-VERSION',
          level: 'error',
          meaning: '`instanceStoreRaid0` on Bottlerocket needs a newer Bottlerocket release.',
        },
        {
          code: 'GPUM-EKS-RAID0-KARPENTER',
          level: 'error',
          meaning: '`instanceStoreRaid0` on Bottlerocket needs a newer Karpenter (older ones ignore it).',
        },
        {
          code: 'GPUM-EKS-RAID0-BOOTSTRAP-CONFLICT',
          level: 'error',
          meaning:
            'A bootstrap command runs `apiclient ephemeral-storage` while `instanceStoreRaid0` is on, and two of them fail the boot.',
        },
        {
          code: 'GPUM-EKS-SOCI-VERSION',
          level: 'error',
          meaning: 'SOCI parallel pull needs a newer Bottlerocket release.',
          fix: 'Pin a newer release, or set `soci: false`.',
        },
        {
          code: 'GPUM-EKS-FAST-IMAGE-PULL-VERSION',
          level: 'error',
          meaning: 'SOCI parallel pull on AL2023 (nodeadm FastImagePull) needs a newer EKS AMI.',
        },
        {
          code: 'GPUM-EKS-SOCI-TUNING',
          level: 'error',
          meaning:
            '`sociParallelPull` is set without SOCI or on AL2023, or one of its values is out of range or a Terraform token (the TOML the node class writes needs the number); or `soci` is a Terraform token (the node class writes the user data by it at synth).',
          fix: 'Enable `soci` on Bottlerocket, or remove the tuning; give literal whole numbers and whole mebibytes, and `soci` and `discardUnpackedLayers` as literal true or false.',
        },
        {
          code: 'GPUM-EKS-SOCI-STORE-ON-EBS',
          level: 'warning',
          meaning: "SOCI's image store stays on the EBS volume with this Bottlerocket and Karpenter.",
          fix: 'Upgrade Bottlerocket and Karpenter to the versions the message gives.',
        },
        {
          code: 'GPUM-EKS-SOCI-SNAPSHOTTER',
          level: 'error',
          meaning:
            '`settings.container-runtime.snapshotter` is a value Bottlerocket refuses, or a Terraform token (the node class reads the snapshotter at synth).',
          fix: 'Use `overlayfs` or `soci`, as literal text.',
        },
        {
          code: 'GPUM-EKS-SOCI-PULL-MODE',
          level: 'error',
          meaning: 'The soci-snapshotter `pull-mode` is a value Bottlerocket refuses.',
        },
        {
          code: 'GPUM-EKS-K8S-VERSION',
          level: 'error',
          meaning:
            '`kubernetesVersion` is more than three minor versions past the newest Kubernetes release the library knows (1.36): not a release yet, so no Bottlerocket variant exists for it.',
          fix: "Give the cluster's minor version (`kubectl version` or `aws eks describe-cluster` shows it).",
        },
        {
          code: 'GPUM-EKS-K8S-VERSION-NEWER',
          level: 'warning',
          meaning:
            '`kubernetesVersion` is one to three minor versions past the newest Kubernetes release the library knows (1.36): a release it may predate, or a typo.',
          fix: "Give the cluster's minor version, and make sure Bottlerocket publishes its `aws-k8s-<version>` variant.",
        },
        {
          code: 'GPUM-EKS-SNAPSHOT',
          level: 'error',
          meaning:
            '`imageCacheSnapshot.snapshotId` is not an EBS snapshot ID (`snap-` and 8 or 17 hexadecimal digits), or `volumeInitializationRateMiBps` is out of the range the EC2NodeClass accepts.',
          fix: 'Give a snapshot ID such as `snap-0123456789abcdef0`, or a whole number in the range the message gives.',
        },
        {
          code: 'GPUM-EKS-SNAPSHOT-AL2023',
          level: 'error',
          meaning: '`imageCacheSnapshot` is Bottlerocket-only: it restores the Bottlerocket data volume.',
        },
        {
          code: 'GPUM-EKS-SNAPSHOT-RAID0',
          level: 'error',
          meaning: '`imageCacheSnapshot` with `instanceStoreRaid0`: the NVMe array is bound over the restored images and hides them.',
        },
        {
          code: 'GPUM-EKS-SNAPSHOT-BIND',
          level: 'error',
          meaning: 'A bootstrap command binds NVMe over the directories the image-cache snapshot restores.',
        },
        {
          code: 'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
          level: 'error',
          meaning:
            'The image-cache snapshot was built with another snapshotter than the nodes run: Bottlerocket deletes the images at boot. Or `builtWithSnapshotter` is a Terraform token, which cannot be compared at synth.',
          fix: 'Build the snapshot with the snapshotter the nodes use, and give `builtWithSnapshotter` as a literal `ContainerSnapshotter`.',
        },
        {
          code: 'GPUM-EKS-USERDATA-TOML',
          level: 'error',
          meaning:
            'Bottlerocket `additionalUserData` is not valid TOML, `settings` is not a table, or it is (or holds outside a quoted string) a Terraform token: the node class parses and merges it at synth.',
          fix: 'Fix the TOML: `[settings.kubernetes]` followed by `key = "value"` lines; a Terraform reference may stand only inside a quoted string value.',
        },
        {
          code: 'GPUM-EKS-USERDATA-TOPLEVEL',
          level: 'error',
          meaning: 'Bottlerocket `additionalUserData` has top-level keys; Karpenter keeps only the `[settings]` table.',
        },
        {
          code: 'GPUM-EKS-USERDATA-CONFLICT',
          level: 'error',
          meaning: '`additionalUserData` sets a key the node class generates from its props.',
        },
        {
          code: 'GPUM-EKS-USERDATA-BOOTSTRAP',
          level: 'error',
          meaning: 'A `[settings.bootstrap-commands]` entry lacks `commands`, `mode` or `essential`, which Karpenter needs.',
        },
        {
          code: 'GPUM-EKS-USERDATA-K8S-DROPPED',
          level: 'error',
          meaning: "`[settings.kubernetes]` keys are not in Karpenter's Bottlerocket settings, so Karpenter drops them silently.",
        },
        {
          code: 'GPUM-EKS-USERDATA-K8S-TYPE',
          level: 'error',
          meaning: 'A `[settings.kubernetes]` key has another TOML type than Karpenter decodes, so it launches no node.',
          fix: 'Write the value with the type the message gives.',
        },
        {
          code: 'GPUM-EKS-USERDATA-OVERWRITTEN',
          level: 'warning',
          meaning: '`[settings.kubernetes]` keys in `additionalUserData` are replaced by Karpenter.',
          fix: 'Remove them from `additionalUserData`.',
        },
        {
          code: 'GPUM-EKS-USERDATA-AL2023',
          level: 'error',
          meaning:
            'AL2023 `additionalUserData` is empty or a MIME archive, or starts with a Terraform token where the node class must type its MIME part (a shell script or a NodeConfig).',
          fix: 'Give one NodeConfig YAML document or one shell script, starting with literal text.',
        },
      ],
    },
    {
      title: 'Policy pack (GpuModelChecks): EKS rules',
      intro: 'The rules that hold on EKS only (src/aws/checks/). See [advice.md](advice.md#check-any-stack).',
      codes: [],
      checkRules: ['GPUM-CHECK-EKS-SOCI', 'GPUM-CHECK-EKS-NVME'],
    },
  ],
};
