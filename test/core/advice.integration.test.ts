/**
 * A user's app run with ts-node and no cdktf CLI: the library's warnings and errors reach stderr,
 * once each, with their codes. One child process: two stacks that warn, the second with an error
 * finding of the policy pack, which fails the synth as cdktf's error annotations do.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
// Inside the repository, so that the app's imports resolve from its node_modules.
const DIR = path.join(ROOT, 'test', '.advice-app');

const APP = `
import { App, Aspects, TerraformStack } from 'cdktf';
import { ContainerImage, GpuFunctionWithModel, GpuModelChecks, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuType, FcNetwork, OssBucket } from 'cdktf-gpu-models/alicloud';
import { Fcv3Function } from 'cdktf-gpu-models/alicloud/generated/fcv3-function';

const app = new App();
for (const id of ['first', 'second']) {
  const stack = new TerraformStack(app, id);
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  new GpuFunctionWithModel(stack, 'sdxl', {
    platform: GpuPlatform.alibabaFunctionCompute({
      region: 'cn-hangzhou',
      gpuType: FcGpuType.ADA_1,
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
    }),
    image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/sdxl-server:1.4'),
    model: new ModelArtifact({ name: 'sdxl-base', size: Size.gibibytes(7) }),
    storage: ModelStorage.fileSystem(),
  });
  if (id === 'second') {
    // A hand-written function mounting a public, writable bucket: an error finding and warning findings.
    const bucket = new OssBucket(stack, 'Public', { bucket: 'acme-public-models', acl: 'public-read' });
    new Fcv3Function(stack, 'Handmade', {
      handler: 'h',
      runtime: 'custom-container',
      ossMountConfig: { mountPoints: [{ bucketName: bucket.bucket, mountDir: '/m', readOnly: false }] },
    });
    Aspects.of(stack).add(new GpuModelChecks());
  }
}
app.synth();
`;

let result: ReturnType<typeof spawnSync>;
let stderr: string;
let outdir: string;

beforeAll(() => {
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, 'main.ts'), APP);
  outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-advice-app-'));
  const env: NodeJS.ProcessEnv = { ...process.env, CDKTF_OUTDIR: outdir };
  delete env.CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS;
  result = spawnSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-r', './scripts/lib/resolve-self.ts', path.join(DIR, 'main.ts')],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    },
  );
  stderr = String(result.stderr);
}, 180_000);

afterAll(() => {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.rmSync(outdir, { recursive: true, force: true });
});

function occurrences(part: string): number {
  return stderr.split(part).length - 1;
}

describe('an app run with ts-node, without the cdktf CLI', () => {
  test('fails on the error finding, as cdktf does', () => {
    expect(result.status).not.toBe(0);
  });

  test("prints each stack's warnings once, with code and construct path", () => {
    expect(occurrences('warning: first/sdxl/Default: [GPUM-FC-NAS-EMPTY] ')).toBe(1);
    expect(occurrences('warning: second/sdxl/Default: [GPUM-FC-NAS-EMPTY] ')).toBe(1);
    expect(occurrences('[GPUM-FC-NAS-EMPTY]')).toBe(2);
  });

  test("prints the policy pack's warning findings once each", () => {
    const findings = stderr.split('\n').filter((l) => /^warning: second\/(Public|Handmade): \[GPUM-CHECK-/.test(l));
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings).size).toBe(findings.length);
  });

  test('prints the error once, with its code and construct path', () => {
    expect(occurrences('[GPUM-CHECK-BUCKET-PUBLIC]')).toBe(1);
    expect(stderr).toContain('[second/Public] [GPUM-CHECK-BUCKET-PUBLIC] ');
  });
});
