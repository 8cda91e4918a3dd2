import * as yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import { collectAdvice } from '../../src/core/advice';
import { TerraformStack } from '../../src/core/framework';
import { karpenterViolations, resolveReferences } from '../support/schemas/karpenter-crd';
import { CORE_KINDS, kubernetesViolations } from '../support/schemas/kubernetes-core';
import { SynthesizedExample, synthesizeExamples } from '../support/examples';
import { manifestsOf, onlyManifest, referenceTo } from '../support/manifests';
import { synthJson } from '../support/synth';

const AWS_EXAMPLES = [
  'aws-eks-nodeclass-soci-nvme',
  'aws-eks-nodeclass-al2023',
  'aws-eks-nodeclass-snapshot',
  'aws-eks-image-prepull',
  'aws-eks-s3-mountpoint',
  'aws-eks-s3-download',
  'aws-eks-kubectl-backend',
  'aws-eks-existing-cluster',
  'aws-eks-s3-staged',
  'aws-eks-s3-stream',
  'aws-eks-vllm-70b-tp4',
  'aws-eks-shared-bucket',
];

let built: Map<string, SynthesizedExample>;
beforeAll(() => {
  built = synthesizeExamples(AWS_EXAMPLES);
});

const get = (name: string) => built.get(name)!;
const ids = (stack: TerraformStack) => collectAdvice(stack).map((a) => a.id);

describe.each(AWS_EXAMPLES)('%s', (name) => {
  test('every Karpenter object passes the v1.14.1 CRD schema and CEL rules', () => {
    const karpenter = manifestsOf(get(name).json).filter((m) => String(m.object.apiVersion).startsWith('karpenter'));
    expect(karpenter.length).toBeGreaterThanOrEqual(2);
    for (const m of karpenter)
      expect({ object: m.logicalId, violations: karpenterViolations(resolveReferences(m.object)) }).toEqual({
        object: m.logicalId,
        violations: [],
      });
  });

  test('every core Kubernetes object passes the API schema, with canonical quantities', () => {
    const core = manifestsOf(get(name).json).filter((m) => CORE_KINDS.includes(m.object.kind));
    for (const m of core)
      expect({ object: m.logicalId, violations: kubernetesViolations(resolveReferences(m.object)) }).toEqual({
        object: m.logicalId,
        violations: [],
      });
    const kinds = manifestsOf(get(name).json).map((m) => m.object.kind);
    expect(kinds.filter((kind) => !CORE_KINDS.includes(kind) && !['EC2NodeClass', 'NodePool'].includes(kind))).toEqual([]);
  });

  test('every Kubernetes object names itself as the API requires', () => {
    for (const { object } of manifestsOf(get(name).json)) {
      // A PersistentVolume's and a claim's name is a DNS subdomain (the Mountpoint volume's holds its
      // namespace after a dot); every other name here is a DNS label.
      if (['PersistentVolume', 'PersistentVolumeClaim'].includes(object.kind)) {
        expect(object.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/);
        expect(object.metadata.name.length).toBeLessThanOrEqual(253);
      } else {
        expect(object.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
        expect(object.metadata.name.length).toBeLessThanOrEqual(63);
      }
    }
  });

  test('snapshot', () => expect(get(name).json).toMatchSnapshot());
});

describe('example specifics', () => {
  test('soci-nvme: tuned SOCI, NVMe of at least 400 GiB, a role the controller may pass', () => {
    const { json, stack } = get('aws-eks-nodeclass-soci-nvme');
    const ec2 = onlyManifest(json, 'EC2NodeClass').object;
    const toml = parseToml(ec2.spec.userData) as any;
    expect(toml.settings['container-runtime'].snapshotter).toBe('soci');
    expect(toml.settings['container-runtime-plugins']['soci-snapshotter']['parallel-pull-unpack']['concurrent-download-chunk-size']).toBe(
      '16mib',
    );
    expect(ec2.spec.kubelet).toEqual({ imageGCHighThresholdPercent: 90, imageGCLowThresholdPercent: 85 });
    expect(onlyManifest(json, 'NodePool').object.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-local-nvme',
      operator: 'Gt',
      values: ['399'],
    });
    expect(Object.values<any>(json.resource.aws_iam_role_policy)[0].role).toBe('KarpenterController-inference');
    expect(json.provider.kubernetes[0].exec[0].args).toContain('get-token');
    expect(ids(stack)).toEqual([]);
  });

  test('al2023: nodeadm NodeConfig, existing role, device plugin warning', () => {
    const { json, stack } = get('aws-eks-nodeclass-al2023');
    const ec2 = onlyManifest(json, 'EC2NodeClass').object;
    expect(yaml.load(ec2.spec.userData)).toMatchObject({
      kind: 'NodeConfig',
      spec: { featureGates: { FastImagePull: true }, instance: { localStorage: { strategy: 'RAID0' } } },
    });
    expect(ec2.spec.role).toBe('KarpenterNodeRole-inference-eu');
    expect(json.resource.aws_iam_role).toBeUndefined();
    expect(ids(stack)).toEqual(['GPUM-EKS-AL2023-DEVICE-PLUGIN']);
  });

  test('snapshot: the image cache on /dev/xvdb, no RAID0, an instance profile', () => {
    const ec2 = onlyManifest(get('aws-eks-nodeclass-snapshot').json, 'EC2NodeClass').object;
    expect(ec2.spec.blockDeviceMappings[1].ebs).toMatchObject({
      snapshotID: 'snap-0123456789abcdef0',
      volumeInitializationRate: 300,
      volumeSize: '200Gi',
    });
    expect(ec2.spec.instanceStorePolicy).toBeUndefined();
    expect(ec2.spec.instanceProfile).toBe('KarpenterNodeInstanceProfile-inference');
  });

  test("image-prepull: new nodes wait under a startup taint until the pool's DaemonSet has pulled the digest-pinned image", () => {
    const { json, stack } = get('aws-eks-image-prepull');
    const pool = onlyManifest(json, 'NodePool');
    const taint = { key: 'cdktf-gpu-models/image-pre-pull', effect: 'NoSchedule' };
    expect(pool.object.spec.template.spec.startupTaints).toEqual([taint]);
    const daemonSet = onlyManifest(json, 'DaemonSet');
    const pod = daemonSet.object.spec.template.spec;
    expect(daemonSet.object.metadata.namespace).toBe('kube-system');
    expect(pod.nodeSelector).toEqual({ 'karpenter.sh/nodepool': pool.object.metadata.name });
    expect(pod.tolerations).toContainEqual({ ...taint, operator: 'Exists' });
    // The deadline sidecar first, then the serving image, then the container that removes the taint.
    expect(pod.initContainers.map((c: any) => [c.name, c.restartPolicy])).toEqual([
      ['deadline', 'Always'],
      ['pull-0', undefined],
    ]);
    expect(pod.initContainers[1].image).toMatch(/@sha256:[0-9a-f]{64}$/);
    expect(pod.initContainers[1].image).toBe(onlyManifest(json, 'Deployment').object.spec.template.spec.containers[0].image);
    expect(pod.initContainers[0].command[2]).toContain('sleep 1200 &');
    expect(pod.containers[0].name).toBe('release');
    // The serving pods do not tolerate the startup taint: they wait for it to go.
    expect(onlyManifest(json, 'Deployment').object.spec.template.spec.tolerations).not.toContainEqual(
      expect.objectContaining({ key: taint.key }),
    );
    // The service account may read and patch nodes, nothing else.
    expect(onlyManifest(json, 'ClusterRole').object.rules).toEqual([{ apiGroups: [''], resources: ['nodes'], verbs: ['get', 'patch'] }]);
    expect(onlyManifest(json, 'ClusterRoleBinding').object.subjects).toEqual([
      { kind: 'ServiceAccount', name: pod.serviceAccountName, namespace: 'kube-system' },
    ]);
    // Release 0.1's DaemonSet of the workload is moved onto the pool's (and replaced: a new name).
    expect(json.moved).toEqual([{ from: 'kubernetes_manifest.Llama_PrePull_C081E6BA', to: `kubernetes_manifest.${daemonSet.logicalId}` }]);
    expect(ids(stack)).toEqual(['GPUM-EKS-PREPULL']);
  });

  test('image-cache-snapshot: the runbook builds the snapshot; the nodes stack boots from the id it publishes', () => {
    const [builder] = [...synthesizeExamples(['aws-eks-image-cache-snapshot']).values()];
    const runbook = JSON.parse(Object.values<any>(builder.json.resource.aws_ssm_document)[0].content);
    expect(runbook.schemaVersion).toBe('0.3');
    expect(runbook.mainSteps.find((s: any) => s.name === 'getAmi').inputs.Name).toBe(
      '/aws/service/bottlerocket/aws-k8s-1.33/x86_64/1.57.0/image_id',
    );
    expect(Object.values<any>(builder.json.resource.aws_ssm_association)[0].schedule_expression).toBe('rate(7 days)');
    expect(builder.json.output.SnapshotParameter.value).toBe('/cdktf-gpu-models/image-cache/llama-image-cache');
    const nodes = synthJson(builder.stack.node.scope!.node.findChild('aws-eks-image-cache-snapshot-nodes') as TerraformStack);
    const ec2 = onlyManifest(nodes, 'EC2NodeClass').object;
    expect(ec2.spec.blockDeviceMappings[1].ebs.snapshotID).toMatch(/^\$\{data\.aws_ssm_parameter\.\w+\.value\}$/);
    expect(Object.values<any>(nodes.data.aws_ssm_parameter)[0].name).toBe('/cdktf-gpu-models/image-cache/llama-image-cache');
    for (const m of manifestsOf(nodes)) expect(karpenterViolations(resolveReferences(m.object))).toEqual([]);
  });

  test('s3-mountpoint: the new bucket is mounted read-only and read through Pod Identity', () => {
    const { json } = get('aws-eks-s3-mountpoint');
    const pv = onlyManifest(json, 'PersistentVolume').object;
    expect(pv.spec.csi.volumeAttributes).toMatchObject({
      bucketName: referenceTo(json, 'aws_s3_bucket', 'bucket'),
      cache: 'emptyDir',
      cacheEmptyDirSizeLimit: '20Gi',
    });
    expect(pv.spec.mountOptions).toEqual([
      'region us-west-2',
      'prefix models/mistral-7b/',
      'read-only',
      // g5/g6/g6e for 1 GPU with at least 100 GiB of NVMe: g5.xlarge is the smallest (Mountpoint's 10 Gb/s).
      'maximum-throughput-gbps 10',
      'metadata-ttl indefinite',
      'max-threads 64',
    ]);
    expect(JSON.parse(Object.values<any>(json.resource.aws_iam_role_policy)[0].policy).Statement[1].Resource).toBe(
      `${referenceTo(json, 'aws_s3_bucket', 'arn')}/models/mistral-7b/*`,
    );
    expect(Object.values<any>(json.resource.aws_s3_bucket)[0].lifecycle).toEqual({ prevent_destroy: true });
  });

  test('s3-download: aws s3 sync with the CRT client (the default) targeting the 400 Gb/s of p4d.24xlarge, 128 MiB parts; a destroyable scratch bucket', () => {
    const { json, stack } = get('aws-eks-s3-download');
    const pod = onlyManifest(json, 'Deployment').object.spec.template.spec;
    const env = Object.fromEntries(pod.initContainers[0].env.map((e: any) => [e.name, e.value]));
    expect(pod.initContainers[0].image).toBe('public.ecr.aws/aws-cli/aws-cli:2.31.0');
    expect(pod.initContainers[0].command[2]).toContain('exec aws s3 sync');
    expect(env.MODEL_DOWNLOAD_AWS_CONFIG).toBe(
      '[default]\nregion = us-west-2\ns3 =\n  preferred_transfer_client = crt\n  multipart_chunksize = 134217728\n  target_bandwidth = 50000000000',
    );
    expect(env.MODEL_SOURCE).toBe(`s3://${referenceTo(json, 'aws_s3_bucket', 'bucket')}/models/qwen-72b/`);
    expect(env.MODEL_DESTINATION).toBe('/mnt/models/qwen-72b');
    expect(ids(stack)).not.toContain('GPUM-EKS-S5CMD-POD-IDENTITY');
    expect(pod.volumes).toContainEqual({ name: 'model', emptyDir: { sizeLimit: '160Gi' } });
    expect(pod.containers[0].resources.requests['nvidia.com/gpu']).toBe('8');
    expect(Object.values<any>(json.resource.aws_s3_bucket)[0].lifecycle).toBeUndefined();
  });

  test('kubectl-backend: kubectl_manifest only, alekc/kubectl pinned, after the add-on', () => {
    const { json } = get('aws-eks-kubectl-backend');
    expect(json.resource.kubernetes_manifest).toBeUndefined();
    expect(json.terraform.required_providers.kubectl).toEqual({ source: 'alekc/kubectl', version: '~> 2.4' });
    expect(json.provider.kubectl[0]).toMatchObject({ load_config_file: false, apply_retry_count: 3 });
    const deployment = onlyManifest(json, 'Deployment');
    expect(deployment.resourceType).toBe('kubectl_manifest');
    // The default downloader: the AWS CLI's CRT client, targeting the 10 Gb/s of g5.xlarge and g6.xlarge.
    const config = deployment.object.spec.template.spec.initContainers[0].env.find(
      (e: any) => e.name === 'MODEL_DOWNLOAD_AWS_CONFIG',
    ).value;
    expect(config).toBe(
      '[default]\nregion = us-west-2\ns3 =\n  preferred_transfer_client = crt\n  multipart_chunksize = 67108864\n  target_bandwidth = 1250000000',
    );
    expect(deployment.resource.depends_on).toContain(`aws_eks_addon.${Object.keys(json.resource.aws_eks_addon)[0]}`);
    expect(onlyManifest(json, 'EC2NodeClass').object.spec.subnetSelectorTerms).toEqual([
      { tags: { 'karpenter.sh/discovery': referenceTo(json, 'data.aws_eks_cluster', 'name') } },
    ]);
  });

  test('existing-cluster: cluster, role and buckets wired by reference or by plain ID', () => {
    const { json } = get('aws-eks-existing-cluster');
    expect(json.resource.aws_s3_bucket).toBeUndefined();
    expect(json.resource.aws_eks_access_entry).toBeUndefined();
    const classes = manifestsOf(json)
      .filter((m) => m.object.kind === 'EC2NodeClass')
      .map((m) => m.object);
    expect(classes.map((c) => c.spec.role).sort()).toEqual(
      [referenceTo(json, 'data.aws_iam_role', 'name'), 'KarpenterNodeRole-prod'].sort(),
    );
    const associations = Object.values<any>(json.resource.aws_eks_pod_identity_association);
    expect(associations.map((a) => a.cluster_name).sort()).toEqual([referenceTo(json, 'data.aws_eks_cluster', 'name'), 'prod'].sort());
    const resources = Object.values<any>(json.resource.aws_iam_role_policy)
      .map((p) => JSON.parse(p.policy).Statement[1].Resource)
      .sort();
    expect(resources).toEqual(
      [
        `${referenceTo(json, 'data.aws_s3_bucket', 'arn')}/embeddings/bge-m3/*`,
        `arn:${referenceTo(json, 'data.aws_partition', 'partition')}:s3:::prod-speech-models/models/whisper-large-v3/*`,
      ].sort(),
    );
    expect(onlyManifest(json, 'PersistentVolume').object.spec.csi.volumeAttributes.bucketName).toBe('prod-speech-models');
  });
});

describe('aws-eks-shared-bucket', () => {
  test('two workloads on one bucket, each with a Pod Identity role of its own on the model prefix; Batch draws no warning', () => {
    const { json, stack } = get('aws-eks-shared-bucket');
    expect(Object.keys(json.resource.aws_s3_bucket)).toHaveLength(1);
    const bucket = Object.keys(json.resource.aws_s3_bucket)[0];
    const policies = Object.entries<any>(json.resource.aws_iam_role_policy).filter(([name]) => name.includes('ModelReaderPolicy'));
    expect(policies.map(([name]) => name.split('_')[0]).sort()).toEqual(['Batch', 'Chat']);
    for (const [, policy] of policies) expect(policy.policy).toContain(`\${aws_s3_bucket.${bucket}.arn}/models/mistral-7b/*`);
    const volumes = manifestsOf(json).filter((m) => m.object.kind === 'PersistentVolume');
    expect(volumes.map((v) => v.object.spec.csi.volumeAttributes.bucketName)).toEqual([
      `\${aws_s3_bucket.${bucket}.bucket}`,
      `\${aws_s3_bucket.${bucket}.bucket}`,
    ]);
    expect(collectAdvice(stack).filter((a) => a.level === 'warning' && a.constructPath.includes('/Batch'))).toEqual([]);
  });
});

describe('aws-eks-s3-staged', () => {
  test('a Job on CPU that apply waits for, writing the prefix the serving volume mounts at the commit; the Deployment waits for both', () => {
    const { json, stack } = get('aws-eks-s3-staged');
    const job = Object.values<any>(json.resource.kubernetes_job_v1)[0];
    expect(job.wait_for_completion).toBe(true);
    expect(job.spec.template.spec.node_selector).toEqual({ 'karpenter.sh/nodepool': 'default' });
    const serving = manifestsOf(json).find((m) => m.object.kind === 'PersistentVolume' && m.object.spec.accessModes[0] === 'ReadOnlyMany')!;
    expect(serving.object.spec.mountOptions).toContain('prefix models/mistral-7b/e0bc86c23ce5aae1db576c8cca6f06f1f73af2db/');
    const deployment = onlyManifest(json, 'Deployment');
    expect(deployment.resource.depends_on.some((d: string) => d.startsWith('kubernetes_job_v1.'))).toBe(true);
    expect(deployment.object.spec.template.spec.initContainers.map((c: any) => c.name)).toEqual(['wait-for-model']);
    expect(JSON.stringify(json)).not.toMatch(/hf_[A-Za-z0-9]{10,}/);
    expect(ids(stack)).toEqual(['GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE']);
  });
});

describe('the vLLM examples', () => {
  const server = (name: string) => onlyManifest(get(name).json, 'Deployment').object.spec.template.spec.containers[0];

  test('vllm-70b-tp4: vllm serve s3://… over 4 ranks, the streamer with readers sized from g6e.12xlarge and up, advice on distributed mode', () => {
    const container = server('aws-eks-vllm-70b-tp4');
    expect(container.command).toEqual(['vllm', 'serve']);
    expect(container.args[0]).toBe(
      `s3://${referenceTo(get('aws-eks-vllm-70b-tp4').json, 'aws_s3_bucket', 'bucket')}/models/llama-3.1-70b-instruct/`,
    );
    expect(container.args).toEqual(
      expect.arrayContaining([
        '--tensor-parallel-size',
        '4',
        '--load-format',
        'runai_streamer',
        '--model-loader-extra-config',
        '{"concurrency":64}',
      ]),
    );
    expect(container.resources.limits['nvidia.com/gpu']).toBe('4');
    expect(container.startupProbe).toEqual({ httpGet: { path: '/health', port: 'http' }, periodSeconds: 10, failureThreshold: 60 });
    expect(ids(get('aws-eks-vllm-70b-tp4').stack)).toContain('GPUM-ADVICE-ENGINE');
  });

  test('s3-download: vLLM with tensor parallel 8 for the 8 GPUs it requests', () => {
    const container = server('aws-eks-s3-download');
    expect(container.args.slice(0, 1)).toEqual(['/mnt/models/qwen-72b']);
    expect(container.args).toEqual(expect.arrayContaining(['--tensor-parallel-size', '8']));
  });

  test('s3-stream: migrated to the preset, the streamer from the URI', () => {
    const container = server('aws-eks-s3-stream');
    expect(container.args).toEqual(expect.arrayContaining(['--load-format', 'runai_streamer']));
    expect(container.env).toEqual(expect.arrayContaining([{ name: 'HF_HUB_OFFLINE', value: '1' }]));
  });
});
