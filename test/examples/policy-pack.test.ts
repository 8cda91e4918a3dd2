import { loadExamples } from '../../scripts/lib/examples';
import { collectAdvice } from '../../src/core/advice';
import { GpuModelChecks } from '../../src';
import { Aspects, TerraformStack, Testing } from '../../src/core/framework';

/** A finding as the test states it: level, rule and the construct it is annotated on. */
type Expected = `${'error' | 'warning' | 'info'} ${string} ${string}`;

/**
 * What GpuModelChecks reports on each example. An example shows the library used well, so the
 * expectation is no finding; every entry below says why it is right.
 */
const EXPECTED: Record<string, Expected[]> = {
  'alicloud-fc-existing-vpc': [],
  'alicloud-fc-image': [],
  'alicloud-fc-multi-region': [],
  'alicloud-fc-nas': [],
  'alicloud-fc-nas-vllm': [],
  'alicloud-fc-nas-staged': [],
  'alicloud-fc-nas-shared': [],
  'alicloud-fc-oss': [],
  'alicloud-fc-oss-accelerated': [],
  'aws-eks-existing-cluster': [
    // The shared bucket is a data source: whether it (or the account) blocks public access is not
    // in the stack. Unverified, so an info that says so, not a warning.
    'info GPUM-CHECK-BUCKET-PUBLIC-ACCESS aws-eks-existing-cluster/SharedModels',
  ],
  'aws-eks-image-prepull': [
    // A 16 GiB model in the image is past the EKS guidance (10 GB; our advice ranks a download
    // from S3 first for it). The example shows the pre-pull mechanism on a realistic 8B model;
    // the warning is right, once, on the Deployment that runs it.
    'warning GPUM-CHECK-IMAGE-SIZE aws-eks-image-prepull/Llama/Default/Deployment',
  ],
  'aws-eks-image-cache-snapshot': [],
  'aws-eks-kubectl-backend': [],
  'aws-eks-nodeclass-al2023': [],
  // RAID0 is off on purpose: it would hide the images restored from the snapshot.
  'aws-eks-nodeclass-snapshot': [],
  'aws-eks-nodeclass-soci-nvme': [],
  'aws-eks-s3-download': [],
  'aws-eks-s3-mountpoint': [],
  'aws-eks-s3-stream': [],
  'aws-eks-vllm-70b-tp4': [],
  'aws-eks-shared-bucket': [],
  // The staging Job's volume writes on purpose: suppressed by the construct, with its reason.
  'aws-eks-s3-staged': ['info GPUM-CHECK-MOUNT-WRITABLE aws-eks-s3-staged/Mistral/Staging/Volume'],
  'gcp-cloudrun-download': [],
  'gcp-cloudrun-existing-vpc': [
    // An existing bucket (a data source): its public_access_prevention is known only at plan time.
    'info GPUM-CHECK-BUCKET-PUBLIC-ACCESS gcp-cloudrun-existing-vpc/ModelBucket',
    // `Batch` names the shared subnetwork by path and has no plan-time precondition on it (`Chat`,
    // given the data source, has one and is silent): its Private Google Access cannot be seen.
    'info GPUM-CHECK-GCS-PRIVATE-ACCESS gcp-cloudrun-existing-vpc/Batch/Resource',
  ],
  'gcp-cloudrun-gcsfuse-buffered': [],
  'gcp-cloudrun-gcsfuse-cache': [],
  'gcp-cloudrun-shared-bucket': [],
  // The staging job writes the model: the serving rules are suppressed by the construct, each with its reason.
  'gcp-cloudrun-gcsfuse-staged': [
    'info GPUM-CHECK-GRANT-SCOPE gcp-cloudrun-gcsfuse-staged/Llama/Staging/WriterGrant',
    'info GPUM-CHECK-GCS-CACHE gcp-cloudrun-gcsfuse-staged/Llama/Staging/Job',
    'info GPUM-CHECK-GCS-EGRESS gcp-cloudrun-gcsfuse-staged/Llama/Staging/Job',
    'info GPUM-CHECK-MOUNT-WRITABLE gcp-cloudrun-gcsfuse-staged/Llama/Staging/Job',
  ],
  'gcp-cloudrun-image': [],
  'gcp-cloudrun-vllm': [],
  'gcp-cloudrun-rapid-cache': [],
  'gcp-cloudrun-service': [],
  'gcp-cloudrun-stream': [],
};

const examples = loadExamples();

describe('every example under GpuModelChecks', () => {
  test('every example has an expectation, and every expectation an example', () => {
    expect(examples.map((e) => e.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  test.each(examples.map((e) => [e.name, e]))('%s', (name, example) => {
    const app = Testing.app();
    example.build(app);
    const stack = app.node.findChild(name) as TerraformStack;
    Aspects.of(stack).add(new GpuModelChecks());
    Testing.synth(stack);
    const found = collectAdvice(stack)
      .filter((a) => a.id?.startsWith('GPUM-CHECK-'))
      .map((a) => `${a.level} ${a.id} ${a.constructPath}`);
    expect(found).toEqual(EXPECTED[name]);
  });

  test('an unverified finding says so and names what to check', () => {
    const app = Testing.app();
    loadExamples(['gcp-cloudrun-existing-vpc'])[0].build(app);
    const stack = app.node.findChild('gcp-cloudrun-existing-vpc') as TerraformStack;
    Aspects.of(stack).add(new GpuModelChecks());
    Testing.synth(stack);
    const infos = collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
    expect(infos.map((a) => a.message)).toEqual([
      expect.stringMatching(
        /^\[GPUM-CHECK-BUCKET-PUBLIC-ACCESS\] cannot verify: data\.google_storage_bucket\.ModelBucket is an existing bucket \(a data source\): its public_access_prevention is known only at plan time\. Check: Add the public access block/,
      ),
      expect.stringMatching(
        /^\[GPUM-CHECK-GCS-PRIVATE-ACCESS\] cannot verify: google_cloud_run_v2_worker_pool\.Batch_[0-9A-F]+ loads its model from Cloud Storage through subnetwork data\.google_compute_subnetwork\.GpuSubnet, an existing subnetwork \(a data source\) whose private_ip_google_access is known only at plan time\. Check: Set private_ip_google_access = true/,
      ),
    ]);
    // Never a claim it cannot see: no "Private Google Access off" on the data source.
    expect(infos.map((a) => a.message).join('\n')).not.toMatch(/has Private Google Access off|public_access_prevention = inherited/);
  });
});
