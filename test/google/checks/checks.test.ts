import { CloudRunV2Service } from '@cdktf/provider-google/lib/cloud-run-v2-service';
import { CloudRunV2WorkerPool } from '@cdktf/provider-google/lib/cloud-run-v2-worker-pool';
import { DataGoogleComputeSubnetwork } from '@cdktf/provider-google/lib/data-google-compute-subnetwork';
import { DataGoogleStorageBucket } from '@cdktf/provider-google/lib/data-google-storage-bucket';
import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { ProjectIamMember } from '@cdktf/provider-google/lib/project-iam-member';
import { ServiceAccount } from '@cdktf/provider-google/lib/service-account';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { StorageBucketIamMember } from '@cdktf/provider-google/lib/storage-bucket-iam-member';
import { collectAdvice } from '../../../src/core/advice';
import { GpuModelChecks } from '../../../src';
import { Aspects, Testing, TerraformStack } from '../../../src/core/framework';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';

type Flag =
  | 'noCache'
  | 'crVolumeMissing'
  | 'crVolumeUnmounted'
  | 'parallelWithoutCache'
  | 'privateRangesEgress'
  | 'noVpcAccess'
  | 'noPrivateAccess'
  | 'writable'
  | 'publicMember'
  | 'inheritedPrevention'
  | 'projectRole'
  | 'bucketAdmin'
  | 'pickle';

/** A hand-written Cloud Run GPU worker pool with a GCS FUSE model volume, good unless a flag breaks it. */
function runStack(bad: Partial<Record<Flag, boolean>> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const network = new ComputeNetwork(stack, 'Network', { name: 'models', autoCreateSubnetworks: false });
  const subnet = new ComputeSubnetwork(stack, 'Subnet', {
    name: 'models-us-central1',
    network: network.id,
    ipCidrRange: '10.0.0.0/24',
    region: 'us-central1',
    privateIpGoogleAccess: !bad.noPrivateAccess,
  });
  const bucket = new StorageBucket(stack, 'Models', {
    name: 'acme-models',
    location: 'US-CENTRAL1',
    uniformBucketLevelAccess: true,
    publicAccessPrevention: bad.inheritedPrevention ? 'inherited' : 'enforced',
  });
  const sa = new ServiceAccount(stack, 'Identity', { accountId: 'model-server' });
  new StorageBucketIamMember(stack, 'Read', {
    bucket: bucket.name,
    role: bad.bucketAdmin ? 'roles/storage.objectAdmin' : 'roles/storage.objectViewer',
    member: `serviceAccount:${sa.email}`,
  });
  if (bad.publicMember)
    new StorageBucketIamMember(stack, 'Public', { bucket: bucket.name, role: 'roles/storage.objectViewer', member: 'allUsers' });
  if (bad.projectRole)
    new ProjectIamMember(stack, 'ProjectRead', {
      project: 'acme',
      role: 'roles/storage.objectViewer',
      member: `serviceAccount:${sa.email}`,
    });

  const mountOptions = bad.noCache
    ? ['implicit-dirs']
    : bad.parallelWithoutCache
      ? ['file-cache-enable-parallel-downloads=true']
      : bad.crVolumeMissing
        ? ['cache-dir=cr-volume:nowhere']
        : ['cache-dir=cr-volume:model-cache', 'file-cache-max-size-mb=-1'];
  const pool = new CloudRunV2WorkerPool(stack, 'Pool', {
    name: 'llm',
    location: 'us-central1',
    deletionProtection: false,
    scaling: { scalingMode: 'MANUAL', manualInstanceCount: 1 },
    template: {
      serviceAccount: sa.email,
      nodeSelector: { accelerator: 'nvidia-l4' },
      vpcAccess: bad.noVpcAccess
        ? undefined
        : {
            egress: bad.privateRangesEgress ? 'PRIVATE_RANGES_ONLY' : 'ALL_TRAFFIC',
            networkInterfaces: [{ network: network.id, subnetwork: subnet.id }],
          },
      containers: [
        {
          image: 'us-docker.pkg.dev/acme/llm/vllm:1',
          resources: { limits: { cpu: '8', memory: '32Gi', 'nvidia.com/gpu': '1' } },
          env: [{ name: 'MODEL_FORMAT', value: bad.pickle ? 'pytorch-pickle' : 'safetensors' }],
          volumeMounts: [
            { name: 'models', mountPath: '/mnt/models' },
            ...(bad.crVolumeUnmounted ? [] : [{ name: 'model-cache', mountPath: '/cache' }]),
          ],
        },
      ],
      volumes: [
        { name: 'model-cache', emptyDir: { medium: 'MEMORY', sizeLimit: '20Gi' } },
        { name: 'models', gcs: { bucket: bucket.name, readOnly: !bad.writable } },
      ],
    },
  });
  // The GA 6.50 binding has no mount_options: the escape hatch users reach for.
  pool.addOverride('template.volumes.1.gcs.mount_options', mountOptions);
  return { stack, pool, bucket, sa };
}

function findings(stack: TerraformStack) {
  Aspects.of(stack).add(new GpuModelChecks());
  Testing.synth(stack);
  return collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
}

describe('GpuModelChecks on a hand-written Cloud Run stack', () => {
  test('a good stack has no findings', () => {
    expect(findings(runStack().stack)).toEqual([]);
  });

  test.each<[Flag, string, string, RegExp, RegExp]>([
    ['noCache', 'GPUM-CHECK-GCS-CACHE', 'warning', /test\/Pool/, /volume "models" with neither the file cache nor buffered read/],
    [
      'crVolumeMissing',
      'GPUM-CHECK-GCS-MOUNT-OPTIONS',
      'error',
      /test\/Pool/,
      /cache-dir=cr-volume:nowhere, but no empty_dir volume is named "nowhere"/,
    ],
    ['crVolumeUnmounted', 'GPUM-CHECK-GCS-MOUNT-OPTIONS', 'error', /test\/Pool/, /caches in "model-cache", which no container mounts/],
    ['privateRangesEgress', 'GPUM-CHECK-GCS-EGRESS', 'warning', /test\/Pool/, /egress = PRIVATE_RANGES_ONLY/],
    ['noVpcAccess', 'GPUM-CHECK-GCS-EGRESS', 'warning', /test\/Pool/, /without Direct VPC egress/],
    [
      'noPrivateAccess',
      'GPUM-CHECK-GCS-PRIVATE-ACCESS',
      'warning',
      /test\/Pool/,
      /google_compute_subnetwork\.Subnet, which has Private Google Access off/,
    ],
    ['writable', 'GPUM-CHECK-MOUNT-WRITABLE', 'warning', /test\/Pool/, /as volume "models" without read_only = true/],
    [
      'publicMember',
      'GPUM-CHECK-BUCKET-PUBLIC',
      'error',
      /test\/Models/,
      /google_storage_bucket_iam_member\.Public grants roles\/storage\.objectViewer to allUsers/,
    ],
    ['inheritedPrevention', 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS', 'warning', /test\/Models/, /public_access_prevention = inherited/],
    ['projectRole', 'GPUM-CHECK-GRANT-SCOPE', 'error', /test\/ProjectRead/, /grants roles\/storage\.objectViewer on the whole project/],
    [
      'bucketAdmin',
      'GPUM-CHECK-GRANT-SCOPE',
      'error',
      /test\/Read/,
      /grants roles\/storage\.objectAdmin on model bucket google_storage_bucket\.Models .*more than read/,
    ],
    ['pickle', 'GPUM-CHECK-MODEL-PICKLE', 'warning', /test\/Pool/, /MODEL_FORMAT=pytorch-pickle/],
  ])('%s fires %s', (flag, id, level, path, text) => {
    const found = findings(runStack({ [flag]: true }).stack);
    const mine = found.filter((f) => f.id === id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ level, constructPath: expect.stringMatching(path) });
    expect(mine.map((m) => m.message).join('\n')).toMatch(text);
    expect(found.filter((f) => f.id !== id)).toEqual([]);
  });

  test('parallel downloads without a file cache fail the start and leave the read unparallelized', () => {
    const ids = findings(runStack({ parallelWithoutCache: true }).stack).map((f) => f.id);
    expect(ids.sort()).toEqual(['GPUM-CHECK-GCS-CACHE', 'GPUM-CHECK-GCS-MOUNT-OPTIONS']);
  });

  test('buffered read satisfies the cache rule', () => {
    const { stack, pool } = runStack();
    pool.addOverride('template.volumes.1.gcs.mount_options', ['enable-buffered-read=true']);
    expect(findings(stack)).toEqual([]);
  });

  test('a parallel download in a service command needs the VPC path too', () => {
    const { stack } = runStack();
    new CloudRunV2Service(stack, 'Downloader', {
      name: 'llm-svc',
      location: 'us-central1',
      deletionProtection: false,
      template: {
        containers: [
          {
            image: 'us-docker.pkg.dev/acme/llm/vllm:1',
            command: ['sh', '-c', 'gcloud storage cp -r gs://acme-models/models/llm /models && vllm serve /models'],
          },
        ],
      },
    });
    const found = findings(stack);
    expect(found.map((f) => [f.id, f.constructPath])).toEqual([['GPUM-CHECK-GCS-EGRESS', 'test/Downloader']]);
  });

  test('a model above 10 GB in a Cloud Run image is against the guidance', () => {
    const { stack, pool } = runStack();
    GpuModelChecks.describeModel(pool, {
      model: new ModelArtifact({ name: 'llm', size: Size.gigabytes(16) }),
      storageKind: ModelStorageKind.CONTAINER_IMAGE,
    });
    expect(findings(stack).map((f) => [f.id, f.level, f.message])).toEqual([
      ['GPUM-CHECK-IMAGE-SIZE', 'warning', expect.stringMatching(/Cloud Run's guidance keeps images for models under 10 GB/)],
    ]);
  });

  test('an existing bucket (a data source) cannot be verified: an info, not a warning', () => {
    const { stack, pool } = runStack();
    const existing = new DataGoogleStorageBucket(stack, 'Existing', { name: 'acme-shared-models' });
    pool.addOverride('template.volumes.1.gcs.bucket', existing.name);
    expect(findings(stack).map((f) => [f.level, f.id, f.message])).toEqual([
      [
        'info',
        'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
        expect.stringMatching(
          /^\[GPUM-CHECK-BUCKET-PUBLIC-ACCESS\] cannot verify: data\.google_storage_bucket\.Existing is an existing bucket \(a data source\): its public_access_prevention is known only at plan time\. Check: /,
        ),
      ],
    ]);
  });

  test('an existing subnetwork (a data source) is unverified, never "Private Google Access off"', () => {
    const { stack, pool } = runStack();
    const existing = new DataGoogleComputeSubnetwork(stack, 'SharedSubnet', { name: 'gpu', region: 'us-central1' });
    pool.addOverride('template.vpc_access.network_interfaces.0.subnetwork', existing.id);
    expect(findings(stack).map((f) => [f.level, f.id])).toEqual([['info', 'GPUM-CHECK-GCS-PRIVATE-ACCESS']]);
  });

  test("a loader identity may write the model bucket; the workload's identity may not", () => {
    const { stack, bucket } = runStack();
    const loader = new ServiceAccount(stack, 'Loader', { accountId: 'model-loader' });
    new StorageBucketIamMember(stack, 'LoaderWrite', {
      bucket: bucket.name,
      role: 'roles/storage.objectCreator',
      member: `serviceAccount:${loader.email}`,
    });
    new StorageBucketIamMember(stack, 'CiWrite', {
      bucket: bucket.name,
      role: 'roles/storage.objectAdmin',
      member: 'serviceAccount:ci@acme.iam.gserviceaccount.com',
    });
    expect(findings(stack)).toEqual([]);
  });

  test('a Serverless VPC Access connector is not Direct VPC egress', () => {
    const { stack, pool } = runStack({ noVpcAccess: true });
    pool.addOverride('template.vpc_access', { connector: 'projects/acme/locations/us-central1/connectors/models', egress: 'ALL_TRAFFIC' });
    expect(findings(stack).map((f) => [f.id, f.message])).toEqual([
      [
        'GPUM-CHECK-GCS-EGRESS',
        expect.stringMatching(
          /through the Serverless VPC Access connector projects\/acme\/locations\/us-central1\/connectors\/models, whose instances cap the throughput/,
        ),
      ],
    ]);
  });

  test("only volumes at the model's path are model mounts: a writable output bucket elsewhere is not flagged", () => {
    const { stack, pool } = runStack();
    pool.addOverride('template.containers.0.env.1', { name: 'MODEL_PATH', value: '/mnt/models/llm' });
    pool.addOverride('template.containers.0.volume_mounts.2', { name: 'outputs', mount_path: '/mnt/outputs' });
    pool.addOverride('template.volumes.2', { name: 'outputs', gcs: { bucket: 'acme-outputs', read_only: false } });
    const json = JSON.parse(Testing.synth(stack));
    expect(json.resource.google_cloud_run_v2_worker_pool.Pool.template.volumes[2]).toEqual({
      name: 'outputs',
      gcs: { bucket: 'acme-outputs', read_only: false },
    });
    expect(findings(stack)).toEqual([]);
  });

  test('a public grant on a model bucket outside the stack is reported on the grant', () => {
    const { stack, pool } = runStack();
    pool.addOverride('template.volumes.1.gcs.bucket', 'acme-external-models');
    new StorageBucketIamMember(stack, 'ExternalPublic', {
      bucket: 'acme-external-models',
      role: 'roles/storage.objectViewer',
      member: 'allUsers',
    });
    new StorageBucketIamMember(stack, 'OtherPublic', { bucket: 'acme-website', role: 'roles/storage.objectViewer', member: 'allUsers' });
    expect(findings(stack).map((f) => [f.level, f.id, f.constructPath, f.message])).toEqual([
      [
        'error',
        'GPUM-CHECK-BUCKET-PUBLIC',
        'test/ExternalPublic',
        expect.stringMatching(/google_storage_bucket_iam_member\.ExternalPublic makes model bucket acme-external-models public/),
      ],
    ]);
  });
});
