/**
 * Warnings where the user looks: an app run on its own (no cdktf CLI) prints the library's warnings
 * on stderr at `app.synth()`, once each; under the cdktf CLI, which prints annotations itself, it
 * prints nothing.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Construct } from 'constructs';
import { FcGpuType, FcNetwork } from '../../src/alicloud';
import { AlicloudProvider } from '../../src/alicloud/generated/provider';
import { OssBucket } from '../../src/alicloud/generated/oss-bucket';
import { Fcv3Function } from '../../src/alicloud/generated/fcv3-function';
import { addInfo, addSynthCheck, addWarning, collectAdvice } from '../../src/core/advice';
import { GpuModelChecks } from '../../src/core/checks';
import { ContainerImage } from '../../src/core/container-image';
import { App, Annotations, Aspects, TerraformStack, Testing } from '../../src/core/framework';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from 'cdktf-gpu-models';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';

const CLI_MARKER = 'CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS';

let outdirs: string[] = [];
let stderr: string;
let writeSpy: jest.SpyInstance;
const savedMarker = process.env[CLI_MARKER];

beforeEach(() => {
  delete process.env[CLI_MARKER];
  stderr = '';
  writeSpy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => {
    stderr += String(chunk);
    return true;
  });
});

afterEach(() => {
  writeSpy.mockRestore();
  if (savedMarker === undefined) delete process.env[CLI_MARKER];
  else process.env[CLI_MARKER] = savedMarker;
  for (const dir of outdirs) fs.rmSync(dir, { recursive: true, force: true });
  outdirs = [];
});

function newApp(): App {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-advice-'));
  outdirs.push(outdir);
  return new App({ outdir });
}

/** The README's Alibaba quick start: a function on Performance NAS, which warns GPUM-FC-NAS-EMPTY. */
function nasStack(app: App, id: string): TerraformStack {
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
  return stack;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Every warning the stack's tree holds, as the printed line. */
function expectedLines(stack: TerraformStack): string[] {
  return collectAdvice(stack)
    .filter((a) => a.level === 'warning' && a.id?.startsWith('GPUM-'))
    .map((a) => `warning: ${a.constructPath}: ${a.message}`);
}

describe('warnings on stderr for an app run without the cdktf CLI', () => {
  test('app.synth() prints each warning of every stack once, with its code and construct path', () => {
    const app = newApp();
    const first = nasStack(app, 'first');
    const second = nasStack(app, 'second');
    app.synth();

    const lines = [...expectedLines(first), ...expectedLines(second)];
    expect(lines.some((l) => l.startsWith('warning: first/sdxl/Default: [GPUM-FC-NAS-EMPTY] '))).toBe(true);
    expect(lines.some((l) => l.startsWith('warning: second/sdxl/Default: [GPUM-FC-NAS-EMPTY] '))).toBe(true);
    expect(stderr.split('\n').filter(Boolean)).toEqual(lines);
  });

  test('a second synth of the same app prints nothing again', () => {
    const app = newApp();
    nasStack(app, 'first');
    app.synth();
    expect(count(stderr, '[GPUM-FC-NAS-EMPTY]')).toBe(1);
    app.synth();
    expect(count(stderr, '[GPUM-FC-NAS-EMPTY]')).toBe(1);
  });

  test('prints nothing under the cdktf CLI, which prints the annotations from the manifest itself', () => {
    process.env[CLI_MARKER] = 'true';
    const app = newApp();
    nasStack(app, 'first');
    app.synth();
    expect(stderr).toBe('');
    const manifest = JSON.parse(fs.readFileSync(path.join(app.outdir, 'manifest.json'), 'utf8'));
    const annotations = manifest.stacks.first.annotations.map((a: any) => a.message);
    expect(annotations.some((m: string) => m.startsWith('[GPUM-FC-NAS-EMPTY] '))).toBe(true);
  });

  test('writes the same manifest with and without the CLI', () => {
    const manifests = [undefined, 'true'].map((marker) => {
      if (marker === undefined) delete process.env[CLI_MARKER];
      else process.env[CLI_MARKER] = marker;
      const app = newApp();
      nasStack(app, 'first');
      app.synth();
      return fs.readFileSync(path.join(app.outdir, 'manifest.json'), 'utf8');
    });
    expect(manifests[0]).toBe(manifests[1]);
  });

  test('Testing.synth() (no validations) prints nothing', () => {
    const stack = nasStack(Testing.app(), 'first');
    Testing.synth(stack);
    expect(collectAdvice(stack).some((a) => a.id === 'GPUM-FC-NAS-EMPTY')).toBe(true);
    expect(stderr).toBe('');
  });

  test('prints warnings only: not infos, and not warnings that are not the library’s', () => {
    const app = newApp();
    const stack = new TerraformStack(app, 'only');
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const scope = new Construct(stack, 'Scope');
    addInfo(scope, 'GPUM-TEST-INFO', 'an info');
    addWarning(scope, 'GPUM-TEST-WARNING', 'a warning');
    Annotations.of(scope).addWarning('a warning from someone else');
    app.synth();
    expect(stderr).toBe('warning: only/Scope: [GPUM-TEST-WARNING] a warning\n');
  });

  test('prints a warning that a check of the whole app adds during validation, after the stack printed its own', () => {
    const app = newApp();
    const stack = new TerraformStack(app, 'late');
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const early = new Construct(stack, 'Early');
    addWarning(early, 'GPUM-TEST-EARLY', 'made at construction');
    const late = new Construct(stack, 'Late');
    // As EksModelStaging's node pool check does: addSynthCheck installs the printer before validation starts.
    addSynthCheck(late, () => addWarning(late, 'GPUM-TEST-LATE', 'made in a validation'));
    app.synth();
    expect(stderr).toBe(
      'warning: late/Early: [GPUM-TEST-EARLY] made at construction\nwarning: late/Late: [GPUM-TEST-LATE] made in a validation\n',
    );
    app.synth();
    expect(count(stderr, '[GPUM-TEST-LATE]')).toBe(1);
  });

  test('addSynthCheck: the only warning of a stack, added inside the check, is printed exactly once at synth', () => {
    const app = newApp();
    const stack = new TerraformStack(app, 'quiet');
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const scope = new Construct(stack, 'Checked');
    let runs = 0;
    // No warning at construction: the printer exists only because addSynthCheck installed it.
    addSynthCheck(scope, () => {
      runs += 1;
      addWarning(scope, 'GPUM-TEST-SYNTH-CHECK', 'made at synth');
    });
    expect(collectAdvice(stack)).toEqual([]);
    app.synth();
    expect(runs).toBe(1);
    expect(stderr).toBe('warning: quiet/Checked: [GPUM-TEST-SYNTH-CHECK] made at synth\n');
    app.synth();
    expect(count(stderr, '[GPUM-TEST-SYNTH-CHECK]')).toBe(1);
  });

  test('addSynthCheck: a check that throws fails the synth with its error', () => {
    const app = newApp();
    const stack = new TerraformStack(app, 'failing');
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    addSynthCheck(new Construct(stack, 'Checked'), () => {
      throw new Error('refused at synth');
    });
    expect(() => app.synth()).toThrow('refused at synth');
  });

  test('prints the policy pack’s warning findings; an error finding reaches stderr once, in the error cdktf throws', () => {
    const app = newApp();
    const stack = new TerraformStack(app, 'checked');
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    // Public read: an error finding. Writable mount and no encryption: warning findings.
    const bucket = new OssBucket(stack, 'Bucket', { bucket: 'acme-models', acl: 'public-read' });
    new Fcv3Function(stack, 'Fn', {
      handler: 'h',
      runtime: 'custom-container',
      ossMountConfig: { mountPoints: [{ bucketName: bucket.bucket, mountDir: '/m', readOnly: false }] },
    });
    Aspects.of(stack).add(new GpuModelChecks());
    expect(() => app.synth()).toThrow(/\[GPUM-CHECK-BUCKET-PUBLIC\]/);

    const warnings = collectAdvice(stack).filter((a) => a.level === 'warning');
    expect(warnings.length).toBeGreaterThan(0);
    expect(stderr.split('\n').filter(Boolean)).toEqual(warnings.map((a) => `warning: ${a.constructPath}: ${a.message}`));
    expect(stderr).not.toContain('GPUM-CHECK-BUCKET-PUBLIC]');
  });
});
