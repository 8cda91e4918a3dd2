import { compileCacheWrapperCommand, compileCacheWrapperScript } from '../../../src/core/compile-cache/compile-cache-wrapper';

// The script is run for real, with bash and a fake engine, in compile-cache-wrapper.integration.test.ts.
describe('the compile cache wrapper', () => {
  test('quotes the directories and the health path as single shell words, with no Terraform template sequence', () => {
    const script = compileCacheWrapperScript({
      sharedDirectory: "/mnt/it's shared/",
      localDirectory: '/var/cache/gpum-compile/root',
      port: 8000,
      healthPath: '/health',
    });
    expect(script).toContain(`shared='/mnt/it'\\''s shared'`);
    expect(script).toContain(`restored='/var/cache/gpum-compile/.gpum-restored-checksums'`);
    expect(script).toContain(`poll='10'`);
    expect(script).not.toMatch(/[$%]\{/);
    expect(script.trimEnd().endsWith('exec "$@"')).toBe(true);
  });

  test('runs under bash, with the engine command line as "$@"', () => {
    const command = compileCacheWrapperCommand({ sharedDirectory: '/a', localDirectory: '/b/root', port: 1, healthPath: '/h' });
    expect(command[0]).toBe('/bin/bash');
    expect(command[1]).toBe('-c');
    expect(command[3]).toBe('gpum-compile-cache');
    expect(command).toHaveLength(4);
  });

  test('writes the generation before the pointer, and the pointer through a temporary name', () => {
    const script = compileCacheWrapperScript({ sharedDirectory: '/a', localDirectory: '/b/root', port: 1, healthPath: '/h' });
    const copy = script.indexOf('"$shared/generations/$next/"');
    const pointer = script.indexOf('mv -f "$shared/.CURRENT.$next" "$shared/CURRENT"');
    expect(copy).toBeGreaterThan(0);
    expect(pointer).toBeGreaterThan(copy);
    // The write-back is a function; each mode calls it only after the engine answers its health check.
    expect(script).toContain('( until healthy; do sleep "$poll"; done; write_back ) &');
    const warmUp = script.slice(script.indexOf('if [ "$(printenv GPUM_COMPILE_CACHE_WARM_UP)" = 1 ]'));
    expect(warmUp.indexOf('until healthy')).toBeGreaterThan(0);
    expect(warmUp.indexOf('write_back; status=$?')).toBeGreaterThan(warmUp.indexOf('until healthy'));
    expect(script.match(/write_back(?!\(\))/g)).toHaveLength(2);
  });
});
