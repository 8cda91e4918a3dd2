import { CloudProvider, HubToken, ModelArtifact, ModelSource, ModelSourceKind, Size, StagingJobSpec } from '../../../src';
import { thrown } from '../../support/errors';
import { newStack, warningIds } from '../../support/stacks';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

describe('ModelSource', () => {
  test('a Hugging Face source keeps its repository, commit, patterns and token', () => {
    const token = HubToken.fromGoogleSecretManager('projects/my-project/secrets/hf-token/versions/3');
    const source = ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', {
      revision: COMMIT,
      token,
      include: ['*.safetensors', '*.json'],
      exclude: ['original/'],
    });
    expect(source).toMatchObject({
      kind: ModelSourceKind.HUGGING_FACE,
      repoId: 'meta-llama/Llama-3.1-8B-Instruct',
      revision: COMMIT,
      include: ['*.safetensors', '*.json'],
      exclude: ['original/'],
      mutableRevision: false,
      isPreStaged: false,
      revisionDirectory: COMMIT,
    });
    expect(source.token).toBe(token);
    expect(source.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(ModelSource.huggingFace('gpt2', { revision: COMMIT }).repoId).toBe('gpt2');
  });

  test('the fingerprint changes with anything that changes the bytes staged', () => {
    const base = ModelSource.huggingFace('acme/m', { revision: COMMIT }).fingerprint;
    expect(ModelSource.huggingFace('acme/m', { revision: COMMIT }).fingerprint).toBe(base);
    expect(ModelSource.huggingFace('acme/m', { revision: 'f'.repeat(40) }).fingerprint).not.toBe(base);
    expect(ModelSource.huggingFace('acme/m', { revision: COMMIT, exclude: ['*.pth'] }).fingerprint).not.toBe(base);
    expect(ModelSource.modelScope('acme/m', { revision: 'v1.0.0' }).fingerprint).not.toBe(base);
  });

  test('a ModelArtifact is pre-staged by default and keeps the source it is given', () => {
    expect(new ModelArtifact({ name: 'm', size: Size.gibibytes(1) }).source.kind).toBe(ModelSourceKind.PRE_STAGED);
    const source = ModelSource.modelScope('qwen/Qwen2-7B-Instruct', { revision: 'v1.0.2' });
    expect(new ModelArtifact({ name: 'm', size: Size.gibibytes(1), source }).source).toBe(source);
  });

  test.each([
    ['empty', '', /GPUM-SOURCE-REPO-ID/],
    ['three parts', 'a/b/c', /GPUM-SOURCE-REPO-ID.*"a\/b\/c" is not "owner\/name" or "name"/],
    ['a double dash', 'acme/my--model', /GPUM-SOURCE-REPO-ID.*no "--"/],
    ['a space', 'acme/my model', /GPUM-SOURCE-REPO-ID/],
    ['a trailing dot', 'acme/model.', /GPUM-SOURCE-REPO-ID/],
    ['a URL', 'https://huggingface.co/acme/model', /GPUM-SOURCE-REPO-ID/],
  ])('refuses a Hugging Face repo id with %s', (_what, repoId, error) => {
    expect(() => ModelSource.huggingFace(repoId, { revision: COMMIT })).toThrow(error);
  });

  test('refuses a ModelScope id without its owner', () => {
    expect(() => ModelSource.modelScope('Qwen2-7B', { revision: 'v1.0.0' })).toThrow(/GPUM-SOURCE-REPO-ID.*"owner\/name"/);
  });

  test.each([
    ['a branch', 'main', /GPUM-SOURCE-REVISION-MUTABLE.*"main" is a branch or tag name.*allowMutableRevision: true/],
    ['a short commit id', '0123456', /GPUM-SOURCE-REVISION\b.*short commit id/],
    ['uppercase hex', COMMIT.toUpperCase(), /GPUM-SOURCE-REVISION\b.*uppercase/],
    ['nothing', '', /GPUM-SOURCE-REVISION\b.*give a revision/],
    ['a bad ref', 'feature..x', /GPUM-SOURCE-REVISION\b.*not a valid branch, tag or commit/],
  ])('refuses a Hugging Face revision that is %s', (_what, revision, error) => {
    expect(() => ModelSource.huggingFace('acme/m', { revision })).toThrow(error);
  });

  test('ModelScope: a version tag is pinned, master is mutable, a commit id is refused', () => {
    expect(ModelSource.modelScope('qwen/Qwen2-7B', { revision: 'v1.0.0' }).mutableRevision).toBe(false);
    expect(ModelSource.modelScope('qwen/Qwen2-7B', { revision: '1.1' }).mutableRevision).toBe(false);
    expect(() => ModelSource.modelScope('qwen/Qwen2-7B', { revision: 'master' })).toThrow(/GPUM-SOURCE-REVISION-MUTABLE.*version tag/);
    expect(() => ModelSource.modelScope('qwen/Qwen2-7B', { revision: COMMIT })).toThrow(
      /GPUM-SOURCE-REVISION\b.*ModelScope resolves revisions by branch or tag name only/,
    );
  });

  test('errors carry their code, property, value and fix for programs', () => {
    expect(thrown(() => ModelSource.huggingFace('acme/m', { revision: 'main' }))).toMatchObject({
      code: 'GPUM-SOURCE-REVISION-MUTABLE',
      constructPath: undefined,
      property: 'revision',
      value: 'main',
      fix: expect.stringContaining('allowMutableRevision: true'),
    });
    expect(thrown(() => ModelSource.objectStorage('ftp://b/x'))).toMatchObject({
      code: 'GPUM-SOURCE-URI',
      property: 'uri',
      value: 'ftp://b/x',
    });
  });

  test('a mutable revision the user allows is accepted with a warning, and a pinned one is silent', () => {
    const stack = newStack();
    const source = ModelSource.huggingFace('acme/m', { revision: 'refs/pr/1', allowMutableRevision: true });
    expect(source.mutableRevision).toBe(true);
    expect(source.revisionDirectory).toBe('refs--pr--1');
    new ModelArtifact({ name: 'm', size: Size.gibibytes(1), source }).bind(stack);
    expect(warningIds(stack)).toEqual(['GPUM-SOURCE-REVISION-UNPINNED']);

    const quiet = newStack();
    const pinned = ModelSource.huggingFace('acme/m', { revision: COMMIT, allowMutableRevision: true });
    expect(pinned.mutableRevision).toBe(false);
    new ModelArtifact({ name: 'm', size: Size.gibibytes(1), source: pinned }).bind(quiet);
    expect(warningIds(quiet)).toEqual([]);
  });

  test.each([
    ['include', { include: [] }, /GPUM-SOURCE-PATTERN.*include pattern "\[\]".*leave include out/],
    ['include', { include: ['*'] }, /GPUM-SOURCE-PATTERN.*matches every file/],
    ['exclude', { exclude: ['**'] }, /GPUM-SOURCE-PATTERN.*excludes every file/],
    ['include', { include: ['/abs/*.json'] }, /GPUM-SOURCE-PATTERN.*no leading "\/"/],
    ['include', { include: ['../x'] }, /GPUM-SOURCE-PATTERN.*"\.\."/],
    ['include', { include: ['model[.json'] }, /GPUM-SOURCE-PATTERN.*no "\]" closes/],
    ['include', { include: [' *.json'] }, /GPUM-SOURCE-PATTERN.*spaces/],
    ['exclude', { exclude: [''] }, /GPUM-SOURCE-PATTERN.*empty/],
    ['exclude', { exclude: ['a\\b'] }, /GPUM-SOURCE-PATTERN.*backslashes/],
    ['include', { include: ['*.json', '*.json'] }, /GPUM-SOURCE-PATTERN.*listed twice/],
  ])('refuses a bad %s pattern %p', (_property, patterns, error) => {
    expect(() => ModelSource.huggingFace('acme/m', { revision: COMMIT, ...patterns })).toThrow(error);
  });

  test('accepts fnmatch sets and directory patterns', () => {
    const source = ModelSource.huggingFace('acme/m', {
      revision: COMMIT,
      include: ['model-0000[1-4]-*.safetensors', 'tokenizer/', '[!.]*.json'],
    });
    expect(source.include).toHaveLength(3);
  });

  test('an endpoint must be https when a token is sent, and a token to a mirror is a warning', () => {
    const token = HubToken.fromAlibabaKmsSecret('hf-token');
    expect(() => ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'http://mirror.internal', token })).toThrow(
      /GPUM-SOURCE-ENDPOINT.*clear text/,
    );
    expect(() => ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'ftp://x' })).toThrow(/GPUM-SOURCE-ENDPOINT/);
    expect(() => ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'not a url' })).toThrow(/GPUM-SOURCE-ENDPOINT.*not a URL/);
    const source = ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'https://hf-mirror.example/', token });
    expect(source.endpoint).toBe('https://hf-mirror.example');
    const stack = newStack();
    source.bind(stack);
    expect(warningIds(stack)).toEqual(['GPUM-SOURCE-TOKEN-MIRROR']);
  });

  test('a token must be a HubToken, never a string', () => {
    expect(() => ModelSource.huggingFace('acme/m', { revision: COMMIT, token: 'hf_abc' as any })).toThrow(/GPUM-HUB-TOKEN-PLAINTEXT/);
  });

  test.each([
    ['oss://my-bucket/models/llama/', CloudProvider.ALIBABA_CLOUD, 'oss://my-bucket/models/llama/'],
    ['gs://my_bucket.example/models/llama', CloudProvider.GOOGLE_CLOUD, 'gs://my_bucket.example/models/llama/'],
    ['s3://my.bucket/a/b', CloudProvider.AWS, 's3://my.bucket/a/b/'],
  ])('an object-storage source %s belongs to %s', (uri, cloud, normalized) => {
    const source = ModelSource.objectStorage(uri);
    expect(source.location).toMatchObject({ cloud, uri: normalized });
    expect(source.revision).toMatch(/^[0-9a-f]{12}$/);
    expect(ModelSource.objectStorage(uri, { revision: '2026-06-01' }).revisionDirectory).toBe('2026-06-01');
  });

  test.each([
    ['http://bucket/x', /scheme "http:\/\/"/],
    ['oss://Bucket/x', /bucket "Bucket" is not a valid oss:\/\//],
    ['s3://b/x', /bucket "b"/],
    ['gs://bucket', /names a whole bucket/],
    ['gs://bucket/', /names a whole bucket/],
    ['gs://bucket/models/*', /wildcards/],
    ['s3://bucket/a/../b', /"\.\."/],
    ['bucket/models', /no scheme/],
    ['', /no scheme/],
  ])('refuses the bucket URI %p', (uri, error) => {
    expect(() => ModelSource.objectStorage(uri)).toThrow(error);
    expect(() => ModelSource.objectStorage(uri)).toThrow(/GPUM-SOURCE-URI/);
  });

  test('refuses a bad copy label', () => {
    expect(() => ModelSource.objectStorage('gs://bucket/m', { revision: 'a/b' })).toThrow(/GPUM-SOURCE-REVISION/);
  });

  test('checkCloud refuses a bucket or a secret of another cloud, and passes its own', () => {
    const stack = newStack();
    expect(() => ModelSource.objectStorage('gs://bucket/m').checkCloud(stack, CloudProvider.AWS)).toThrow(
      /\[GPUM-SOURCE-CLOUD\] .*gs:\/\/bucket\/m\/ is a Google Cloud bucket, and this platform runs on AWS/,
    );
    const source = ModelSource.huggingFace('acme/m', {
      revision: COMMIT,
      token: HubToken.fromAwsSecretsManager('arn:aws:secretsmanager:us-east-1:123456789012:secret:hf-token-AbCdEf'),
    });
    expect(() => source.checkCloud(stack, CloudProvider.GOOGLE_CLOUD)).toThrow(
      /\[GPUM-HUB-TOKEN-CLOUD\] .*is an AWS Secrets Manager secret arn:aws/,
    );
    expect(() => ModelSource.objectStorage('s3://bucket/m').checkCloud(stack, CloudProvider.ALIBABA_CLOUD)).toThrow(
      /\[GPUM-SOURCE-CLOUD\] .*s3:\/\/bucket\/m\/ is an AWS bucket, .*copy the model into a bucket of Alibaba Cloud/,
    );
    expect(() => ModelSource.objectStorage('oss://bucket/m').checkCloud(stack, CloudProvider.GOOGLE_CLOUD)).toThrow(
      /\[GPUM-SOURCE-CLOUD\] .*oss:\/\/bucket\/m\/ is an Alibaba Cloud bucket/,
    );
    expect(() => source.checkCloud(stack, CloudProvider.AWS)).not.toThrow();
    expect(() => ModelSource.objectStorage('oss://bucket/m').checkCloud(stack, CloudProvider.ALIBABA_CLOUD)).not.toThrow();
    expect(() => ModelSource.preStaged().checkCloud(stack, CloudProvider.AWS)).not.toThrow();
  });
});

describe('ObjectStorageLocation.overlaps', () => {
  const location = ModelSource.objectStorage('s3://acme/exports/llama/').location!;
  test.each([
    ['acme', 'exports/llama', true],
    ['acme', 'exports', true],
    ['acme', 'exports/llama/v1', true],
    ['acme', '/exports/llama/', true],
    ['acme', '', true],
    ['acme', 'exports/llama-2', false],
    ['acme', 'models/llama', false],
    ['other', 'exports/llama', false],
  ])('bucket %s, prefix %s: %p', (bucket, prefix, expected) => {
    expect(location.overlaps(bucket, prefix)).toBe(expected);
  });
});

describe('requireDigests', () => {
  const forSource = (source: ModelSource) =>
    StagingJobSpec.forModel(new ModelArtifact({ name: 'm', size: Size.gibibytes(1), source }), {
      storagePathDirectory: '/mnt/gpum-stage',
      jobName: 'stage-m',
    }).environment.GPUM_STAGE_REQUIRE_DIGESTS;

  test('on by default for a non-default endpoint, off for the hub itself, and reaches the program', () => {
    const mirror = ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'https://hf-mirror.example' });
    expect(mirror.requireDigests).toBe(true);
    expect(forSource(mirror)).toBe('true');
    const hub = ModelSource.huggingFace('acme/m', { revision: COMMIT });
    expect(hub.requireDigests).toBe(false);
    expect(forSource(hub)).toBeUndefined();
    expect(forSource(ModelSource.huggingFace('acme/m', { revision: COMMIT, requireDigests: true }))).toBe('true');
    const optional = ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'https://hf-mirror.example', requireDigests: false });
    expect(forSource(optional)).toBe('false');
    const stack = newStack();
    optional.bind(stack);
    expect(warningIds(stack)).toEqual(['GPUM-SOURCE-DIGESTS-OPTIONAL']);
  });

  test('a plain-http endpoint warns even without a token; loopback does not', () => {
    const stack = newStack();
    ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'http://hub.internal' }).bind(stack);
    expect(warningIds(stack)).toEqual(['GPUM-SOURCE-ENDPOINT-PLAIN-HTTP']);
    const local = newStack('local');
    ModelSource.huggingFace('acme/m', { revision: COMMIT, endpoint: 'http://127.0.0.1:8080' }).bind(local);
    expect(warningIds(local)).toEqual([]);
  });
});
