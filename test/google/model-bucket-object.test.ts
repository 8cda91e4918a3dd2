import { DataGoogleStorageBucket } from '@cdktf/provider-google/lib/data-google-storage-bucket';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { collectAdvice } from '../../src/core/advice';
import { TerraformStack, TerraformVariable } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { CloudRunGpuWorkload, CloudRunGpuWorkloadProps, CloudRunModelStorage } from '../../src/google';
import { thrown } from '../support/errors';
import { baseProps, newStack, only, synthJson } from './support/fixtures';

/* Existing buckets as objects (the platform's modelBucket), as on Function Compute and EKS. */

function bucketOfThisApp(stack: TerraformStack, uniformBucketLevelAccess?: any, name = 'acme-models'): StorageBucket {
  return new StorageBucket(stack, 'models', { name, location: 'US-CENTRAL1', uniformBucketLevelAccess });
}

function workload(stack: TerraformStack, overrides: Partial<CloudRunGpuWorkloadProps>): CloudRunGpuWorkload {
  return new CloudRunGpuWorkload(stack, 'llm', baseProps({ storage: ModelStorage.objectStorageMount(), ...overrides }));
}

const ids = (stack: TerraformStack, id: string) => collectAdvice(stack).filter((a) => a.id === id);

describe('modelBucket: an existing bucket as an object', () => {
  test.each([
    ['objectStorageMount', ModelStorage.objectStorageMount()],
    ['gcsFuse', CloudRunModelStorage.gcsFuse()],
    ['downloadAtStart', ModelStorage.downloadAtStart()],
  ])('%s: a StorageBucket of this app with uniform access is referenced, nothing created, no GPUM-CR-BUCKET-SHARED', (_, storage) => {
    const stack = newStack();
    const bucket = bucketOfThisApp(stack, true);
    const run = workload(stack, { storage, modelBucket: bucket });
    const json = synthJson(stack);
    expect(Object.keys(json.resource.google_storage_bucket)).toEqual(['models']);
    expect(only(json, 'google_storage_bucket_iam_member').bucket).toBe('${google_storage_bucket.models.name}');
    expect(run.modelBucket).toBeUndefined();
    expect(ids(stack, 'GPUM-CR-BUCKET-SHARED')).toEqual([]);
    expect(ids(stack, 'GPUM-CR-UPLOAD-MODEL')).toEqual([]);
  });

  test.each([
    ['off', false, /uniform_bucket_level_access off/],
    ['unset (off by default)', undefined, /uniform_bucket_level_access unset \(Cloud Storage's default is off\)/],
  ])('a StorageBucket of this app with uniform access %s fails: the conditioned grant would not apply', (_, value, message) => {
    const stack = newStack();
    expect(() => workload(stack, { modelBucket: bucketOfThisApp(stack, value) })).toThrow(message);
    const other = newStack();
    expect(() => workload(other, { modelBucket: bucketOfThisApp(other, value) })).toThrow(
      /^\[GPUM-CR-BUCKET-UNIFORM-ACCESS\] test\/llm: modelBucket test\/models/,
    );
  });

  test('an escape-hatch override counts, and a token warns that it cannot be checked', () => {
    const stack = newStack();
    const overridden = bucketOfThisApp(stack, false);
    overridden.addOverride('uniform_bucket_level_access', true);
    expect(() => workload(stack, { modelBucket: overridden })).not.toThrow();

    const tokenStack = newStack();
    const uniform = new TerraformVariable(tokenStack, 'ubla', { type: 'bool' }).booleanValue;
    workload(tokenStack, { modelBucket: bucketOfThisApp(tokenStack, uniform) });
    expect(ids(tokenStack, 'GPUM-CR-BUCKET-SHARED')[0].message).toMatch(
      /uniform_bucket_level_access is a Terraform token, known only at apply/,
    );
  });

  test('a data source: referenced, with the uniform-access warning', () => {
    const stack = newStack();
    const bucket = new DataGoogleStorageBucket(stack, 'models', { name: 'acme-models' });
    workload(stack, { modelBucket: bucket });
    const json = synthJson(stack);
    expect(json.resource.google_storage_bucket).toBeUndefined();
    expect(only(json, 'google_storage_bucket_iam_member').bucket).toBe('${data.google_storage_bucket.models.name}');
    expect(ids(stack, 'GPUM-CR-BUCKET-SHARED')[0].message).toMatch(/--uniform-bucket-level-access/);
  });

  test("a StorageBucket of this app whose name breaks Cloud Storage's rule fails with the property", () => {
    const stack = newStack();
    expect(() => workload(stack, { modelBucket: bucketOfThisApp(stack, true, 'Acme_Models') })).toThrow(
      /\[GPUM-CR-BUCKET-NAME\].*modelBucket.name "Acme_Models"/,
    );
  });

  test('both bucketName and modelBucket, options for a new bucket, or a strategy without a bucket: coded errors', () => {
    const a = newStack();
    expect(() =>
      workload(a, { storage: ModelStorage.objectStorageMount({ bucketName: 'other' }), modelBucket: bucketOfThisApp(a, true) }),
    ).toThrow(/GPUM-CR-BUCKET-OPTION.*both the strategy's bucketName \("other"\) and the platform's modelBucket/);
    const b = newStack();
    expect(() =>
      workload(b, {
        storage: ModelStorage.objectStorageMount({ removalPolicy: RemovalPolicy.DESTROY }),
        modelBucket: bucketOfThisApp(b, true),
      }),
    ).toThrow(/GPUM-CR-BUCKET-OPTION.*removalPolicy configure a new bucket, but modelBucket/);
    const c = newStack();
    expect(() => workload(c, { storage: ModelStorage.containerImage(), modelBucket: bucketOfThisApp(c, true) })).toThrow(
      /GPUM-CR-BUCKET-OPTION.*modelBucket is set, but the model strategy \(containerImage\) reads no bucket/,
    );
  });

  test('removalPolicy with modelBucket: the error names storage.removalPolicy, the fix, and the combination as its value (it is valid for a new bucket)', () => {
    const stack = newStack();
    const error = thrown(() =>
      workload(stack, {
        storage: ModelStorage.objectStorageMount({ removalPolicy: RemovalPolicy.DESTROY }),
        modelBucket: bucketOfThisApp(stack, true),
      }),
    );
    expect(error).toMatchObject({
      code: 'GPUM-CR-BUCKET-OPTION',
      property: 'storage.removalPolicy',
      fix: 'Remove removalPolicy (configure the bucket where it is made), or drop modelBucket to create the bucket',
    });
    // The value is the combination: each option is valid alone.
    expect(error.value).toBe('removalPolicy with modelBucket (modelBucket)');
  });

  test('a bucket the workload creates itself is unchanged: uniform access on, no shared-bucket warning', () => {
    const stack = newStack();
    workload(stack, {});
    expect(only(synthJson(stack), 'google_storage_bucket').uniform_bucket_level_access).toBe(true);
    expect(ids(stack, 'GPUM-CR-BUCKET-SHARED')).toEqual([]);
  });
});

describe("CloudRunModelStorage.gcsFuse()'s bucketName follows Cloud Storage's naming rule too", () => {
  test.each(['*', 'Acme', 'gs://acme'])('%s', (bucketName) => {
    expect(() => workload(newStack(), { storage: CloudRunModelStorage.gcsFuse({ bucketName }) })).toThrow(/GPUM-CR-BUCKET-NAME/);
  });
});
