import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/** Requires a module in a fresh Node process and returns every module it loaded and requested. */
function load(entry: string): { files: string[]; requests: string[] } {
  const script = `
    const Module = require('module');
    const requests = [];
    const original = Module._load;
    Module._load = function (request, ...rest) { requests.push(request); return original.call(this, request, ...rest); };
    require(${JSON.stringify(path.join(ROOT, entry))});
    process.stdout.write(JSON.stringify({ files: Object.keys(require.cache), requests }));
  `;
  const output = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output);
}

const OTHER_PLATFORMS = [
  /[\\/]src[\\/]alicloud[\\/]/,
  /[\\/]src[\\/]aws[\\/]/,
  /@cdktf[\\/]provider-aws/,
  /@cdktf[\\/]provider-kubernetes/,
];

describe('importing cdktf-gpu-models/google', () => {
  const { files, requests } = load('src/google/index.ts');

  test('loads the Cloud Run construct and the google bindings it needs', () => {
    expect(files.some((f) => /[\\/]src[\\/]google[\\/]cloud-run-gpu-workload\.ts$/.test(f))).toBe(true);
    expect(files.some((f) => /@cdktf[\\/]provider-google[\\/]lib[\\/]cloud-run-v2-worker-pool[\\/]index\.js$/.test(f))).toBe(true);
  });

  test.each(OTHER_PLATFORMS.map((pattern) => [String(pattern), pattern]))('loads nothing matching %s', (_, pattern) => {
    expect(files.filter((f) => pattern.test(f))).toEqual([]);
    expect(requests.filter((r) => pattern.test(r) || /provider-aws|provider-kubernetes|alicloud/.test(r))).toEqual([]);
  });

  test("never loads the google bindings' package root (every resource, hundreds of MB)", () => {
    expect(files.filter((f) => /@cdktf[\\/]provider-google[\\/]lib[\\/]index\.js$/.test(f))).toEqual([]);
    expect(requests.filter((r) => /^@cdktf\/provider-google\/?$/.test(r))).toEqual([]);
  });
});

describe('importing cdktf-gpu-models (the root)', () => {
  test('loads no platform code, Google included: GpuPlatform.googleCloudRun loads it on use', () => {
    const { files } = load('src/index.ts');
    expect(files.filter((f) => /[\\/]src[\\/](google|alicloud|aws)[\\/]/.test(f) || /@cdktf[\\/]provider-/.test(f))).toEqual([]);
  });
});
