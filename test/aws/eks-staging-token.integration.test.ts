/**
 * The EKS staging Job's hub token, end to end: the synthesized init container's script, run with sh
 * against a fake `aws` CLI that answers with the secret's SecretString, then the staging program with
 * the Job's own environment against a fake hub on 127.0.0.1. A JSON key/value secret (the Secrets
 * Manager console's default) and a plain one both reach the hub as the token.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { EksGpuWorkload, EksModelStorage, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { ContainerImage } from '../../src/core/container-image';
import { ModelArtifact } from '../../src/core/model-artifact';
import { Size } from '../../src/core/size';
import { HubToken, ModelSource } from '../../src/core/staging';
import { FakeHub, FakeFile } from '../support/fake-hub';
import { runSh } from '../support/sh';
import { hubEnv, runMain } from '../support/stage-program';
import { newStack, onlyResource } from '../support/stacks';
import { synthJson } from '../support/synth';

const REPO = 'acme/tiny-llm';
const COMMIT = 'e'.repeat(40);
const SECRET = 'arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-token-AbCdEf';
const TOKEN = 'hf_EksSecretTokenValue5678';
const OTHER = 'hunter2-OtherSecretValue';
const FILES: FakeFile[] = [{ path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') }];
const TOKEN_DIR = '/var/run/gpum-token';

function stagingPod(): any {
  const stack = newStack();
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
  });
  new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`),
    model: new ModelArtifact({
      name: 'llama',
      size: Size.gibibytes(1),
      source: ModelSource.huggingFace(REPO, { revision: COMMIT, token: HubToken.fromAwsSecretsManager(SECRET) }),
    }),
    storage: EksModelStorage.mountpoint(),
  });
  return onlyResource(synthJson(stack), 'kubernetes_job_v1').body.spec.template.spec;
}

describe("the EKS staging Job's token init container, then the program", () => {
  const pod = stagingPod();
  const init = pod.init_container[0];
  const jobEnv: Record<string, string> = Object.fromEntries(pod.container[0].env.map((e: any) => [e.name, e.value]));
  let dir: string;
  let hub: FakeHub;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-eks-token-'));
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
  });

  afterEach(async () => {
    await hub.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Runs the init container's script with a fake `aws` that prints `secretString` as
   * `--query SecretString --output text` does (the string and a newline), the token volume at a
   * temporary directory; returns the script's result and the token file's path.
   */
  async function readSecret(secretString: string) {
    const bin = path.join(dir, 'bin');
    const tokenDir = path.join(dir, 'token');
    fs.mkdirSync(bin);
    fs.mkdirSync(tokenDir);
    fs.writeFileSync(path.join(dir, 'secret'), secretString);
    const aws = [
      '#!/bin/sh',
      `[ "$*" = "secretsmanager get-secret-value --region us-west-2 --secret-id ${SECRET} --query SecretString --output text" ] || { echo "unexpected: $*" >&2; exit 2; }`,
      `cat '${path.join(dir, 'secret')}'; echo`,
    ].join('\n');
    fs.writeFileSync(path.join(bin, 'aws'), aws, { mode: 0o755 });
    expect(init.command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(init.command[2]).toContain(TOKEN_DIR);
    const script = init.command[2].split(TOKEN_DIR).join(tokenDir).replace(/'/g, `'\\''`);
    const variables = init.env.map((e: any) => `${e.name}='${e.value}'`).join(' ');
    const result = await runSh(`export PATH='${bin}':"$PATH" ${variables}; ${init.command[0]} ${init.command[1]} '${script}'`);
    return { ...result, tokenFile: path.join(tokenDir, 'token') };
  }

  /** The program with the Job's environment, the token file moved to `tokenFile`, the hub and the bucket local. */
  function stage(tokenFile: string) {
    expect(jobEnv.GPUM_STAGE_TOKEN_FILE).toBe(`${TOKEN_DIR}/token`);
    return runMain({
      ...jobEnv,
      ...hubEnv({ repo: REPO, revision: COMMIT, dest: path.join(dir, 'bucket', COMMIT), endpoint: hub.url }),
      GPUM_STAGE_SOURCE: jobEnv.GPUM_STAGE_SOURCE,
      GPUM_STAGE_TOKEN_FILE: tokenFile,
    });
  }

  for (const [what, secretString] of [
    ['a plain secret', TOKEN],
    ["a JSON key/value secret (the console's default)", JSON.stringify({ HF_TOKEN: TOKEN, note: OTHER })],
    ['a JSON secret with one entry', JSON.stringify({ 'hf-token': TOKEN })],
  ]) {
    test(`${what}: the file is written owner-only and the hub receives the token, never the log`, async () => {
      const read = await readSecret(secretString);
      expect(read.stderr).toBe('');
      expect(read.code).toBe(0);
      expect(fs.statSync(read.tokenFile).mode & 0o077).toBe(0);
      const run = await stage(read.tokenFile);
      expect(run.err).toEqual([]);
      expect(run.code).toBe(0);
      const requests = hub.requests.filter((r) => r.server === 'hub');
      expect(requests.length).toBeGreaterThan(0);
      for (const r of requests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(run.log).not.toContain(TOKEN);
      expect(run.log).not.toContain(OTHER);
    });
  }

  test('a JSON secret without a token key fails the Job before the hub is asked, naming the keys only', async () => {
    const read = await readSecret(JSON.stringify({ username: 'alice', password: OTHER }));
    expect(read.code).toBe(0);
    const run = await stage(read.tokenFile);
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toContain(
      'the hub token file named by GPUM_STAGE_TOKEN_FILE is a JSON object with the keys "username", "password", none of them a hub token\'s key',
    );
    expect(run.log).not.toContain(OTHER);
    expect(run.log).not.toContain('alice');
    expect(hub.requests).toEqual([]);
  });
});
