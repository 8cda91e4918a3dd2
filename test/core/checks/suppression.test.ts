import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { OssBucket } from '../../../src/alicloud/generated/oss-bucket';
import { Fcv3Function } from '../../../src/alicloud/generated/fcv3-function';
import { Construct } from 'constructs';
import { collectAdvice } from '../../../src/core/advice';
import { CheckLevel, GpuModelChecks, SUPPRESSION_METADATA_TYPE } from '../../../src';
import { App, Aspects, Testing, TerraformStack } from '../../../src/core/framework';
import { thrown } from '../../support/errors';

/** A function mounting a writable, unencrypted bucket without a public access block: three findings. */
function stack() {
  const s = new TerraformStack(Testing.app(), 'test');
  const group = new Construct(s, 'Models');
  const bucket = new OssBucket(group, 'Bucket', { bucket: 'acme-models' });
  const fn = new Fcv3Function(s, 'Fn', {
    handler: 'index.handler',
    runtime: 'custom-container',
    ossMountConfig: { mountPoints: [{ bucketName: bucket.bucket, mountDir: '/mnt/oss', readOnly: false }] },
  });
  return { s, group, bucket, fn };
}

function run(s: TerraformStack, checks = new GpuModelChecks()) {
  Aspects.of(s).add(checks);
  Testing.synth(s);
  return collectAdvice(s).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
}

describe('GpuModelChecks suppressions', () => {
  test('without suppressions the three rules fire', () => {
    expect(run(stack().s).map((f) => f.id)).toEqual([
      'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
      'GPUM-CHECK-BUCKET-ENCRYPTION',
      'GPUM-CHECK-MOUNT-WRITABLE',
    ]);
  });

  test('a suppression on the resource turns its finding into an info with the reason', () => {
    const { s, bucket } = stack();
    GpuModelChecks.suppress(bucket, 'GPUM-CHECK-BUCKET-ENCRYPTION', 'Weights are public research checkpoints');
    const found = run(s);
    expect(found.filter((f) => f.level !== 'info').map((f) => f.id)).toEqual([
      'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
      'GPUM-CHECK-MOUNT-WRITABLE',
    ]);
    expect(found.find((f) => f.level === 'info')).toMatchObject({
      id: 'GPUM-CHECK-BUCKET-ENCRYPTION',
      constructPath: 'test/Models/Bucket',
      message: expect.stringMatching(
        /^\[GPUM-CHECK-BUCKET-ENCRYPTION\] suppressed: Weights are public research checkpoints \(finding: alicloud_oss_bucket\.Models_Bucket_/,
      ),
    });
    expect(bucket.node.metadata.find((m) => m.type === SUPPRESSION_METADATA_TYPE)?.data).toEqual({
      ruleId: 'GPUM-CHECK-BUCKET-ENCRYPTION',
      reason: 'Weights are public research checkpoints',
    });
  });

  test('a suppression on a parent covers the resources below it, and only the named rule', () => {
    const { s, group } = stack();
    GpuModelChecks.suppress(group, 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS', 'Blocked account-wide by the org policy');
    expect(
      run(s)
        .filter((f) => f.level !== 'info')
        .map((f) => f.id),
    ).toEqual(['GPUM-CHECK-BUCKET-ENCRYPTION', 'GPUM-CHECK-MOUNT-WRITABLE']);
  });

  test('suppressed findings can be left out of the report', () => {
    const { s, fn } = stack();
    GpuModelChecks.suppress(fn, 'GPUM-CHECK-MOUNT-WRITABLE', 'The loader job writes the model here');
    expect(run(s, new GpuModelChecks({ reportSuppressed: false })).map((f) => f.id)).toEqual([
      'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
      'GPUM-CHECK-BUCKET-ENCRYPTION',
    ]);
  });

  test('a suppression needs a known rule and a reason', () => {
    const { bucket } = stack();
    expect(() => GpuModelChecks.suppress(bucket, 'GPUM-CHECK-NOPE', 'a long enough reason')).toThrow(
      /\[GPUM-CHECK-SUPPRESSION-RULE\] test\/Models\/Bucket: no rule has the ID "GPUM-CHECK-NOPE"/,
    );
    expect(() => GpuModelChecks.suppress(bucket, 'GPUM-CHECK-BUCKET-PUBLIC', '')).toThrow(
      /\[GPUM-CHECK-SUPPRESSION-REASON\].*at least 10 characters/,
    );
    expect(() => GpuModelChecks.suppress(bucket, 'GPUM-CHECK-BUCKET-PUBLIC', 'because')).toThrow(/GPUM-CHECK-SUPPRESSION-REASON/);
    expect(thrown(() => GpuModelChecks.suppress(bucket, 'GPUM-CHECK-NOPE', 'a long enough reason'))).toMatchObject({
      code: 'GPUM-CHECK-SUPPRESSION-RULE',
      property: 'ruleId',
      value: 'GPUM-CHECK-NOPE',
      fix: expect.stringMatching(/^Use one of: .*GPUM-CHECK-BUCKET-PUBLIC-ACCESS/),
    });
    expect(thrown(() => GpuModelChecks.suppress(bucket, 'GPUM-CHECK-BUCKET-PUBLIC', 'because'))).toMatchObject({
      code: 'GPUM-CHECK-SUPPRESSION-REASON',
      property: 'reason',
      value: 'because',
      fix: 'give a reason of at least 10 characters that says why the finding does not apply',
    });
  });

  test('excluded rules do not run; unknown exclusions fail', () => {
    const { s } = stack();
    expect(run(s, new GpuModelChecks({ excludeRules: ['GPUM-CHECK-BUCKET-ENCRYPTION'] })).map((f) => f.id)).toEqual([
      'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
      'GPUM-CHECK-MOUNT-WRITABLE',
    ]);
    expect(() => new GpuModelChecks({ excludeRules: ['GPUM-CHECK-NOPE'] })).toThrow(
      /\[GPUM-CHECK-EXCLUDE\] unknown rule ID\(s\) GPUM-CHECK-NOPE/,
    );
  });

  test('every rule is listed with an ID, a level, a description and a fix', () => {
    const rules = GpuModelChecks.rules();
    expect(rules.length).toBeGreaterThanOrEqual(16);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^GPUM-CHECK-[A-Z0-9-]+$/);
      expect([CheckLevel.ERROR, CheckLevel.WARNING]).toContain(rule.level);
      expect(rule.description.length).toBeGreaterThan(20);
      expect(rule.fix.length).toBeGreaterThan(20);
    }
  });

  test('an error finding fails a real synth, as cdk-nag errors do', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'gpum-')) });
    const s = new TerraformStack(app, 'test');
    new AlicloudProvider(s, 'alicloud', { region: 'cn-hangzhou' });
    const bucket = new OssBucket(s, 'Bucket', { bucket: 'acme-models', acl: 'public-read' });
    new Fcv3Function(s, 'Fn', {
      handler: 'h',
      runtime: 'custom-container',
      ossMountConfig: { mountPoints: [{ bucketName: bucket.bucket, mountDir: '/m', readOnly: true }] },
    });
    Aspects.of(s).add(new GpuModelChecks());
    expect(() => app.synth()).toThrow(/GPUM-CHECK-BUCKET-PUBLIC/);
  });
});
