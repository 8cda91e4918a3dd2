/**
 * Upgrading from release 0.1 must not plan the replacement of a user's resource: every example's
 * synthesized JSON now is compared with 0.1's (test/examples/__release-0.1__/<stack>.json, `//`
 * metadata and the local backend path removed). A resource address that disappears needs a `moved`
 * block; a changed attribute that forces replacement, a dropped `prevent_destroy` or a new
 * `force_destroy` needs CHANGELOG.md to name `<resource type>.<attribute>`.
 */
import * as fs from 'fs';
import * as path from 'path';
import { synthesizeExamples } from '../support/examples';
import {
  alicloudForceNewAttributes,
  changelogLines,
  CURATED_FORCE_NEW,
  forceNewAttributes,
  RELEASE,
  RELEASE_DIR,
  releaseProblems,
} from '../support/release-compat';

const released = fs
  .readdirSync(RELEASE_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const releasedJson = (name: string) => JSON.parse(fs.readFileSync(path.join(RELEASE_DIR, `${name}.json`), 'utf8'));
const examples = synthesizeExamples();
const clone = (value: any) => JSON.parse(JSON.stringify(value));

describe(`every example against release ${RELEASE}`, () => {
  test('every released example still exists', () => {
    expect(released.filter((name) => !examples.has(name))).toEqual([]);
  });

  test.each(released)('%s: no resource destroyed, replaced or unprotected by the upgrade', (name) => {
    expect(releaseProblems(releasedJson(name), examples.get(name)!.json)).toEqual([]);
  });

  test('every resource type of the examples has a list of the attributes that force its replacement', () => {
    const types = new Set([...examples.values()].flatMap(({ json }) => Object.keys(json.resource ?? {})));
    expect([...types].filter((type) => forceNewAttributes(type) === undefined)).toEqual([]);
  });
});

describe('the release comparison fails on what an upgrade would destroy', () => {
  const nas = () => clone(examples.get('alicloud-fc-nas')!.json);
  const only = (json: any, type: string) => Object.keys(json.resource[type])[0];

  test('a renamed NAS file system address, unless a moved block carries it', () => {
    const before = nas();
    const after = nas();
    const old = only(after, 'alicloud_nas_file_system');
    after.resource.alicloud_nas_file_system.Renamed = after.resource.alicloud_nas_file_system[old];
    delete after.resource.alicloud_nas_file_system[old];
    expect(releaseProblems(before, after, [])).toEqual([
      `alicloud_nas_file_system.${old} is gone with no moved block: the upgrade destroys it (add moveTo/moveFromId and a CHANGELOG line)`,
    ]);

    // With the moved block, and references to the old address rewritten as cdktf writes them, it is safe.
    after.moved = [{ from: `alicloud_nas_file_system.${old}`, to: 'alicloud_nas_file_system.Renamed' }];
    const text = JSON.stringify(after).split(`\${alicloud_nas_file_system.${old}.`).join('${alicloud_nas_file_system.Renamed.');
    expect(releaseProblems(before, JSON.parse(text), [])).toEqual([]);

    // A moved block to a resource of another type is no move.
    after.moved = [{ from: `alicloud_nas_file_system.${old}`, to: 'alicloud_vpc.Renamed' }];
    expect(releaseProblems(before, after, [])).toEqual([
      `alicloud_nas_file_system.${old} is moved to alicloud_vpc.Renamed, which is not a alicloud_nas_file_system in the stack`,
    ]);
  });

  test('a force-new alicloud attribute (from the annotated schema) that changes names the attribute', () => {
    const before = nas();
    const after = nas();
    const fs = only(after, 'alicloud_nas_file_system');
    after.resource.alicloud_nas_file_system[fs].storage_type = 'Capacity';
    expect(releaseProblems(before, after, [])).toEqual([
      `alicloud_nas_file_system.${fs}: alicloud_nas_file_system.storage_type changed from "Performance" to "Capacity", which replaces the resource`,
    ]);
    // A CHANGELOG line naming it makes the change intended.
    expect(
      releaseProblems(before, after, ['- NAS: `alicloud_nas_file_system.storage_type` is now Capacity (replaces the file system).']),
    ).toEqual([]);
    // A line naming a longer name is not that name.
    expect(releaseProblems(before, after, ['`alicloud_nas_file_system.storage_type_x`'])).toHaveLength(1);
  });

  test('an attribute that does not force replacement may change', () => {
    const before = nas();
    const after = nas();
    after.resource.alicloud_nas_file_system[only(after, 'alicloud_nas_file_system')].description = 'another description';
    expect(releaseProblems(before, after, [])).toEqual([]);
  });

  test('a dropped prevent_destroy on the NAS file system', () => {
    const before = nas();
    const after = nas();
    const fs = only(after, 'alicloud_nas_file_system');
    expect(before.resource.alicloud_nas_file_system[fs].lifecycle).toEqual({ prevent_destroy: true });
    delete after.resource.alicloud_nas_file_system[fs].lifecycle;
    expect(releaseProblems(before, after, [])).toEqual([
      `alicloud_nas_file_system.${fs}: prevent_destroy was removed (alicloud_nas_file_system.lifecycle.prevent_destroy); the resource is no longer protected from destroy`,
    ]);
  });

  test('a changed bucket name on Google Cloud Storage and on S3', () => {
    const gcs = clone(examples.get('gcp-cloudrun-gcsfuse-cache')!.json);
    const gcsAfter = clone(gcs);
    const bucket = only(gcsAfter, 'google_storage_bucket');
    gcsAfter.resource.google_storage_bucket[bucket].name = 'renamed-bucket';
    expect(releaseProblems(gcs, gcsAfter, [])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^google_storage_bucket\\.${bucket}: google_storage_bucket\\.name changed from "[^"]+" to "renamed-bucket", which replaces`,
        ),
      ),
    ]);

    const s3 = clone(examples.get('aws-eks-s3-mountpoint')!.json);
    const s3After = clone(s3);
    const s3Bucket = only(s3After, 'aws_s3_bucket');
    s3After.resource.aws_s3_bucket[s3Bucket].bucket_prefix = 'other-';
    s3After.resource.aws_s3_bucket[s3Bucket].force_destroy = true;
    expect(releaseProblems(s3, s3After, [])).toEqual([
      `aws_s3_bucket.${s3Bucket}: force_destroy is now true (aws_s3_bucket.force_destroy); destroying it deletes its objects`,
      expect.stringContaining(`aws_s3_bucket.${s3Bucket}: aws_s3_bucket.bucket_prefix changed from`),
    ]);
  });

  test("a Kubernetes object's name, through kubernetes_manifest and through kubectl_manifest's YAML", () => {
    const k8s = clone(examples.get('aws-eks-s3-download')!.json);
    const k8sAfter = clone(k8s);
    const [id, deployment] = Object.entries<any>(k8sAfter.resource.kubernetes_manifest).find(([, m]) => m.manifest.kind === 'Deployment')!;
    deployment.manifest.metadata.name = 'renamed';
    deployment.manifest.spec.replicas = 7;
    expect(releaseProblems(k8s, k8sAfter, [])).toEqual([
      expect.stringMatching(new RegExp(`^kubernetes_manifest\\.${id}: kubernetes_manifest\\.manifest\\.metadata\\.name changed from`)),
    ]);

    const kubectl = clone(examples.get('aws-eks-kubectl-backend')!.json);
    const kubectlAfter = clone(kubectl);
    const [kid, manifest] = Object.entries<any>(kubectlAfter.resource.kubectl_manifest)[0];
    const namespaced = manifest.yaml_body.replace(/^(\s+)name: (.*)$/m, '$1name: renamed-object');
    expect(namespaced).not.toBe(manifest.yaml_body);
    manifest.yaml_body = namespaced;
    expect(releaseProblems(kubectl, kubectlAfter, [])).toEqual([
      expect.stringMatching(
        new RegExp(`^kubectl_manifest\\.${kid}: kubectl_manifest\\.yaml_body\\.metadata\\.name changed from .* to "renamed-object"`),
      ),
    ]);
  });

  test('a resource type with no force-new list fails rather than passing unchecked', () => {
    const before = { resource: { aws_instance: { a: { ami: 'x' } } } };
    expect(releaseProblems(before, clone(before), [])).toEqual([
      'aws_instance: no list of the attributes that force its replacement (test/support/release-compat.ts)',
    ]);
  });
});

describe('the lists of force-new attributes', () => {
  test('alicloud: read from the annotated schema, nested blocks included', () => {
    const alicloud = alicloudForceNewAttributes();
    expect(alicloud.alicloud_nas_file_system).toEqual(expect.arrayContaining(['zone_id', 'storage_type', 'protocol_type', 'encrypt_type']));
    expect(alicloud.alicloud_oss_bucket).toContain('bucket');
    expect(alicloud.alicloud_nas_access_point).toEqual(expect.arrayContaining(['posix_user', 'posix_user.posix_group_id']));
    expect(alicloud.alicloud_fcv3_function).toContain('function_name');
  });

  test('curated: every entry says where it comes from', () => {
    for (const [type, { attributes, source }] of Object.entries(CURATED_FORCE_NEW)) {
      expect({ type, attributes: attributes.length > 0, source }).toEqual({
        type,
        attributes: true,
        source: expect.stringMatching(/terraform-provider|magic-modules/),
      });
    }
  });

  test('the CHANGELOG is read', () => {
    expect(changelogLines().join('\n')).toMatch(/^# Changelog/);
  });
});
