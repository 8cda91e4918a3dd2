/** The shared synth-and-validate helper refuses what each provider would refuse, and what it cannot check. */
import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { Manifest } from '@cdktf/provider-kubernetes/lib/manifest';
import { OssBucket } from '../../src/alicloud/generated/oss-bucket';
import { TerraformResource } from '../../src/core/framework';
import { newStack } from './stacks';
import { synthJson, validateResources } from './synth';

function problems(build: (stack: ReturnType<typeof newStack>) => void): string[] {
  const stack = newStack();
  build(stack);
  try {
    synthJson(stack);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
}

describe('synthJson validates every resource by its provider', () => {
  test('a valid stack of every provider passes', () => {
    expect(
      problems((stack) => {
        new S3Bucket(stack, 'S3', { bucket: 'models' });
        new StorageBucket(stack, 'Gcs', { name: 'models', location: 'US' });
        new OssBucket(stack, 'Oss', { bucket: 'models' });
        new Manifest(stack, 'Ns', { manifest: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'inference' } } });
      }),
    ).toEqual([]);
  });

  test('aws: an attribute the aws bindings do not have', () => {
    expect(problems((stack) => new S3Bucket(stack, 'S3', { bucket: 'models' }).addOverride('bucket_nmae', 'x'))).toEqual([
      'aws_s3_bucket.S3.bucket_nmae is not in the provider schema (aws 6.25.0 bindings)',
    ]);
  });

  test('google: a required attribute missing', () => {
    expect(
      problems((stack) => new StorageBucket(stack, 'Gcs', { name: 'models', location: 'US' }).addOverride('location', undefined)),
    ).toEqual(['google_storage_bucket.Gcs.location is required']);
  });

  test("alicloud: a value the provider's Go validator refuses", () => {
    expect(problems((stack) => new OssBucket(stack, 'Oss', { bucket: 'models', storageClass: 'Colder' }))).toEqual([
      'alicloud_oss_bucket.Oss.storage_class: "Colder" is not one of Standard, IA, Archive, ColdArchive, DeepColdArchive',
    ]);
  });

  test('kubernetes: an object the API server would refuse, and a kind with no schema', () => {
    expect(
      problems((stack) => {
        new Manifest(stack, 'Ns', { manifest: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'Not_A_Name' } } });
        new Manifest(stack, 'Job', { manifest: { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'j' } } });
      }),
    ).toEqual([
      'kubernetes_manifest.Job (CronJob): no schema for kind CronJob: add it to test/support/schemas/kubernetes-core.ts',
      expect.stringMatching(/^kubernetes_manifest\.Ns \(Namespace\): \/metadata\/name must match pattern/),
    ]);
  });

  test('a resource type no validator covers', () => {
    expect(problems((stack) => new TerraformResource(stack, 'X', { terraformResourceType: 'azurerm_storage_account' }))).toEqual([
      'azurerm_storage_account: no validator for this provider in test/support/synth.ts',
    ]);
  });

  test('data sources are checked too', () => {
    expect(validateResources({ data: { google_storage_bucket: { b: { nmae: 'x' } } } })).toEqual([
      'data.google_storage_bucket.b.name is required',
      'data.google_storage_bucket.b.nmae is not in the provider schema (google 6.50.0 bindings)',
    ]);
  });
});
