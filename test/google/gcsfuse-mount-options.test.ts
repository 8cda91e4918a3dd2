import { collectAdvice } from '../../src/core/advice';
import { Lazy, Testing, TerraformStack } from '../../src/core/framework';
import { GcsfuseMountInput, GcsfuseReadMode, planGcsfuseMount } from '../../src/google/gcsfuse-mount-options';
import { GCSFUSE_FLAGS } from '../../src/google/generated/gcsfuse-flags';
import { Size } from '../../src/core/size';

function plan(input: Partial<GcsfuseMountInput> = {}) {
  const scope = new TerraformStack(Testing.app(), 'test');
  const result = planGcsfuseMount(scope, { onlyDir: 'models/llama', cacheVolumeName: 'model-cache', ...input });
  return { result, advice: collectAdvice(scope) };
}

const cache = { fileCache: { size: Size.gibibytes(8) } };

describe('gcsfuse mount options', () => {
  test("the flag list is gcsfuse's own, with types", () => {
    expect(GCSFUSE_FLAGS['implicit-dirs']).toEqual(expect.objectContaining({ type: 'bool' }));
    expect(GCSFUSE_FLAGS['file-cache-max-size-mb']).toEqual(
      expect.objectContaining({ type: 'int', configPath: 'file-cache.max-size-mb', default: '-1' }),
    );
    expect(GCSFUSE_FLAGS['read-global-max-blocks'].default).toBe('40');
    expect(Object.keys(GCSFUSE_FLAGS).length).toBeGreaterThan(150);
  });

  test('file cache mode', () => {
    const { result } = plan(cache);
    expect(result.mode).toBe(GcsfuseReadMode.FILE_CACHE);
    expect(result.cacheSize?.toGibibytes()).toBe(8);
    expect(result.options).toEqual([
      'only-dir=models/llama',
      'cache-dir=cr-volume:model-cache',
      'file-cache-max-size-mb=8192',
      'file-cache-enable-parallel-downloads=true',
    ]);
  });

  test('buffered read mode, chosen or by default', () => {
    expect(plan({ bufferedRead: { maxBlocks: 10 } }).result).toEqual(
      expect.objectContaining({ mode: GcsfuseReadMode.BUFFERED_READ, modeDefaulted: false, readBlocks: 10 }),
    );
    expect(plan().result).toEqual(expect.objectContaining({ mode: GcsfuseReadMode.BUFFERED_READ, modeDefaulted: true, readBlocks: 40 }));
  });

  test.each([
    [{ bufferedRead: { maxBlocks: 0 } }, /GPUM-CR-GCSFUSE-READ-BLOCKS/],
    [{ bufferedRead: { maxBlocks: -1 } }, /GPUM-CR-GCSFUSE-READ-BLOCKS/],
    [{ fileCache: { size: Size.kibibytes(10) } }, /GPUM-CR-GCSFUSE-CACHE-SIZE/],
  ])('bad mode settings fail: %j', (input, error) => {
    expect(() => plan(input as Partial<GcsfuseMountInput>)).toThrow(error);
  });

  test.each([
    ['--implicit-dirs', /GPUM-CR-GCSFUSE-DASHES.*write it without the leading dashes \("implicit-dirs"\)/],
    ['-o=ro', /GPUM-CR-GCSFUSE-DASHES/],
    ['no-such-flag', /GPUM-CR-GCSFUSE-UNKNOWN-FLAG.*gcsfuse has no flag "no-such-flag"/],
    ['metadata-cache-tll-secs=10', /did you mean "metadata-cache-ttl-secs"/],
    ['file-cache:max-size-mb=100', /GPUM-CR-GCSFUSE-UNKNOWN-FLAG.*config-file key.*write "file-cache-max-size-mb=100"/],
    ['metadata-cache.ttl-secs=-1', /write "metadata-cache-ttl-secs=-1"/],
    ['implicit-dirs=yes', /GPUM-CR-GCSFUSE-VALUE.*true or false/],
    ['metadata-cache-ttl-secs', /GPUM-CR-GCSFUSE-VALUE.*write metadata-cache-ttl-secs=<value>/],
    ['metadata-cache-ttl-secs=1m', /GPUM-CR-GCSFUSE-VALUE.*a whole number/],
    ['http-client-timeout=30', /GPUM-CR-GCSFUSE-VALUE.*Go duration/],
    ['file-mode=999', /GPUM-CR-GCSFUSE-VALUE.*octal/],
    ['log-severity=verbose', /GPUM-CR-GCSFUSE-VALUE.*trace, debug, info, warning, error, off/],
    ['client-protocol=http3', /GPUM-CR-GCSFUSE-VALUE.*http1, http2, grpc, httpmtls/],
    ['implicit-dirs implicit-dirs', /GPUM-CR-GCSFUSE-SYNTAX/],
    ['', /GPUM-CR-GCSFUSE-SYNTAX/],
    ['only-dir=other', /GPUM-CR-GCSFUSE-MANAGED.*storagePath/],
    ['cache-dir=/tmp', /GPUM-CR-GCSFUSE-MANAGED/],
    ['enable-buffered-read', /GPUM-CR-GCSFUSE-MANAGED.*bufferedRead/],
    ['read-global-max-blocks=100', /GPUM-CR-GCSFUSE-MANAGED.*bufferedRead.maxBlocks/],
    [
      'file-cache-enable-parallel-downloads=true',
      /GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE.*file cache should be enabled for parallel download support/,
    ],
    ['file-cache-parallel-downloads-per-file=8', /GPUM-CR-GCSFUSE-CACHE-FLAG.*has none/],
    ['file-cache-cache-file-for-range-read', /GPUM-CR-GCSFUSE-CACHE-FLAG/],
  ])('without a file cache, "%s" fails', (option, error) => {
    expect(() => plan({ mountOptions: [option] })).toThrow(error);
  });

  test.each([
    ['file-cache-enable-parallel-downloads=false', /GPUM-CR-GCSFUSE-MANAGED.*fileCache.parallelDownloads/],
    ['file-cache-max-size-mb=100', /GPUM-CR-GCSFUSE-MANAGED.*fileCache.size/],
    ['read-block-size-mb=32', /GPUM-CR-GCSFUSE-BUFFERED-FLAG/],
    ['read-max-blocks-per-handle=4', /GPUM-CR-GCSFUSE-BUFFERED-FLAG/],
  ])('with a file cache, "%s" fails', (option, error) => {
    expect(() => plan({ ...cache, mountOptions: [option] })).toThrow(error);
  });

  test('parallel-download tuning without parallel downloads fails', () => {
    expect(() =>
      plan({
        fileCache: { size: Size.gibibytes(8), parallelDownloads: false },
        mountOptions: ['file-cache-parallel-downloads-per-file=8'],
      }),
    ).toThrow(/GPUM-CR-GCSFUSE-CACHE-FLAG.*parallelDownloads turns off/);
    expect(
      plan({ ...cache, mountOptions: ['file-cache-parallel-downloads-per-file=8', 'file-cache-download-chunk-size-mb=64'] }).result.options,
    ).toContain('file-cache-parallel-downloads-per-file=8');
  });

  test('a flag given twice, or as a Terraform reference, fails', () => {
    expect(() => plan({ mountOptions: ['implicit-dirs', 'implicit-dirs=false'] })).toThrow(/GPUM-CR-GCSFUSE-DUPLICATE/);
    expect(() => plan({ mountOptions: [Lazy.stringValue({ produce: () => 'implicit-dirs' })] })).toThrow(/GPUM-CR-GCSFUSE-TOKEN/);
  });

  test.each([
    'implicit-dirs',
    'implicit-dirs=false',
    'metadata-cache-ttl-secs=-1',
    'stat-cache-max-size-mb=-1',
    'type-cache-max-size-mb=-1',
    'kernel-list-cache-ttl-secs=-1',
    'client-protocol=grpc',
    'max-conns-per-host=0',
    'file-mode=0444',
    'http-client-timeout=1m30s',
    'log-severity=WARNING',
    'sequential-read-size-mb=200',
    'limit-bytes-per-sec=-1',
    'o=ro',
  ])('"%s" passes', (option) => {
    expect(plan({ mountOptions: [option] }).result.options).toContain(option);
  });

  test("a deprecated flag warns with gcsfuse's own deprecation text", () => {
    const { result, advice } = plan({ mountOptions: ['debug_fuse'] });
    expect(result.options).toContain('debug_fuse');
    expect(advice.map((a) => a.id)).toEqual(['GPUM-CR-GCSFUSE-DEPRECATED']);
    expect(advice[0].message).toContain('mount option "debug_fuse" is deprecated in gcsfuse: Please set log-severity to TRACE instead.');
  });

  test("a hidden (experimental) flag warns that Cloud Run's gcsfuse may not know it; a public one does not", () => {
    const hidden = plan({ mountOptions: ['read-block-size-mb=32'] }).advice;
    expect(hidden.map((a) => a.id)).toEqual(['GPUM-CR-GCSFUSE-HIDDEN']);
    expect(hidden[0].message).toMatch(/"read-block-size-mb" is a hidden \(experimental or internal\) gcsfuse flag/);
    expect(plan({ mountOptions: ['implicit-dirs'] }).advice).toEqual([]);
    expect(plan({ mountOptions: ['metadata-cache-ttl-secs=-1'] }).advice).toEqual([]);
  });
});
