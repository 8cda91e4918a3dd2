import { spawn } from 'child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort } from '../support/ports';
import { EksGpuWorkload, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { CompileCache } from '../../src/core/compile-cache';
import { ContainerImage } from '../../src/core/container-image';
import { ServingEngine } from '../../src/core/engine';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { onlyManifest } from '../support/manifests';
import { synthJson } from '../support/synth';

/**
 * (Integration tier: it spawns bash and python3.)
 * The EKS compile cache's restore and write-back scripts, run with bash as the pod runs them, against
 * a stand-in for the AWS CLI's `s3 cp`, `s3 ls` and `s3 rm` over a local folder (s3://<bucket>/<key>
 * is <root>/<bucket>/<key>), and an engine whose /health is python3's http.server.
 */
const FAKE_AWS = `#!/usr/bin/env python3
import os, shutil, sys
root = os.environ['BUCKET_ROOT']
args = [a for a in sys.argv[1:] if a != '--only-show-errors']
recursive = '--recursive' in args
args = [a for a in args if a != '--recursive']
def path(uri):
    return os.path.join(root, uri[len('s3://'):]) if uri.startswith('s3://') else uri
if args[:2] == ['s3', 'cp']:
    src, dst = args[2], args[3]
    if src == '-':
        os.makedirs(os.path.dirname(path(dst)), exist_ok=True)
        open(path(dst), 'wb').write(sys.stdin.buffer.read())
    elif dst == '-':
        if not os.path.isfile(path(src)):
            sys.exit('fatal error: An error occurred (404) when calling the HeadObject operation: Key not found')
        sys.stdout.buffer.write(open(path(src), 'rb').read())
    elif recursive:
        if os.path.isdir(path(src)):
            shutil.copytree(path(src), path(dst), dirs_exist_ok=True)
    else:
        sys.exit('unsupported')
elif args[:2] == ['s3', 'ls']:
    folder = path(args[2])
    if not os.path.isdir(folder):
        sys.exit(1)
    for name in sorted(os.listdir(folder)):
        print(f'                           PRE {name}/' if os.path.isdir(os.path.join(folder, name)) else f'2024-01-01 00:00:00          1 {name}')
elif args[:2] == ['s3', 'rm'] and recursive:
    shutil.rmtree(path(args[2]))
else:
    sys.exit('unsupported: ' + ' '.join(sys.argv[1:]))
`;

function podScripts(): { restore: string; writeBack: string; cacheUri: string } {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    instanceFamilies: ['g6e'],
  });
  new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`),
    gpuCount: 1,
    model: new ModelArtifact({ name: 'llama', size: Size.gigabytes(16) }),
    storage: ModelStorage.objectStorageStream(),
    engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
  });
  const pod = onlyManifest(synthJson(stack), 'Deployment').object.spec.template.spec;
  const restore = pod.initContainers.find((c: any) => c.name === 'restore-compile-cache');
  const writeBack = pod.containers.find((c: any) => c.name === 'write-compile-cache');
  expect(restore.command.slice(0, 2)).toEqual(['/bin/bash', '-c']);
  expect(writeBack.command.slice(0, 2)).toEqual(['/bin/bash', '-c']);
  return { restore: restore.command[2], writeBack: writeBack.command[2], cacheUri: 's3://models/compile-cache/key' };
}

/** Runs a script with bash and the stand-in first on the PATH, until its output matches `until` (or, without it, until it exits 0). */
async function run(script: string, env: Record<string, string>, until?: RegExp): Promise<string> {
  const child = spawn('/bin/bash', ['-c', script], {
    env: { PATH: `${env.BIN}:${process.env.PATH}`, HOSTNAME: 'pod-1', ...env },
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const end = Date.now() + 15000;
  const done = () => (until ? until.test(out) : child.exitCode === 0);
  try {
    while (!done()) {
      if (Date.now() > end) throw new Error(`timed out; output:\n${out}`);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 50))]);
      if (child.exitCode !== null && !done()) throw new Error(`exited ${child.exitCode}; output:\n${out}`);
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  }
  return out;
}

describe('the EKS compile cache scripts, run with bash against a stand-in AWS CLI', () => {
  test('restore copies the generation CURRENT names; the write-back uploads a new one, then CURRENT, then prunes all but the two newest', async () => {
    const { restore, writeBack, cacheUri } = podScripts();
    const root = mkdtempSync(join(tmpdir(), 'gpum-eks-cache-'));
    const bin = join(root, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'aws'), FAKE_AWS);
    chmodSync(join(bin, 'aws'), 0o755);
    const bucket = join(root, 'buckets');
    const key = join(bucket, 'models', 'compile-cache', 'key');
    const old = ['20240101T000000Z-a', '20240201T000000Z-b', '20240301T000000Z-c'];
    for (const gen of old) {
      mkdirSync(join(key, 'generations', gen, 'torch_compile_cache'), { recursive: true });
      writeFileSync(join(key, 'generations', gen, 'torch_compile_cache', 'artifact'), gen);
    }
    writeFileSync(join(key, 'CURRENT'), old[2]);
    const cacheDir = join(root, 'volume', 'root');
    const env = { BIN: bin, BUCKET_ROOT: bucket, CACHE_URI: cacheUri, CACHE_DIR: cacheDir };

    const restored = await run(restore, env);
    expect(restored).toContain(`restoring compile cache generation ${old[2]}`);
    expect(readFileSync(join(cacheDir, 'torch_compile_cache', 'artifact'), 'utf8')).toBe(old[2]);

    // The engine compiles something new, then answers /health.
    writeFileSync(join(cacheDir, 'torch_compile_cache', 'new-artifact'), 'v2');
    const www = join(root, 'www');
    mkdirSync(www);
    writeFileSync(join(www, 'health'), 'ok');
    const port = await freePort();
    const server = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', String(port)], { cwd: www, detached: true });
    try {
      await new Promise((r) => setTimeout(r, 700));
      const written = await run(
        writeBack,
        { ...env, ENGINE_PORT: String(port), HEALTH_PATH: '/health' },
        /wrote compile cache generation|write-back failed/,
      );
      expect(written).toMatch(/wrote compile cache generation \d{8}T\d{6}Z-pod-1/);
      const current = readFileSync(join(key, 'CURRENT'), 'utf8');
      expect(current).toMatch(/^\d{8}T\d{6}Z-pod-1$/);
      expect(readdirSync(join(key, 'generations')).sort()).toEqual([old[2], current]);
      expect(readFileSync(join(key, 'generations', current, 'torch_compile_cache', 'new-artifact'), 'utf8')).toBe('v2');
      expect(written).toContain(`pruned compile cache generation ${old[0]}`);
      expect(written).toContain(`pruned compile cache generation ${old[1]}`);
      expect(existsSync(join(key, 'generations', old[0]))).toBe(false);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  }, 40000);
});
