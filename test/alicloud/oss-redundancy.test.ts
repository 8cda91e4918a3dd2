import { Size } from '../../src/core/size';
import { FcModelStorage, OssRedundancy } from '../../src/alicloud';
import { alicloudForceNewAttributes, releaseProblems } from '../support/release-compat';
import { onlyResource, synthJson } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

const bucketOf = (redundancy?: OssRedundancy) => {
  const stack = alicloudStack();
  gpuFunction(stack, { model: model({ size: Size.gibibytes(8) }), storage: FcModelStorage.ossMount({ redundancy }) });
  const json = synthJson(stack);
  return { json, bucket: onlyResource(json, 'alicloud_oss_bucket') };
};

describe('FcModelStorage.ossMount({ redundancy })', () => {
  test("sets a new bucket's redundancy_type, valid by the provider schema, and keeps it protected", () => {
    const { bucket } = bucketOf(OssRedundancy.ZRS);
    expect(bucket.body).toMatchObject({ redundancy_type: 'ZRS', lifecycle: { prevent_destroy: true } });
    expect(bucketOf(OssRedundancy.LRS).bucket.body.redundancy_type).toBe('LRS');
  });

  test("is left out when not chosen: the provider's default (LRS), and released stacks' JSON unchanged", () => {
    expect(bucketOf().bucket.body.redundancy_type).toBeUndefined();
  });

  test('an existing bucket keeps its own: refused', () => {
    expect(() =>
      gpuFunction(alicloudStack(), {
        model: model({ size: Size.gibibytes(8) }),
        storage: FcModelStorage.ossMount({ bucketName: 'models-bkt', redundancy: OssRedundancy.ZRS }),
      }),
    ).toThrow(/GPUM-FC-OSS-REDUNDANCY.*redundancy ZRS applies to a bucket this construct creates, but the existing bucket "models-bkt"/);
  });

  test('a value outside the enum is refused (JavaScript callers)', () => {
    expect(() =>
      gpuFunction(alicloudStack(), { model: model(), storage: FcModelStorage.ossMount({ redundancy: 'GRS' as OssRedundancy }) }),
    ).toThrow(/GPUM-FC-OSS-REDUNDANCY.*"GRS" is not a redundancy OSS offers: use OssRedundancy\.LRS or OssRedundancy\.ZRS/);
  });

  test('changing it on a deployed bucket replaces the bucket: the upgrade check names it', () => {
    expect(alicloudForceNewAttributes().alicloud_oss_bucket).toContain('redundancy_type');
    const before = bucketOf(OssRedundancy.LRS);
    const after = bucketOf(OssRedundancy.ZRS);
    // The two stacks differ only in the bucket's redundancy (same construct paths, same addresses).
    expect(releaseProblems(before.json, after.json, [])).toEqual([
      `alicloud_oss_bucket.${before.bucket.name}: alicloud_oss_bucket.redundancy_type changed from "LRS" to "ZRS", which replaces the resource`,
    ]);
  });
});
