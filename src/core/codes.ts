/*
 * The catalogue of stable IDs (`GPUM-…`), core's part. Each folder of `src/` that reports IDs owns a
 * `codes.ts` that exports `CODES`: core here, each platform in its own folder. They are data for
 * docs/codes.md (`npm run gen:codes`) and for the test that every ID in `src/` is catalogued; no
 * construct imports them, so they cost nothing at synth.
 */

/** How an ID is reported. */
export type CodeLevel = 'error' | 'warning' | 'info';

/** One stable ID. */
export interface CodeEntry {
  /** `GPUM-FC-GPU-TYPE` */
  readonly code: string;
  /** `error`: a `GpuModelsError` thrown at synth (or by a value, advice or the CLI); `warning`/`info`: an annotation. */
  readonly level: CodeLevel;
  /**
   * The same ID at a second level, when one condition is an error where the value is known at synth
   * and a warning where it is not.
   */
  readonly alsoLevel?: CodeLevel;
  /** What went wrong or what the advice is about, in one line. */
  readonly meaning: string;
  /**
   * What to change, written here only when no single throw site says it: the ID is reported as a warning or
   * info, thrown by a helper (`checkNumber`, `requireLiteralBoolean`, …), or thrown from several places or with a
   * fix computed from the values. An ID thrown only with one fixed `fix` (`new ValidationError('<ID>', …, { fix })`)
   * leaves it out: docs/codes.md takes the throw site's, and a test fails when both write it.
   */
  readonly fix?: string;
}

/** A group of IDs: one table in docs/codes.md. */
export interface CodeArea {
  /** The heading. */
  readonly title: string;
  /** One line under the heading, if the table needs it. */
  readonly intro?: string;
  readonly codes: readonly CodeEntry[];
  /**
   * IDs of `GpuModelChecks` rules this area owns. Their level, meaning and fix are the rule's own
   * (`GpuModelChecks.rules()`), so they are not written twice.
   */
  readonly checkRules?: readonly string[];
}

/** The IDs one folder of `src/` reports. */
export interface CodeCatalogue {
  /** The folder under `src/`: `core`, `alicloud`, `google`, `aws`. */
  readonly owner: string;
  readonly areas: readonly CodeArea[];
}

/** The IDs core reports (values, storage strategies, advice, the policy pack, the command line). */
export const CODES: CodeCatalogue = {
  owner: 'core',
  areas: [
    {
      title: 'Values: sizes, durations, models and images',
      intro: 'Thrown when the value is made, before it is in a construct, so the message has no construct path.',
      codes: [
        {
          code: 'GPUM-ENV-NAME',
          level: 'error',
          meaning: 'An environment variable name given to `addEnvironment` or `environment` is not a valid name.',
        },
        {
          code: 'GPUM-ENV-VALUE',
          level: 'error',
          meaning:
            'An environment variable value given to `addEnvironment` or `environment` is not a string (plain JavaScript can pass a number, an object or undefined).',
        },
        {
          code: 'GPUM-MODEL-GPU-FIT',
          level: 'error',
          meaning:
            "The model's weights are larger than the GPU memory the workload requests (card × GPUs per instance): every start fails.",
          fix: 'Request more GPU memory (a larger card, or more GPUs where the platform offers them), use a smaller model, or set `gpuLoading: ModelGpuLoading.QUANTIZED` or `OFFLOADED` on the model when the server loads fewer bytes.',
        },
        {
          code: 'GPUM-MODEL-GPU-HEADROOM',
          level: 'warning',
          meaning:
            "Less than the model's `gpuMemoryHeadroomPercent` (default 20 %) of GPU memory is left beside the weights for activations and the KV cache, or a quantized/offloaded model is larger than the GPU memory.",
          fix: 'Request more GPU memory or use a smaller model; lower `gpuMemoryHeadroomPercent` if you measured what the server needs.',
        },
        {
          code: 'GPUM-MODEL-HEADROOM-PERCENT',
          level: 'error',
          meaning: '`gpuMemoryHeadroomPercent` is not a literal percentage from 0 to less than 100.',
        },
        {
          code: 'GPUM-REGION-TOKEN',
          level: 'warning',
          meaning:
            "A region or zone the location rule must check (the construct's `region`, its provider's region, a zone) is a Terraform token, so region and zone consistency could not be checked at synth. One warning per construct.",
          fix: 'Pass a literal region (`region: "cn-hangzhou"`) to the construct and its provider, and literal zone IDs; keep the token only if you accept that a zone or provider of another region fails at apply.',
        },
        {
          code: 'GPUM-TAG-TEMPLATE',
          level: 'warning',
          meaning:
            'A literal tag key or value holds a Terraform template sequence (`${` or `%{`) on a cloud whose tags accept those characters (Alibaba Cloud): it is written escaped and reaches the cloud as that text, which is almost never what HCL-style `${var.x}` in a TypeScript string meant.',
          fix: "To tag with a Terraform value, pass a token (a variable's `stringValue`, a resource attribute); if the literal text is meant, leave it.",
        },
        {
          code: 'GPUM-TEMPLATE-PRE-ESCAPED',
          level: 'warning',
          meaning:
            'A string holds an already escaped Terraform template sequence (`$${`, `%%{`); the library escapes literal text itself, so it was left as written and arrives as `${` or `%{`.',
          fix: 'Write the text as it should arrive (`${HOME}`); a Terraform reference must be a token.',
        },
        {
          code: 'GPUM-SIZE',
          level: 'error',
          meaning:
            '`Size.parse()` (or a size flag of the command line) got text that is not a number and a unit, a bare number, or a fraction of a byte (`0.5B`).',
          fix: 'Write a number and a unit, for example `20GiB`, `500MB` or `1.5GB`; a count of bytes is whole.',
        },
        {
          code: 'GPUM-SIZE-AMOUNT',
          level: 'error',
          meaning: 'A `Size` amount is a Terraform token, NaN, infinite or negative.',
          fix: 'Give a literal, finite amount of at least 0, for example `Size.gibibytes(20)`.',
        },
        {
          code: 'GPUM-DURATION-AMOUNT',
          level: 'error',
          meaning: 'A `Duration` amount is a Terraform token, NaN, infinite or negative.',
          fix: 'Give a literal, finite amount of at least 0, for example `Duration.seconds(30)`.',
        },
        {
          code: 'GPUM-MODEL-NAME',
          level: 'error',
          meaning: "The model's name is not valid.",
        },
        {
          code: 'GPUM-MODEL-FORMAT',
          level: 'error',
          meaning: "The model's `format` is not a `ModelFormat` member (plain JavaScript can give any string).",
          fix: 'Use a `ModelFormat` member, such as `ModelFormat.SAFETENSORS`.',
        },
        {
          code: 'GPUM-MODEL-GPU-LOADING',
          level: 'error',
          meaning: "The model's `gpuLoading` is not a `ModelGpuLoading` member (plain JavaScript can give any string).",
          fix: 'Use `ModelGpuLoading.FULL_WEIGHTS`, `QUANTIZED` or `OFFLOADED`.',
        },
        {
          code: 'GPUM-REMOVAL-POLICY',
          level: 'error',
          meaning:
            '`removalPolicy` is a Terraform token or, from plain JavaScript, not a `RemovalPolicy` member: the data store would be left unprotected from destroy.',
          fix: 'Use `RemovalPolicy.RETAIN` (the default) or `RemovalPolicy.DESTROY`.',
        },
        {
          code: 'GPUM-STORAGE-FILE-SYSTEM-OPTION',
          level: 'error',
          meaning:
            '`ModelStorage.fileSystem({ performanceClass })` is a Terraform token or not a `FileSystemPerformanceClass` member, or `encrypted` is not a literal true or false (a token, or a string from plain JavaScript).',
          fix: 'Give a `FileSystemPerformanceClass` member and a literal `encrypted: true` or `false`.',
        },
        {
          code: 'GPUM-STORAGE-PRE-PULL',
          level: 'error',
          meaning: '`containerImage({ prePull })` is not a literal true or false.',
          fix: 'Give true or false.',
        },
        {
          code: 'GPUM-MODEL-SIZE',
          level: 'error',
          meaning: "The model's size (or `advise --model-size`) is below 1 KB: 0, or a slip of the unit such as `0.0000001GiB`.",
          fix: 'Give the size of its files, for example `Size.gibibytes(20)` or `--model-size 20GiB`.',
        },
        {
          code: 'GPUM-MODEL-STORAGE-PATH',
          level: 'error',
          meaning: "The model's `storagePath` is not a clean relative path.",
          fix: 'Give a relative path such as `models/<name>`, without `..`, `.` or empty segments.',
        },
        {
          code: 'GPUM-MODEL-MOUNT-PATH',
          level: 'error',
          meaning: "The model's `mountPath` is not an absolute directory other than `/`.",
          fix: 'Give a directory such as `/mnt/models/<name>`.',
        },
        {
          code: 'GPUM-MODEL-PICKLE',
          level: 'warning',
          meaning: 'The model is a PyTorch pickle: loading it can execute arbitrary code, and it cannot be memory-mapped.',
          fix: 'Convert it to safetensors and set `format: ModelFormat.SAFETENSORS`.',
        },
        {
          code: 'GPUM-IMAGE-URI',
          level: 'error',
          meaning:
            'The container image is not an image reference (distribution/reference grammar): empty, with whitespace, a URL with a scheme, a Terraform template, upper-case letters in the repository path, or a name over 255 characters.',
        },
        {
          code: 'GPUM-IMAGE-SIZE',
          level: 'error',
          meaning:
            "`ContainerImageOptions.compressedSize` or the advice's `ModelWorkload.baseImageSize` is not a `Size` (plain JavaScript) or is under 1 kB, less than any container image (a unit slip).",
        },
        {
          code: 'GPUM-IMAGE-TOO-LARGE',
          level: 'error',
          meaning:
            "The image (with a baked-in model), or the base image given to `advise`/`init` as `--image-size`, is above the platform's image limit (Function Compute: 15 GB compressed for a GPU function).",
          fix: 'Serve the model from `ModelStorage.fileSystem()` or `ModelStorage.objectStorageMount()`, slim the image, or raise the quota.',
        },
      ],
    },
    {
      title: 'Model storage strategies',
      codes: [
        {
          code: 'GPUM-STORAGE-UNSUPPORTED',
          level: 'error',
          meaning: 'The platform does not offer this `ModelStorage` strategy.',
          fix: 'Use one of the strategies the message lists.',
        },
        {
          code: 'GPUM-STORAGE-PLATFORM',
          level: 'error',
          meaning:
            "A platform's own storage strategy (`FcModelStorage`, `CloudRunModelStorage`, `EksModelStorage`) is bound by another platform's construct, through the facade or from JavaScript (TypeScript refuses it at compile time).",
          fix: "Use the neutral `ModelStorage` factory of the kind, or the construct's platform's own factory.",
        },
        {
          code: 'GPUM-STORAGE-OPTION-UNSUPPORTED',
          level: 'error',
          meaning: 'The platform does not use an option of the strategy, so it would be dropped.',
          fix: 'Remove the option; the message lists the ones the platform honours.',
        },
        {
          code: 'GPUM-STORAGE-RECOMMENDED',
          level: 'info',
          meaning: '`ModelStorage.recommended()` chose the strategy, for the reasons the message gives.',
          fix: 'Nothing to do; pick a strategy yourself to overrule it.',
        },
        {
          code: 'GPUM-STORAGE-RATIONALE',
          level: 'error',
          meaning:
            "`ModelStorage.fromRecommendation()`'s rationale has an empty or token `summary`, no `reasons` or a blank or token one, or an `advicePlatform` outside `AdvicePlatform`.",
          fix: 'Give a summary and reasons as literal text and an `AdvicePlatform` member, or use `ModelStorage.recommended()`, which fills them.',
        },
        {
          code: 'GPUM-STORAGE-TARGET',
          level: 'error',
          meaning:
            "`ModelStorage.bind()`'s target has an empty or token `platformName`, no `supportedKinds` or one outside `ModelStorageKind`, or a `platformId` that is blank, a token, or another registered platform's ID.",
        },
        {
          code: 'GPUM-STORAGE-RECOMMENDED-PLATFORM',
          level: 'error',
          meaning: "A recommendation made for one platform is bound by another platform's construct.",
          fix: "Ask for the recommendation with the construct's platform.",
        },
        {
          code: 'GPUM-INTERNET-URL',
          level: 'error',
          meaning: '`ModelStorage.internet()` got a URL that is not http(s).',
        },
        {
          code: 'GPUM-STREAM-FORMAT',
          level: 'error',
          meaning:
            '`ModelStorage.objectStorageStream()` with a model that is not safetensors: the Run:ai Model Streamer, which the engines stream an object URI with, reads safetensors only.',
        },
        {
          code: 'GPUM-STREAM-MOUNT-PATH',
          level: 'warning',
          meaning:
            "`ModelStorage.objectStorageStream()` with a command line that names the model's `mountPath`, where nothing is mounted: the engine would find no model.",
          fix: 'Give the engine `MODEL_URI` (`vllm serve "$MODEL_URI" --load-format runai_streamer`; `$(MODEL_URI)` in a Kubernetes command).',
        },
        {
          code: 'GPUM-INTERNET-MODEL',
          level: 'warning',
          meaning: 'The model is fetched from the internet at every cold start: hubs rate-limit, throttle and go down.',
          fix: "Copy the model to the platform's object storage and use another strategy.",
        },
      ],
    },
    {
      title: 'Model sources and staging',
      intro:
        'Thrown by `ModelSource`, `HubToken`, `StagingJobSpec` and `StagingMarker` when the value is made (no construct path), except the cloud checks, which a platform runs in its construct. See docs/staging.md.',
      codes: [
        {
          code: 'GPUM-SOURCE-REPO-ID',
          level: 'error',
          meaning:
            'A Hugging Face or ModelScope repository id is empty, a Terraform reference, or not `owner/name` (ModelScope) or `owner/name`/`name` (Hugging Face) with valid parts.',
          fix: 'Copy the id from the model URL, for example `meta-llama/Llama-3.1-8B-Instruct`.',
        },
        {
          code: 'GPUM-SOURCE-REVISION',
          level: 'error',
          meaning:
            'The revision is empty, a Terraform reference, a short or upper-case commit id, a ModelScope commit id (ModelScope resolves branch and tag names only), not a valid ref name, or a bad copy label.',
          fix: 'Give the full 40-character commit id (Hugging Face) or a version tag such as `v1.0.0` (ModelScope).',
        },
        {
          code: 'GPUM-SOURCE-REVISION-MUTABLE',
          level: 'error',
          meaning:
            'The revision is a branch or tag name, which can move, and `allowMutableRevision` is not set (or is not a literal true or false).',
          fix: 'Pin the commit id or a version tag, or set `allowMutableRevision: true` (warning `GPUM-SOURCE-REVISION-UNPINNED`).',
        },
        {
          code: 'GPUM-SOURCE-REVISION-UNPINNED',
          level: 'warning',
          meaning: 'The source stages a branch or tag name: it is copied once and later commits are not staged until the revision changes.',
          fix: 'Pin the commit id (Hugging Face) or a version tag (ModelScope) and remove `allowMutableRevision`.',
        },
        {
          code: 'GPUM-SOURCE-PATTERN',
          level: 'error',
          meaning:
            'An include or exclude list is empty, or a glob is blank, absolute, has `..`, backslashes or an unclosed `[`, is listed twice, or matches every file.',
          fix: 'Give repository-relative fnmatch globs such as `*.safetensors`, or leave the list out.',
        },
        {
          code: 'GPUM-SOURCE-URI',
          level: 'error',
          meaning:
            'An object-storage source is not `oss://`, `gs://` or `s3://` with a valid bucket and a plain prefix (no wildcards, `..` or empty segments, not a whole bucket).',
          fix: 'Give the bucket URI of the prefix that holds the model, such as `gs://my-bucket/models/llama/`.',
        },
        {
          code: 'GPUM-SOURCE-ENDPOINT',
          level: 'error',
          meaning:
            'The hub endpoint is not an http(s) URL, carries a query, fragment or credentials, or is plain http while a token would be sent.',
        },
        {
          code: 'GPUM-SOURCE-ENDPOINT-PLAIN-HTTP',
          level: 'warning',
          meaning:
            'The hub endpoint is plain http (not loopback): even without a token, anyone on the path can change the file list and the files; the staging program says so at run time too.',
          fix: 'Give an https:// endpoint.',
        },
        {
          code: 'GPUM-SOURCE-REQUIRE-DIGESTS',
          level: 'error',
          meaning: '`requireDigests` is not a boolean.',
        },
        {
          code: 'GPUM-SOURCE-DIGESTS-OPTIONAL',
          level: 'warning',
          meaning: '`requireDigests: false` with a non-default endpoint: a file it lists without a digest is checked by its size only.',
          fix: 'Keep `requireDigests` on unless the endpoint is yours.',
        },
        {
          code: 'GPUM-SOURCE-NO-WEIGHTS',
          level: 'warning',
          meaning:
            'The include/exclude patterns can select no file with a weight extension (`.safetensors`, `.bin`, `.pt`, `.pth`, `.ckpt`, `.gguf`, `.h5`, `.msgpack`, `.onnx`), judged by the patterns alone (the file list is known only when the staging runs).',
          fix: 'Add a pattern for the weights, such as `*.safetensors`.',
        },
        {
          code: 'GPUM-SOURCE-TOKEN-MIRROR',
          level: 'warning',
          meaning: 'The hub token is sent to an endpoint that is not the hub itself (a mirror).',
          fix: 'Use a mirror you trust, or a public model without a token.',
        },
        {
          code: 'GPUM-SOURCE-CLOUD',
          level: 'error',
          meaning: "An object-storage source is a bucket of another cloud than the platform's.",
          fix: "Copy the model into a bucket of the platform's cloud and name it, or stage from the hub.",
        },
        {
          code: 'GPUM-HUB-TOKEN-REFERENCE',
          level: 'error',
          meaning:
            'A hub token reference is empty or not the form of its secret store (Secrets Manager ARN, Secret Manager version name, KMS secret name), or `fromSecret` cannot tell its cloud.',
          fix: 'Pass the secret reference to the factory of its store: `fromAwsSecretsManager`, `fromGoogleSecretManager`, `fromAlibabaKmsSecret`.',
        },
        {
          code: 'GPUM-HUB-TOKEN-PLAINTEXT',
          level: 'error',
          meaning:
            'A token or key was given where a secret reference belongs (a string as `token`; an `hf_…`/`ms-…` token, a bare UUID, an AccessKey ID or a long hex key as a secret name).',
          fix: "Store the token in the cloud's secret store, pass its reference, and revoke the exposed token.",
        },
        {
          code: 'GPUM-HUB-TOKEN-CLOUD',
          level: 'error',
          meaning: "The hub token is a secret of another cloud than the platform's, which the staging job cannot read.",
          fix: "Store the token in the platform cloud's secret store and pass that reference.",
        },
        {
          code: 'GPUM-STAGING-DESTINATION-DUPLICATE',
          level: 'error',
          meaning:
            'Two staging jobs of one app stage the same revision into the same place: one cloud, one bucket (compared by its resolved value when it is a reference) or NAS file system, one staged path. Both would write the same files at once, with resume off.',
          fix: "Stage it once: give the second workload `ModelSource.preStaged()` with `storagePath` set to the first one's staged path (`<storagePath>/<revision>`), or another `storagePath`.",
        },
        {
          code: 'GPUM-STAGING-DESTINATION-CONFLICT',
          level: 'error',
          meaning:
            "Two staging jobs of one app stage different models (another name, hub, repository, revision, patterns or bucket prefix) into the same place: one cloud, one store, one staged path. Each would overwrite the other's files and mark a mix of both as complete.",
          fix: 'Give one of the two models another `storagePath` (or another bucket or file system), so that each has a directory of its own.',
        },
        {
          code: 'GPUM-SHARED-STORE-STACK',
          level: 'error',
          meaning:
            "A workload's `sharedWith(first)` names a workload of another stack: the store's resources are referenced directly, and a reference across stacks needs an output and remote state.",
        },
        {
          code: 'GPUM-SHARED-STORE-REGION',
          level: 'error',
          meaning: "A workload's `sharedWith(first)` names a workload in another region: the store is reached only from its own region.",
          fix: "Give the second workload the first one's region, or give it a store of its own in its region.",
        },
        {
          code: 'GPUM-SHARED-STORE-PREFIX',
          level: 'error',
          meaning:
            "Two workloads on one shared store put different models, or one model at different revisions, at the same `storagePath`: one would read or stage over the other's files.",
        },
        {
          code: 'GPUM-STAGING-NOT-NEEDED',
          level: 'error',
          meaning: 'A staging job was asked for a pre-staged model.',
        },
        {
          code: 'GPUM-STAGING-DIRECTORY',
          level: 'error',
          meaning:
            'A staging directory (storage path mount, source mount, token file) is not an absolute path known at synth, or an object-storage source has no source directory.',
          fix: 'Give absolute paths such as `/mnt/stage`.',
        },
        {
          code: 'GPUM-STAGING-JOB-NAME',
          level: 'error',
          meaning: 'The staging job name is empty or not known at synth.',
        },
        {
          code: 'GPUM-STAGING-PROGRAM-PATH',
          level: 'error',
          meaning:
            "`StagingProgram.command()`'s or `StagingJobSpec.command()`'s `programPath` is empty, relative, a directory, or holds a Terraform template or control characters.",
          fix: 'Give the absolute path the program is mounted at, such as `/opt/gpum/stage-model.js`.',
        },
        {
          code: 'GPUM-STAGING-CONCURRENCY',
          level: 'error',
          meaning: 'The staging concurrency is not a whole number from 1 to 64.',
          fix: 'Give a whole number such as 4.',
        },
        {
          code: 'GPUM-STAGING-RESUMABLE',
          level: 'error',
          meaning: '`resumable` is not a literal true or false (a Terraform token, or another value from plain JavaScript).',
          fix: 'Give true or false.',
        },
        {
          code: 'GPUM-STAGING-RETAIN',
          level: 'error',
          meaning: '`retainRevisions` is not a whole number of at least 1 (the revision just staged is always kept).',
          fix: 'Give a whole number such as 3, or leave it unset to keep every revision.',
        },
        {
          code: 'GPUM-STAGING-RETAIN-ONE',
          level: 'warning',
          meaning:
            '`retainRevisions: 1` deletes the revision being served once the new one is staged, before the rollout switches: a server starting meanwhile cannot load its model, and nothing is left to roll back to.',
          fix: 'Keep at least 2 revisions.',
        },
        {
          code: 'GPUM-STAGING-MARKER',
          level: 'error',
          meaning: "The serving side's marker check was given a relative directory or an empty job name.",
          fix: "Give the model's absolute `mountPath` and the staging job's name.",
        },
      ],
    },
    {
      title: 'Serving engines',
      intro:
        "The engine presets (`ServingEngine.vllm()`, `ServingEngine.sglang()`) checked at bind, with the workload's construct path (src/core/engine).",
      codes: [
        {
          code: 'GPUM-ENGINE-VERSION',
          level: 'error',
          meaning: '`engine.version` is outside the range the preset knows the flags of (vLLM 0.11.x, SGLang 0.5.x), or a Terraform token.',
          fix: 'Give a version of the range, or use `ServingEngine.custom()` with your own command for another version.',
        },
        {
          code: 'GPUM-ENGINE-OPTION',
          level: 'error',
          meaning:
            'An engine option has a bad value (`gpuMemoryUtilization` outside (0, 1], a `maxModelLen` that is not a whole number, a non-string argument), or the preset cannot serve the strategy (a model from the internet).',
          fix: 'Give the value in the range the message names, or use `ServingEngine.custom()`.',
        },
        {
          code: 'GPUM-ENGINE-COMMAND',
          level: 'error',
          meaning:
            "The workload's `command`, `args` or `entrypoint` is set and the engine is a preset, which writes the container's command line itself.",
          fix: "Leave the command out and give engine settings in the preset's `extraArgs`, or use `ServingEngine.custom()`.",
        },
        {
          code: 'GPUM-ENGINE-FLAG-UNKNOWN',
          level: 'error',
          meaning: 'An `extraArgs` flag is not one the pinned engine version takes: the engine would exit at start.',
          fix: 'Fix the spelling (the message suggests the nearest flag), or use `ServingEngine.custom()`.',
        },
        {
          code: 'GPUM-ENGINE-FLAG-CONFLICT',
          level: 'error',
          meaning: 'An `extraArgs` flag is one the preset writes from the workload; the message names both values.',
          fix: "Leave it out of `extraArgs` and set it through the preset's option or the workload's prop.",
        },
        {
          code: 'GPUM-ENGINE-ENV-CONFLICT',
          level: 'error',
          meaning: "`extraEnv` or the workload's `environment` changes a variable the preset or the workload sets (`HF_HUB_OFFLINE`).",
          fix: 'Leave the variable out: the message names who sets it and to what.',
        },
        {
          code: 'GPUM-ENGINE-WEIGHT-LOADER',
          level: 'error',
          meaning: 'The Run:ai Model Streamer (`runaiStreamer`) is asked to load a model that is not safetensors.',
        },
        {
          code: 'GPUM-ENGINE-CONTEXT-FIT',
          level: 'error',
          meaning:
            "The weights leave no KV-cache memory at the engine's GPU memory share, or `maxModelLen` × `kvCacheBytesPerToken` is more than the GPU plan leaves (`gpuMemoryPlan`).",
          fix: 'Lower `maxModelLen`, raise `gpuMemoryUtilization`, or request more GPU memory.',
        },
        {
          code: 'GPUM-ENGINE-STARTUP-TIMEOUT',
          level: 'warning',
          meaning:
            "The user's startup deadline is shorter than the engine-inclusive start estimate: the platform may restart the instance before it serves.",
          fix: "Lengthen the deadline, or leave it out for the preset's (twice the estimate, at least 10 minutes).",
        },
        {
          code: 'GPUM-ADVICE-ENGINE',
          level: 'warning',
          meaning:
            "Advice on the engine preset: tensor-parallel ranks stream the weights without the streamer's distributed mode (unverified for vLLM 0.11), or (EKS) run with the runtime's 64 MiB /dev/shm.",
          fix: 'Measure the start and add the distributed mode through `ServingEngine.custom()` once your vLLM version documents it; set `sharedMemorySize` for tensor parallel on EKS.',
        },
      ],
    },
    {
      title: 'Compile cache',
      intro:
        "The engine preset's `compileCache` (`CompileCache.objectStorage()`), checked at bind with the workload's construct path (src/core/compile-cache) and by each platform against its model storage.",
      codes: [
        {
          code: 'GPUM-COMPILE-CACHE-PREFIX',
          level: 'error',
          meaning:
            "The cache's `prefix` is not a literal bucket prefix (letters, digits, `.`, `_`, `-`, `/` between segments), or it overlaps the model's `storagePath`, which the workload only reads.",
          fix: "Give a literal prefix outside the model's storage path, such as `compile-cache`.",
        },
        {
          code: 'GPUM-COMPILE-CACHE-REVISION',
          level: 'error',
          meaning:
            'The model has no source, so its revision is not known and the cache key would mix artifacts of other weights; or the given `modelRevision` cannot be one segment of a key.',
          fix: 'Set `modelRevision` on the cache (`CompileCache.objectStorage({ modelRevision })`) to a label of letters, digits, `.`, `_` and `-` that changes with the weights and the model code.',
        },
        {
          code: 'GPUM-COMPILE-CACHE-PLATFORM',
          level: 'error',
          meaning:
            'A compile cache is set on a platform that does not restore and write one back (Amazon EKS, Google Cloud Run and Alibaba Function Compute do; a platform added outside the library may not).',
        },
        {
          code: 'GPUM-COMPILE-CACHE-STORAGE',
          level: 'error',
          meaning:
            "The compile cache cannot live where the workload's model storage is: the storage has no bucket to keep it in (the model baked into the image or fetched from the internet), or, on Function Compute, the model is on NAS, whose read-only access rule covers the whole file system.",
          fix: 'Use a storage strategy that keeps the model in a bucket (`objectStorageStream()`, `objectStorageMount()`/`gcsFuse()`/`FcModelStorage.ossMount()`, `downloadAtStart()`).',
        },
        {
          code: 'GPUM-COMPILE-CACHE-WARM-UP',
          level: 'error',
          meaning:
            '`warmUp` is set on a platform that has no deploy-time warm-up job (Amazon EKS and Google Cloud Run run one; Function Compute does not).',
        },
      ],
    },
    {
      title: 'Platforms',
      intro: 'The platforms register themselves when the package root or their subpath is imported (src/core/platform).',
      codes: [
        {
          code: 'GPUM-CONSTRUCT-ID',
          level: 'error',
          meaning:
            "The ID of a `GpuFunctionWithModel`, or one given to a `GpuPlatform`'s `build()`, is empty or holds a Terraform template (`${`, `%{`), which reaches the construct path the library writes into output and resource descriptions, where Terraform refuses templates.",
          fix: 'Give a literal ID of letters, digits, `-` and `_`.',
        },
        {
          code: 'GPUM-PLATFORM-UNREGISTERED',
          level: 'error',
          meaning: 'A platform was looked up by an ID no import has registered.',
        },
      ],
    },
    {
      title: 'Storage advice',
      intro:
        'Thrown by `recommendModelStorage()`, `ModelStorage.recommended()` and `cdktf-gpu-models advise` for a workload they cannot rank.',
      codes: [
        {
          code: 'GPUM-ADVICE-PLATFORM',
          level: 'error',
          meaning: '`platform` is not an `AdvicePlatform`.',
          fix: 'Use `alicloud-fc`, `gcp-cloudrun` or `aws-eks`.',
        },
        {
          code: 'GPUM-ADVICE-MODEL-SIZE',
          level: 'error',
          meaning: '`modelSize` is missing or below 1 KB (the rule `ModelArtifact` applies).',
          fix: "Give the size of the model's files, for example `Size.gibibytes(20)`.",
        },
        {
          code: 'GPUM-ADVICE-MEMORY',
          level: 'error',
          meaning: "The workload's `instanceMemory` is not above 0.",
        },
        {
          code: 'GPUM-ADVICE-MODEL-URL',
          level: 'error',
          meaning: "The workload's `modelUrl` is not an http(s) URL known at synth.",
        },
        {
          code: 'GPUM-ADVICE-PLATFORM-OPTION',
          level: 'error',
          meaning:
            'A workload field that only some platforms read (`acceleratorZoneId`, `instanceMemory`, `localNvme`, `rapidCache`) was given for another platform.',
          fix: 'Leave it out, or advise for the platform that reads it.',
        },
        {
          code: 'GPUM-ADVICE-LOCATION',
          level: 'error',
          meaning: "The workload's region or accelerator zone is a Terraform token.",
          fix: 'Give the region and zone as literals.',
        },
        {
          code: 'GPUM-ADVICE-SOURCE-KIND',
          level: 'error',
          meaning: "The staging estimate's `sourceKind` is not a `ModelSourceKind`.",
          fix: 'Use a `ModelSourceKind` member.',
        },
        {
          code: 'GPUM-ADVICE-SECONDS',
          level: 'error',
          meaning: '`formatSeconds` got a number that is not finite or is below 0.',
        },
        {
          code: 'GPUM-ADVICE-CONCURRENCY',
          level: 'error',
          meaning: '`concurrentColdStarts` is not a whole number of at least 1.',
        },
        {
          code: 'GPUM-ADVICE-REGIONS',
          level: 'error',
          meaning: '`regionCount` is not a whole number of at least 1.',
        },
        {
          code: 'GPUM-ADVICE-MODE',
          level: 'error',
          meaning: '`instanceMode` is not an `InstanceMode`.',
          fix: 'Use one of the values the message lists.',
        },
        {
          code: 'GPUM-ADVICE-CHANGE-FREQUENCY',
          level: 'error',
          meaning: '`changeFrequency` is not a `ModelChangeFrequency`.',
          fix: 'Use one of the values the message lists.',
        },
        {
          code: 'GPUM-ADVICE-READ-PATTERN',
          level: 'error',
          meaning: '`readPattern` is not a `ModelReadPattern`.',
          fix: 'Use one of the values the message lists.',
        },
        {
          code: 'GPUM-ADVICE-FORMAT',
          level: 'error',
          meaning: '`modelFormat` is not a `ModelFormat`.',
          fix: 'Use one of the values the message lists.',
        },
        {
          code: 'GPUM-ADVICE-BOOLEAN',
          level: 'error',
          meaning: '`startupCritical`, `localNvme`, `sociParallelPull` or `rapidCache` is not `true` or `false` (plain JavaScript).',
        },
        {
          code: 'GPUM-ADVICE-PARAMETER',
          level: 'error',
          meaning: 'An estimate parameter override is unknown, belongs to another platform, or has a value outside its range.',
          fix: "Use a parameter of the workload's platform (`advise --list-params`) with a value it accepts.",
        },
        {
          code: 'GPUM-ADVICE-INCOMPLETE',
          level: 'error',
          meaning: "`ModelStorage.recommended()`: the top strategy needs more input (the OSS accelerator's region or zone).",
          fix: 'Give `region` or `acceleratorZoneId` in the workload.',
        },
      ],
    },
    {
      title: 'Command line',
      intro:
        "`cdktf-gpu-models advise` and `init` print every refusal with its ID and exit 2. Input the constructs would refuse is refused with the construct's own ID (`GPUM-MODEL-SIZE`, `GPUM-FC-OSS-ACCELERATOR-ZONE`, `GPUM-MODEL-GPU-FIT`, `GPUM-SOURCE-CLOUD`); these IDs are for the command line itself.",
      codes: [
        {
          code: 'GPUM-CLI-USAGE',
          level: 'error',
          meaning: 'A bad command line: an unknown flag or command, a missing or repeated flag, a value of the wrong form.',
          fix: 'Follow the message, which names the flag and the fix; `--help` lists the flags.',
        },
        {
          code: 'GPUM-CLI-PLATFORM-FLAG',
          level: 'error',
          meaning:
            'A flag that does not apply to the chosen platform (`--accelerator-zone` with `gcp-cloudrun`, `--gpu-count` with `alicloud-fc`): the advice would ignore it.',
          fix: 'Remove the flag, or choose the platform it describes; `--help` marks each flag that applies to one platform only.',
        },
        {
          code: 'GPUM-CLI-SOURCE',
          level: 'error',
          meaning: '`advise --source` is not a hub source or a bucket URI.',
          fix: 'Write `hf:<owner>/<name>@<40-hex commit>`, `modelscope:<owner>/<name>@<version tag>` or `oss://`, `gs://`, `s3://<bucket>/<prefix>`.',
        },
      ],
    },
    {
      title: 'Policy pack (GpuModelChecks)',
      intro:
        "Findings are annotations on the resource at the rule's level; a finding the rule cannot verify at synth is an info annotation (`[<rule ID>] cannot verify: …`). See [advice.md](advice.md#check-any-stack).",
      codes: [
        {
          code: 'GPUM-CHECK-EXCLUDE',
          level: 'error',
          meaning: '`excludeRules` names a rule ID the pack does not have.',
          fix: 'Use the IDs `GpuModelChecks.rules()` lists.',
        },
        {
          code: 'GPUM-CHECK-OPTION',
          level: 'error',
          meaning: '`reportSuppressed` is a Terraform token or not a boolean (plain JavaScript): the checks decide by it at synth.',
          fix: 'Give a literal `true` or `false`.',
        },
        {
          code: 'GPUM-CHECK-STORAGE-KIND',
          level: 'error',
          meaning:
            '`GpuModelChecks.describeModel()` was given a `storageKind` that is a Terraform token, missing or not a `ModelStorageKind` (plain JavaScript): the rules that depend on it would not apply.',
          fix: 'Give a `ModelStorageKind` member, such as `ModelStorageKind.CONTAINER_IMAGE`.',
        },
        {
          code: 'GPUM-CHECK-SUPPRESSION-RULE',
          level: 'error',
          meaning: '`GpuModelChecks.suppress()` names a rule ID the pack does not have.',
          fix: 'Use one of the IDs the message lists.',
        },
        {
          code: 'GPUM-CHECK-SUPPRESSION-REASON',
          level: 'error',
          meaning: 'A suppression has no reason, or one shorter than 10 characters.',
          fix: 'Say why the finding does not apply, in at least 10 characters.',
        },
      ],
      // The rules that hold on every platform; each platform's own rules are in its codes.ts.
      checkRules: [
        'GPUM-CHECK-MOUNT-WRITABLE',
        'GPUM-CHECK-BUCKET-PUBLIC',
        'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
        'GPUM-CHECK-BUCKET-ENCRYPTION',
        'GPUM-CHECK-GRANT-SCOPE',
        'GPUM-CHECK-MODEL-PICKLE',
        'GPUM-CHECK-IMAGE-LIMIT',
        'GPUM-CHECK-IMAGE-SIZE',
      ],
    },
  ],
};
