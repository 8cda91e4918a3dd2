import { Fn, TerraformStack, Testing, Token } from '../../../src/core/framework';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { Size } from '../../../src/core/size';
import { CloudProvider } from '../../../src/core/staging/cloud';
import { HubToken } from '../../../src/core/staging/hub-token';
import { HubSourceOptions, ModelSource } from '../../../src/core/staging/model-source';
import { ObjectStorageLocation } from '../../../src/core/staging/object-storage-location';
import { StagingJobOptions, StagingJobSpec } from '../../../src/core/staging/staging-job-spec';
import { StagingProgram } from '../../../src/core/staging/staging-program';
import { MarkerWaitOptions, StagingMarker } from '../../../src/core/staging/staging-marker';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';

/*
 * Model staging's cloud-neutral inputs: the source (hub, revision, patterns, endpoint, bucket URI),
 * the token's secret reference, the staging job's options and the serving side's marker wait.
 * Every platform's staging construct goes through these; its own props are in its platform's table.
 */

const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
const str = (text: string): string => Token.asString(Fn.lower(text));
const num = (n: number): number => Token.asNumber(Fn.parseint(String(n), 10));

function row(api: string | readonly string[], klass: InputClass, name: string, build: () => unknown, error: string): ConstructBadInput {
  return {
    api,
    class: klass,
    name,
    build: () => {
      build();
    },
    expect: { error },
  };
}

const hf =
  (options: Partial<HubSourceOptions>, repo = 'acme/llama') =>
  () =>
    ModelSource.huggingFace(repo, { revision: COMMIT, ...options });

function staged(options: Partial<StagingJobOptions>, source = ModelSource.huggingFace('acme/llama', { revision: COMMIT })) {
  return () =>
    StagingJobSpec.forModel(new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), source }), {
      storagePathDirectory: '/mnt/models/llama',
      jobName: 'stage-llama',
      ...options,
    });
}

const wait = (options: Partial<MarkerWaitOptions>) => () =>
  StagingMarker.waitScript({ directory: '/mnt/models/llama', jobName: 'stage', ...options });

const AWS_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:hf-token-AbCdEf';

export const ROWS: readonly ConstructBadInput[] = [
  // The hub repository.
  row('ModelSource.huggingFace(repoId)', InputClass.EMPTY, 'huggingFace repo ""', hf({}, ''), 'GPUM-SOURCE-REPO-ID'),
  row(
    'ModelSource.huggingFace(repoId)',
    InputClass.WRONG_SHAPE,
    'huggingFace repo given as its URL',
    hf({}, 'https://huggingface.co/acme/llama'),
    'GPUM-SOURCE-REPO-ID',
  ),
  row(
    'ModelSource.huggingFace(repoId)',
    InputClass.LITERAL,
    'huggingFace repo with "..", a path escape',
    hf({}, 'acme/../llama'),
    'GPUM-SOURCE-REPO-ID',
  ),
  row(
    'ModelSource.huggingFace(repoId)',
    InputClass.TOKEN,
    'huggingFace repo as a Terraform token',
    hf({}, str('acme/llama')),
    'GPUM-SOURCE-REPO-ID',
  ),
  row(
    'ModelSource.modelScope(modelId)',
    InputClass.WRONG_SHAPE,
    'modelScope id without an owner',
    () => ModelSource.modelScope('llama', { revision: 'v1.0.0' }),
    'GPUM-SOURCE-REPO-ID',
  ),
  row(
    'ModelSource.modelScope(modelId)',
    InputClass.EMPTY,
    'modelScope id ""',
    () => ModelSource.modelScope('', { revision: 'v1.0.0' }),
    'GPUM-SOURCE-REPO-ID',
  ),
  // The revision.
  row('HubSourceOptions.revision', InputClass.EMPTY, 'revision ""', hf({ revision: '' }), 'GPUM-SOURCE-REVISION'),
  row(
    'HubSourceOptions.revision',
    InputClass.WRONG_SHAPE,
    'revision a short commit id',
    hf({ revision: COMMIT.slice(0, 7) }),
    'GPUM-SOURCE-REVISION',
  ),
  row(
    'HubSourceOptions.revision',
    InputClass.LITERAL,
    'revision "main", a branch that moves',
    hf({ revision: 'main' }),
    'GPUM-SOURCE-REVISION-MUTABLE',
  ),
  row(
    'HubSourceOptions.revision',
    InputClass.TOKEN,
    'revision as a Terraform token',
    hf({ revision: str(COMMIT) }),
    'GPUM-SOURCE-REVISION',
  ),
  row(
    'HubSourceOptions.revision',
    InputClass.WRONG_CLOUD,
    'ModelScope revision given as a commit id',
    () => ModelSource.modelScope('acme/llama', { revision: COMMIT }),
    'GPUM-SOURCE-REVISION',
  ),
  row(
    'HubSourceOptions.allowMutableRevision',
    InputClass.TOKEN,
    'allowMutableRevision as a Terraform token',
    hf({ revision: 'main', allowMutableRevision: Token.asAny(Fn.tobool('true')) as unknown as boolean }),
    'GPUM-SOURCE-REVISION-MUTABLE',
  ),
  row(
    'HubSourceOptions.allowMutableRevision',
    InputClass.LITERAL,
    'allowMutableRevision "yes" (plain JavaScript)',
    hf({ revision: 'main', allowMutableRevision: 'yes' as unknown as boolean }),
    'GPUM-SOURCE-REVISION-MUTABLE',
  ),
  // Patterns.
  row('HubSourceOptions.include', InputClass.EMPTY, 'include []', hf({ include: [] }), 'GPUM-SOURCE-PATTERN'),
  row('HubSourceOptions.include', InputClass.LITERAL, 'include "../secrets"', hf({ include: ['../secrets'] }), 'GPUM-SOURCE-PATTERN'),
  row(
    'HubSourceOptions.include',
    InputClass.WRONG_SHAPE,
    'include with a leading "/"',
    hf({ include: ['/model.safetensors'] }),
    'GPUM-SOURCE-PATTERN',
  ),
  row(
    'HubSourceOptions.include',
    InputClass.TOKEN,
    'include as a Terraform token',
    hf({ include: Token.asList(Fn.split(',', 'a,b')) }),
    'GPUM-SOURCE-PATTERN',
  ),
  row('HubSourceOptions.exclude', InputClass.LITERAL, 'exclude "*", which stages nothing', hf({ exclude: ['*'] }), 'GPUM-SOURCE-PATTERN'),
  row('HubSourceOptions.exclude', InputClass.EMPTY, 'exclude [""]', hf({ exclude: [''] }), 'GPUM-SOURCE-PATTERN'),
  // The endpoint.
  row(
    'HubSourceOptions.endpoint',
    InputClass.WRONG_SHAPE,
    'endpoint that is no URL',
    hf({ endpoint: 'hf-mirror.com' }),
    'GPUM-SOURCE-ENDPOINT',
  ),
  row(
    'HubSourceOptions.endpoint',
    InputClass.LITERAL,
    'endpoint with credentials in it',
    hf({ endpoint: 'https://user:pass@hf-mirror.com' }),
    'GPUM-SOURCE-ENDPOINT',
  ),
  row(
    'HubSourceOptions.endpoint',
    InputClass.LITERAL,
    'endpoint over ftp',
    hf({ endpoint: 'ftp://hf-mirror.com' }),
    'GPUM-SOURCE-ENDPOINT',
  ),
  row(
    'HubSourceOptions.endpoint',
    InputClass.TOKEN,
    'endpoint as a Terraform token',
    hf({ endpoint: str('https://hf-mirror.com') }),
    'GPUM-SOURCE-ENDPOINT',
  ),
  row(
    'HubSourceOptions.endpoint',
    InputClass.INCONSISTENT,
    'plain-http endpoint with a token',
    hf({ endpoint: 'http://hf-mirror.internal', token: HubToken.fromAwsSecretsManager(AWS_ARN) }),
    'GPUM-SOURCE-ENDPOINT',
  ),
  // Bucket sources.
  row('ModelSource.objectStorage(uri)', InputClass.EMPTY, 'objectStorage ""', () => ModelSource.objectStorage(''), 'GPUM-SOURCE-URI'),
  row(
    'ModelSource.objectStorage(uri)',
    InputClass.WRONG_SHAPE,
    'objectStorage a bucket name without a scheme',
    () => ModelSource.objectStorage('acme-models/llama'),
    'GPUM-SOURCE-URI',
  ),
  row(
    'ModelSource.objectStorage(uri)',
    InputClass.WRONG_CLOUD,
    'objectStorage an https URL',
    () => ModelSource.objectStorage('https://acme.s3.amazonaws.com/llama'),
    'GPUM-SOURCE-URI',
  ),
  row(
    'ModelSource.objectStorage(uri)',
    InputClass.TOKEN,
    'objectStorage as a Terraform token',
    () => ModelSource.objectStorage(str('s3://acme/llama')),
    'GPUM-SOURCE-URI',
  ),
  row(
    'ObjectStorageLocation.parse(uri)',
    InputClass.LITERAL,
    'parse a URI with a wildcard',
    () => ObjectStorageLocation.parse('s3://acme/models/*'),
    'GPUM-SOURCE-URI',
  ),
  row(
    'ObjectStorageLocation.parse(uri)',
    InputClass.EMPTY,
    'parse a bucket with no name',
    () => ObjectStorageLocation.parse('gs:///llama'),
    'GPUM-SOURCE-URI',
  ),
  row(
    'ObjectStorageSourceOptions.revision',
    InputClass.LITERAL,
    'objectStorage revision with a slash',
    () => ModelSource.objectStorage('s3://acme/llama', { revision: 'a/b' }),
    'GPUM-SOURCE-REVISION',
  ),
  row(
    'ObjectStorageSourceOptions.revision',
    InputClass.TOKEN,
    'objectStorage revision as a Terraform token',
    () => ModelSource.objectStorage('s3://acme/llama', { revision: str('v1') }),
    'GPUM-SOURCE-REVISION',
  ),
  row(
    'ModelSource.checkCloud(cloud)',
    InputClass.WRONG_CLOUD,
    'checkCloud an S3 source on Alibaba Cloud',
    () => ModelSource.objectStorage('s3://acme/llama').checkCloud(new TerraformStack(Testing.app(), 'test'), CloudProvider.ALIBABA_CLOUD),
    'GPUM-SOURCE-CLOUD',
  ),
  // The token's secret reference.
  row(
    'HubToken.fromAwsSecretsManager(secretArn)',
    InputClass.EMPTY,
    'AWS secret ARN ""',
    () => HubToken.fromAwsSecretsManager(''),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromAwsSecretsManager(secretArn)',
    InputClass.WRONG_SHAPE,
    'AWS secret given by name, not ARN',
    () => HubToken.fromAwsSecretsManager('hf-token'),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromAwsSecretsManager(secretArn)',
    InputClass.LITERAL,
    'AWS secret given as the token itself',
    () => HubToken.fromAwsSecretsManager(`hf_${'a'.repeat(34)}`),
    'GPUM-HUB-TOKEN-PLAINTEXT',
  ),
  row(
    'HubToken.fromAwsSecretsManager(secretArn)',
    InputClass.WRONG_CLOUD,
    'AWS secret given a Google secret version',
    () => HubToken.fromAwsSecretsManager('projects/acme/secrets/hf/versions/1'),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromGoogleSecretManager(secretVersion)',
    InputClass.WRONG_SHAPE,
    'Google secret without its version',
    () => HubToken.fromGoogleSecretManager('projects/acme-prod/secrets/hf-token'),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromGoogleSecretManager(secretVersion)',
    InputClass.EMPTY,
    'Google secret ""',
    () => HubToken.fromGoogleSecretManager(' '),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromAlibabaKmsSecret(secretName)',
    InputClass.WRONG_SHAPE,
    'KMS secret name that is a UUID (a ModelScope SDK token)',
    () => HubToken.fromAlibabaKmsSecret('3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e'),
    'GPUM-HUB-TOKEN-PLAINTEXT',
  ),
  ...(['ghp_', 'github_pat_'] as const).map((prefix) =>
    row(
      ['HubToken.fromAlibabaKmsSecret(secretName)', 'HubToken.fromSecret(reference)'],
      InputClass.WRONG_SHAPE,
      `a GitHub token (${prefix}…) as the secret's name`,
      () => HubToken.fromAlibabaKmsSecret(`${prefix}${'a1B2c3D4'.repeat(5)}`),
      'GPUM-HUB-TOKEN-PLAINTEXT',
    ),
  ),
  row(
    'HubToken.fromSecret(reference)',
    InputClass.WRONG_SHAPE,
    'a GitHub token as a secret reference, which the error must not repeat',
    () => HubToken.fromSecret(`ghp_${'a1B2c3D4'.repeat(5)}`),
    'GPUM-HUB-TOKEN-PLAINTEXT',
  ),
  row(
    'HubToken.fromAlibabaKmsSecret(secretName)',
    InputClass.WRONG_SHAPE,
    'KMS secret name that is an AccessKey ID',
    () => HubToken.fromAlibabaKmsSecret('LTAI5tFq8Zx2Yw3Vb7Nc9Md1'),
    'GPUM-HUB-TOKEN-PLAINTEXT',
  ),
  row(
    'HubToken.fromAlibabaKmsSecret(secretName)',
    InputClass.WRONG_SHAPE,
    'KMS secret name that is a 40-hex key',
    () => HubToken.fromAlibabaKmsSecret('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b'),
    'GPUM-HUB-TOKEN-PLAINTEXT',
  ),
  row(
    'HubToken.fromAlibabaKmsSecret(secretName)',
    InputClass.WRONG_CLOUD,
    'KMS secret name that is an AWS ARN',
    () => HubToken.fromAlibabaKmsSecret(AWS_ARN),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromAlibabaKmsSecret(secretName)',
    InputClass.EMPTY,
    'KMS secret name ""',
    () => HubToken.fromAlibabaKmsSecret(''),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromSecret(reference)',
    InputClass.TOKEN,
    'fromSecret a Terraform reference',
    () => HubToken.fromSecret(str(AWS_ARN)),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromSecret(reference)',
    InputClass.WRONG_SHAPE,
    'fromSecret a bare name',
    () => HubToken.fromSecret('hf-token'),
    'GPUM-HUB-TOKEN-REFERENCE',
  ),
  row(
    'HubToken.fromSecret(reference)',
    InputClass.LITERAL,
    'fromSecret the token itself behind "Bearer "',
    () => HubToken.fromSecret(`Bearer hf_${'a'.repeat(34)}`),
    'GPUM-HUB-TOKEN-PLAINTEXT',
  ),
  // The staging job.
  row(
    'StagingJobOptions.storagePathDirectory',
    InputClass.WRONG_SHAPE,
    'storagePathDirectory relative',
    staged({ storagePathDirectory: 'mnt/models' }),
    'GPUM-STAGING-DIRECTORY',
  ),
  row(
    'StagingJobOptions.storagePathDirectory',
    InputClass.EMPTY,
    'storagePathDirectory ""',
    staged({ storagePathDirectory: '' }),
    'GPUM-STAGING-DIRECTORY',
  ),
  row('StagingJobOptions.jobName', InputClass.EMPTY, 'jobName ""', staged({ jobName: '' }), 'GPUM-STAGING-JOB-NAME'),
  row(
    'StagingJobOptions.jobName',
    InputClass.LITERAL,
    'jobName with a line break',
    staged({ jobName: 'stage\nllama' }),
    'GPUM-STAGING-JOB-NAME',
  ),
  row(
    'StagingJobOptions.tokenFile',
    InputClass.WRONG_SHAPE,
    'tokenFile relative',
    staged(
      { tokenFile: 'token' },
      ModelSource.huggingFace('acme/llama', { revision: COMMIT, token: HubToken.fromAwsSecretsManager(AWS_ARN) }),
    ),
    'GPUM-STAGING-DIRECTORY',
  ),
  row(
    'StagingJobOptions.sourceDirectory',
    InputClass.WRONG_SHAPE,
    'sourceDirectory relative',
    staged({ sourceDirectory: 'src' }, ModelSource.objectStorage('s3://acme/llama')),
    'GPUM-STAGING-DIRECTORY',
  ),
  row('StagingJobOptions.concurrency', InputClass.OUT_OF_RANGE, 'concurrency 0', staged({ concurrency: 0 }), 'GPUM-STAGING-CONCURRENCY'),
  row(
    'StagingJobOptions.concurrency',
    InputClass.OUT_OF_RANGE,
    'concurrency NaN',
    staged({ concurrency: Number.NaN }),
    'GPUM-STAGING-CONCURRENCY',
  ),
  row(
    'StagingJobOptions.concurrency',
    InputClass.TOKEN,
    'concurrency as a Terraform token',
    staged({ concurrency: num(4) }),
    'GPUM-STAGING-CONCURRENCY',
  ),
  row(
    'StagingJobOptions.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'retainRevisions 0',
    staged({ retainRevisions: 0 }),
    'GPUM-STAGING-RETAIN',
  ),
  row(
    'StagingJobOptions.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'retainRevisions 1.5',
    staged({ retainRevisions: 1.5 }),
    'GPUM-STAGING-RETAIN',
  ),
  row(
    'StagingJobOptions.resumable',
    InputClass.TOKEN,
    'resumable as a Terraform token',
    staged({ resumable: Token.asAny(Fn.tobool('false')) as unknown as boolean }),
    'GPUM-STAGING-RESUMABLE',
  ),
  // The serving side's wait.
  row(
    'MarkerWaitOptions.directory',
    InputClass.WRONG_SHAPE,
    'wait directory relative',
    wait({ directory: 'mnt/models' }),
    'GPUM-STAGING-MARKER',
  ),
  row('MarkerWaitOptions.directory', InputClass.EMPTY, 'wait directory ""', wait({ directory: '' }), 'GPUM-STAGING-MARKER'),
  row('MarkerWaitOptions.jobName', InputClass.EMPTY, 'wait jobName ""', wait({ jobName: '' }), 'GPUM-STAGING-MARKER'),
  // The program's file in the container.
  row(
    'StagingProgram.command(programPath)',
    InputClass.EMPTY,
    'program path ""',
    () => StagingProgram.command(''),
    'GPUM-STAGING-PROGRAM-PATH',
  ),
  row(
    'StagingProgram.command(programPath)',
    InputClass.WRONG_SHAPE,
    'program path relative',
    () => StagingProgram.command('stage-model.js'),
    'GPUM-STAGING-PROGRAM-PATH',
  ),
  row(
    'StagingProgram.command(programPath)',
    InputClass.WRONG_SHAPE,
    'program path a directory',
    () => StagingProgram.command('/opt/gpum/'),
    'GPUM-STAGING-PROGRAM-PATH',
  ),
  row(
    'StagingProgram.command(programPath)',
    InputClass.LITERAL,
    'program path "/opt/${var.dir}/stage.js"',
    () => StagingProgram.command('/opt/${var.dir}/stage.js'),
    'GPUM-STAGING-PROGRAM-PATH',
  ),
  row(
    'StagingJobSpec.command(programPath)',
    InputClass.LITERAL,
    'job spec program path with a line break',
    () => staged({})().command('/opt/gpum/\nstage.js'),
    'GPUM-STAGING-PROGRAM-PATH',
  ),
  row(
    'StagingJobSpec.command(programPath)',
    InputClass.EMPTY,
    'job spec program path ""',
    () => staged({})().command(''),
    'GPUM-STAGING-PROGRAM-PATH',
  ),
];
