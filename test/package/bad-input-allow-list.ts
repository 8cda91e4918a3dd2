/*
 * The reviewed exceptions of the bad-input coverage test (bad-input-coverage.test.ts): public inputs
 * whose type already makes a bad value impossible, each with the reason. Review every line added here
 * as you would an error rule: an input that can take a bad value needs a row instead.
 */

/** A construct scope: the framework checks it is a construct; errors name the path under it. */
const CONSTRUCT_SCOPE = 'a construct scope: the framework refuses anything else, and errors name the path under it';
/** The library's own error classes: thrown by it, caught by users; nothing reaches a cloud. */
const ERROR_CLASS = "an error class's field: the library throws these, nothing from them reaches a resource";
/**
 * A value object or construct reference built only by the library's own factories or constructs
 * (ModelArtifact, ModelStorage and its platform classes, networks, service accounts, downloaders,
 * node pools, HubToken, ModelSource): each factory's and construct's own inputs have rows, and the type
 * refuses anything else at compile time.
 */
const VALUE_OBJECT = "a value object or construct reference made only by the library's factories or constructs, whose own inputs have rows";

/**
 * The other operand of a Size or Duration method: a Size or Duration exists only through the factories,
 * which refuse NaN, negative, infinite and token amounts (GPUM-SIZE-AMOUNT, GPUM-DURATION-AMOUNT: the rows of
 * test/core/values.rows.ts), so every instance compares and adds; a sum past the largest number is refused
 * by the same check in the constructor.
 */
const UNIT_OPERAND =
  'a Size or Duration operand: the factories refuse NaN, negative, infinite and token amounts (values.rows.ts), so every instance compares and adds, an overflowing sum meets the same check, and the type refuses a plain number';

/**
 * ObjectStorageLocation.overlaps: a question, not a setting. Every bucket and prefix gets an answer (a
 * token, a non-string or another bucket: no overlap known at synth; "" as the prefix: the whole bucket),
 * nothing given to it reaches a resource, and no error can be its outcome; the staging constructs that
 * ask it refuse an overlapping source with their own code.
 */
const OVERLAP_QUERY =
  'a query, not a setting: every bucket and prefix gets an answer (a token, a non-string or another bucket: no overlap known at synth), nothing it is given reaches a resource, and the staging constructs that ask it refuse an overlapping source';

export const BAD_INPUT_ALLOW_LIST: Readonly<Record<string, string>> = {
  'MarkerWaitOptions.interval':
    'any Duration is a valid pause between checks: a Duration cannot be negative or NaN, and an interval past the timeout means one check',
  'MarkerWaitOptions.timeout': 'any Duration is a valid wait: 0 checks once and fails at once, which tests and impatient servers use',
  'CloudRunCloudNat.bind(scope)': CONSTRUCT_SCOPE,
  'CloudRunGpuWorkload.constructor(scope)': CONSTRUCT_SCOPE,
  'CloudRunModelStaging.constructor(scope)': CONSTRUCT_SCOPE,
  'CloudRunModelStagingProps.dependsOn': VALUE_OBJECT,
  'CloudRunModelStagingProps.model': VALUE_OBJECT,
  'CloudRunModelStorage.bind(scope)': CONSTRUCT_SCOPE,
  'CloudRunModelStorage.fromRecommendation(storage)': VALUE_OBJECT,
  'CloudRunNetwork.bind(scope)': CONSTRUCT_SCOPE,
  'CloudRunPlatformProps.serviceAccount': VALUE_OBJECT,
  'CloudRunServiceAccount.bind(scope)': CONSTRUCT_SCOPE,
  'DescribedModelProps.model': VALUE_OBJECT,
  'Duration.isGreaterThan(other)': UNIT_OPERAND,
  'Duration.plus(other)': UNIT_OPERAND,
  'EksGpuWorkload.addEnvironment(value)':
    'any string is a valid environment value: Terraform template sequences in it are escaped and tokens stay references (the key has rows)',
  'EksGpuWorkload.constructor(scope)': CONSTRUCT_SCOPE,
  'EksImageCacheSnapshot.constructor(scope)': CONSTRUCT_SCOPE,
  'EksImageCacheSnapshot.imageCacheSnapshot(scope)': CONSTRUCT_SCOPE,
  'EksModelDownloader.bind(scope)': CONSTRUCT_SCOPE,
  'EksModelStaging.constructor(scope)': CONSTRUCT_SCOPE,
  'EksModelStaging.waitScript(timeout)':
    "any Duration is a valid wait (as MarkerWaitOptions.timeout): 0 checks once and fails at once, and the serving pod's init container that runs it restarts with back-off, so a short wait only checks more often",
  'EksModelStagingProps.dependsOn': VALUE_OBJECT,
  'EksModelStagingProps.manifestBackend': VALUE_OBJECT,
  'EksModelStagingProps.model': VALUE_OBJECT,
  'EksModelStorage.bind(scope)': CONSTRUCT_SCOPE,
  'EksModelStorage.fromRecommendation(storage)': VALUE_OBJECT,
  'EksPlatformProps.dependsOn': VALUE_OBJECT,
  'EksPlatformProps.manifestBackend': VALUE_OBJECT,
  'EksPlatformProps.modelDownloader': VALUE_OBJECT,
  'EksPlatformProps.nodePool': VALUE_OBJECT,
  'FcGpuFunction.constructor(scope)': CONSTRUCT_SCOPE,
  'FcModelStaging.constructor(scope)': CONSTRUCT_SCOPE,
  'FcModelStagingProps.model': VALUE_OBJECT,
  'FcModelStagingProps.network': VALUE_OBJECT,
  'FcModelStorage.bind(scope)': CONSTRUCT_SCOPE,
  'FcModelStorage.fromRecommendation(storage)': VALUE_OBJECT,
  'FcNetwork.bind(scope)': CONSTRUCT_SCOPE,
  'FcNetwork.fromResources(vswitch)': VALUE_OBJECT,
  'FcPlatformProps.description':
    "any string is a valid function description: Function Compute's CreateFunctionInput documents no length or character limit, Terraform template sequences in it are escaped, and a token stays a reference",
  'FcPlatformProps.network': VALUE_OBJECT,
  'FcPlatformProps.stagingNetwork': VALUE_OBJECT,
  'FcReplicatedModelBucket.constructor(scope)': CONSTRUCT_SCOPE,
  'FcReplicatedModelBucketProps.model': VALUE_OBJECT,
  'GpuFunctionWithModel.constructor(scope)': CONSTRUCT_SCOPE,
  'GpuFunctionWithModelProps.platform': VALUE_OBJECT,
  'GpuModelChecks.describeModel(scope)': CONSTRUCT_SCOPE,
  'GpuModelChecks.suppress(scope)': CONSTRUCT_SCOPE,
  'GpuModelChecks.visit(node)': CONSTRUCT_SCOPE,
  'GpuModelsError.constructor(code)': ERROR_CLASS,
  'GpuModelsError.constructor(message)': ERROR_CLASS,
  'GpuModelsErrorOptions.fix': ERROR_CLASS,
  'GpuModelsErrorOptions.property': ERROR_CLASS,
  'GpuModelsErrorOptions.scope': ERROR_CLASS,
  'GpuModelsErrorOptions.value': ERROR_CLASS,
  'GpuNodeClass.constructor(scope)': CONSTRUCT_SCOPE,
  'GpuNodeClassProps.dependsOn': VALUE_OBJECT,
  'GpuNodeClassProps.image': VALUE_OBJECT,
  'GpuNodeClassProps.identity': VALUE_OBJECT,
  'GpuNodeClassProps.manifestBackend': VALUE_OBJECT,
  'GpuPlatform.build(scope)': CONSTRUCT_SCOPE,
  'GpuPlatformBase.build(scope)': CONSTRUCT_SCOPE,
  'GpuWorkloadProps.image': VALUE_OBJECT,
  'GpuWorkloadProps.model': VALUE_OBJECT,
  'HubSourceOptions.token': VALUE_OBJECT,
  'ManifestApplyOptions.dependsOn': VALUE_OBJECT,
  'ManifestBackend.apply(scope)': CONSTRUCT_SCOPE,
  'ModelArtifact.bind(scope)': CONSTRUCT_SCOPE,
  'ModelArtifactProps.source': VALUE_OBJECT,
  'ModelDownloadRequest.nodeNetworkSource':
    'text for the GPUM-EKS-DOWNLOAD-BANDWIDTH info only (where the node network figure came from): it reaches no resource, and any text reads as a description',
  'ModelSource.bind(scope)': CONSTRUCT_SCOPE,
  'ModelSource.checkCloud(scope)': CONSTRUCT_SCOPE,
  'ModelStorage.bind(scope)': CONSTRUCT_SCOPE,
  'ModelStorage.fromRecommendation(storage)': VALUE_OBJECT,
  'NodeIdentity.bind(scope)': CONSTRUCT_SCOPE,
  'ObjectStorageLocation.overlaps(bucket)': OVERLAP_QUERY,
  'ObjectStorageLocation.overlaps(prefix)': OVERLAP_QUERY,
  'Size.isGreaterThan(other)': UNIT_OPERAND,
  'Size.isLessThan(other)': UNIT_OPERAND,
  'Size.plus(other)': UNIT_OPERAND,
  'StagingJobSpec.forModel(model)': VALUE_OBJECT,
  'UnscopedValidationError.constructor(code)': ERROR_CLASS,
  'UnscopedValidationError.constructor(message)': ERROR_CLASS,
  'UnscopedValidationError.constructor(options)': ERROR_CLASS,
  'ValidationError.constructor(code)': ERROR_CLASS,
  'ValidationError.constructor(message)': ERROR_CLASS,
  'ValidationError.constructor(options)': ERROR_CLASS,
  'ValidationError.constructor(scope)': ERROR_CLASS,
  'collectAdvice(scope)': CONSTRUCT_SCOPE,
};
