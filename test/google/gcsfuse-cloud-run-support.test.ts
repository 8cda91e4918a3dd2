import { collectAdvice } from '../../src/core/advice';
import { Testing, TerraformStack } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { GcsfuseMountInput, planGcsfuseMount } from '../../src/google/gcsfuse-mount-options';
import { isWriteFlag } from '../../src/google/gcsfuse-cloud-run-support';
import { thrown } from '../support/errors';

function plan(input: Partial<GcsfuseMountInput>) {
  const scope = new TerraformStack(Testing.app(), 'test');
  const result = planGcsfuseMount(scope, { onlyDir: 'models/llama', cacheVolumeName: 'model-cache', ...input });
  return { result, advice: collectAdvice(scope) };
}

describe('gcsfuse flags a Cloud Run model mount cannot honour fail, each with its reason', () => {
  test.each([
    ['key-file=/secrets/sa.json', /authenticates it as the workload's service account.*a key file is a long-lived secret/],
    ['token-url=http://169.254.169.254/token', /authenticates it as the workload's service account/],
    ['reuse-token-from-url=false', /only matters with token-url/],
    ['anonymous-access', /turns authentication off.*every read would be refused/],
    ['custom-endpoint=https://storage.example.com:443', /another endpoint than storage\.googleapis\.com, off Private Google Access/],
    ['temp-dir=/tmp/gcsfuse', /stages writes, and the model mount is read-only/],
    ['log-file=/var/log/gcsfuse.json', /managed environment that neither the container nor you can read.*log-severity/],
    ['wire-log=/tmp/wire.log', /managed environment/],
    ['foreground', /Cloud Run starts and supervises gcsfuse itself/],
    ['kernel-params-file=/tmp/kp.json', /GKE's Cloud Storage FUSE CSI driver/],
    ['o=rw', /o=rw mounts the bucket read-write, which contradicts the read-only volume \(read_only = true\)/],
    ['o=allow_other,rw', /o=rw mounts the bucket read-write/],
    ['enable-streaming-writes=false', /tunes writes, and the model mount is read-only/],
    ['write-global-max-blocks=8', /tunes writes/],
    ['write-block-size-mb=16', /tunes writes/],
    ['create-empty-file', /tunes writes/],
    ['enable-rapid-appends=false', /tunes writes/],
    ['rename-dir-limit=1000', /tunes writes/],
    ['chunk-transfer-timeout-secs=30', /tunes writes/],
  ])('"%s"', (option, reason) => {
    expect(() => plan({ mountOptions: [option] })).toThrow(
      new RegExp(
        `GPUM-CR-GCSFUSE-UNSUPPORTED\\].*mount option "${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not supported on a Cloud Run model mount: .*${reason.source}`,
      ),
    );
  });

  test("the check comes before the value's type: a key file without a path names the real problem", () => {
    expect(() => plan({ mountOptions: ['key-file'] })).toThrow(/GPUM-CR-GCSFUSE-UNSUPPORTED/);
  });

  test('"key-file=/secrets/sa.json" after a good option: the error names mountOptions[1], the option and the fix', () => {
    const error = thrown(() => plan({ mountOptions: ['o=ro', 'key-file=/secrets/sa.json'] }));
    expect(error).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-UNSUPPORTED',
      property: 'storage.mountOptions[1]',
      value: 'key-file=/secrets/sa.json',
      fix: 'Remove it',
    });
    expect(error.message).toMatch(/\. Remove it$/);
  });

  test('read-only FUSE options and read-path flags pass', () => {
    expect(plan({ mountOptions: ['o=ro'] }).result.options).toContain('o=ro');
    expect(plan({ mountOptions: ['billing-project=acme-billing'] }).result.options).toContain('billing-project=acme-billing');
    expect(plan({ fileCache: { size: Size.gibibytes(8) }, mountOptions: ['file-cache-write-buffer-size=8192'] }).result.options).toContain(
      'file-cache-write-buffer-size=8192',
    );
  });

  test("write flags are those of gcsfuse's write section and the named write-path ones, not read flags that mention writing", () => {
    expect(
      [
        'enable-streaming-writes',
        'write-max-blocks-per-file',
        'finalize-file-for-rapid',
        'enable-rapid-writes',
        'fuse-max-write-size-kb',
        'enable-atomic-rename-object',
        'chunk-retry-deadline-secs',
      ].every(isWriteFlag),
    ).toBe(true);
    expect(['file-cache-write-buffer-size', 'implicit-dirs', 'read-block-size-mb', 'o'].some(isWriteFlag)).toBe(false);
  });
});

describe('flags newer than the gcsfuse Cloud Run is known to run warn, even when public', () => {
  test.each([
    ['profile=aiml-serving', 'profile', /September 2025 \(GoogleCloudPlatform\/gcsfuse#3844\)/],
    ['enable-kernel-reader', 'enable-kernel-reader', /January 2026/],
    ['enable-metadata-prefetch=false', 'enable-metadata-prefetch', /March 2026/],
    ['metadata-prefetch-max-workers=4', 'metadata-prefetch-max-workers', /March 2026/],
  ])('"%s"', (option, name, since) => {
    const { result, advice } = plan({ mountOptions: [option] });
    expect(result.options).toContain(option);
    const warnings = advice.filter((a) => a.id === 'GPUM-CR-GCSFUSE-NEW-FLAG');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe('warning');
    expect(warnings[0].message).toMatch(
      new RegExp(
        `mount option "${name}" is newer than the gcsfuse Cloud Run is known to run: .*${since.source}.*an older gcsfuse refuses unknown flags`,
      ),
    );
  });

  test('long-standing flags do not', () => {
    expect(plan({ mountOptions: ['implicit-dirs', 'metadata-cache-ttl-secs=-1', 'client-protocol=grpc'] }).advice).toEqual([]);
  });
});
