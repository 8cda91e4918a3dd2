import { EksGpuWorkload, EksGpuWorkloadProps, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { Duration } from '../../src/core/duration';
import { ServingEngine } from '../../src/core/engine';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { EksModelStorage } from '../../src/aws';
import { thrown } from '../support/errors';
import { onlyManifest, referenceTo } from '../support/manifests';
import { synthJson } from '../support/synth';

const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);

function build(storage: ModelStorage, props: Partial<EksGpuWorkloadProps> = {}, model?: ModelArtifact) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
  });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: IMAGE,
    model: model ?? new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage,
    ...props,
  });
  const json = synthJson(stack);
  const pod = onlyManifest(json, 'Deployment').object.spec.template.spec;
  const server = pod.containers[0];
  const env = Object.fromEntries(server.env.map((e: any) => [e.name, e.value]));
  return { stack, json, workload, server, env };
}

describe('ServingEngine.vllm() on EKS', () => {
  test('streaming from S3: vllm serve the s3:// URI with the Run:ai streamer, TP = gpuCount, the port, offline hub and a /health probe', () => {
    const { json, server, env } = build(
      ModelStorage.objectStorageStream(),
      { engine: ServingEngine.vllm(), gpuCount: 4 },
      new ModelArtifact({ name: 'llama-70b', size: Size.gigabytes(60) }),
    );
    const bucket = referenceTo(json, 'aws_s3_bucket', 'bucket');
    expect(server.command).toEqual(['vllm', 'serve']);
    expect(server.args[0]).toBe(`s3://${bucket}/models/llama-70b/`);
    expect(server.args).toEqual(
      expect.arrayContaining([
        '--tensor-parallel-size',
        '4',
        '--port',
        '8000',
        '--host',
        '0.0.0.0',
        '--served-model-name',
        'llama-70b',
        '--gpu-memory-utilization',
        '0.9',
        '--load-format',
        'runai_streamer',
      ]),
    );
    const config = server.args[server.args.indexOf('--model-loader-extra-config') + 1];
    expect(JSON.parse(config).concurrency).toBeGreaterThanOrEqual(16);
    expect(JSON.parse(config).concurrency).toBeLessThanOrEqual(64);
    expect(env.HF_HUB_OFFLINE).toBe('1');
    expect(env.TRANSFORMERS_OFFLINE).toBe('1');
    expect(server.startupProbe.httpGet.path).toBe('/health');
    // At least 10 minutes (60 × 10 s).
    expect(server.startupProbe.periodSeconds * server.startupProbe.failureThreshold).toBeGreaterThanOrEqual(600);
  });

  test('a mount: the model path is the mount path and no streamer flag is written', () => {
    const { server } = build(EksModelStorage.mountpoint(), { engine: ServingEngine.vllm({ maxModelLen: 8192 }) });
    expect(server.args[0]).toBe('/mnt/models/llama');
    expect(server.args).toEqual(expect.arrayContaining(['--max-model-len', '8192', '--tensor-parallel-size', '1']));
    expect(server.args).not.toContain('--load-format');
  });

  test('SGLang: python3 -m sglang.launch_server with its own flag names', () => {
    const { server } = build(EksModelStorage.mountpoint(), { engine: ServingEngine.sglang({ gpuMemoryUtilization: 0.85 }), gpuCount: 2 });
    expect(server.command).toEqual(['python3', '-m', 'sglang.launch_server']);
    expect(server.args).toEqual(
      expect.arrayContaining(['--model-path', '/mnt/models/llama', '--tp-size', '2', '--mem-fraction-static', '0.85']),
    );
  });

  test('custom (the default): the command and args as given, no probe, no engine variables', () => {
    const { server, env } = build(EksModelStorage.mountpoint(), { command: ['serve'], args: ['--x'] });
    expect(server.command).toEqual(['serve']);
    expect(server.args).toEqual(['--x']);
    expect(server.startupProbe).toBeUndefined();
    expect(env.HF_HUB_OFFLINE).toBeUndefined();
  });

  test('a user startupTimeout shorter than the estimate warns; the probe keeps it', () => {
    const { workload, server } = build(EksModelStorage.mountpoint(), {
      engine: ServingEngine.vllm(),
      startupTimeout: Duration.seconds(60),
    });
    expect(collectAdvice(workload).map((a) => a.id)).toContain('GPUM-ENGINE-STARTUP-TIMEOUT');
    expect(server.startupProbe.failureThreshold * server.startupProbe.periodSeconds).toBe(60);
  });

  test('a TP > 1 stream advises on the distributed mode left out', () => {
    const { workload } = build(ModelStorage.objectStorageStream(), { engine: ServingEngine.vllm(), gpuCount: 2 });
    expect(collectAdvice(workload).map((a) => a.id)).toContain('GPUM-ADVICE-ENGINE');
  });

  test('command with a preset is GPUM-ENGINE-COMMAND naming the workload', () => {
    const e = thrown(() => build(EksModelStorage.mountpoint(), { engine: ServingEngine.vllm(), args: ['--port', '8000'] }));
    expect(e.code).toBe('GPUM-ENGINE-COMMAND');
    expect(e.message).toContain('test/Llama');
  });
});

describe('tensor parallel on EKS', () => {
  test('more than one rank without sharedMemorySize is advised; with it, not', () => {
    const bare = build(EksModelStorage.mountpoint(), { engine: ServingEngine.vllm(), gpuCount: 2 });
    expect(
      collectAdvice(bare.workload)
        .filter((a) => a.id === 'GPUM-ADVICE-ENGINE')
        .map((a) => a.message),
    ).toEqual([expect.stringContaining('/dev/shm')]);
    const given = build(EksModelStorage.mountpoint(), { engine: ServingEngine.vllm(), gpuCount: 2, sharedMemorySize: Size.gibibytes(16) });
    expect(collectAdvice(given.workload).map((a) => a.id)).not.toContain('GPUM-ADVICE-ENGINE');
  });
});
