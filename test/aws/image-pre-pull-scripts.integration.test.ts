/**
 * The pre-pull DaemonSet's untaint scripts, run with sh against a fake kubectl (a process: the
 * integration tier).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { GpuNodeClass, NodeIdentity } from '../../src/aws';
import { Duration } from '../../src/core/duration';
import { App, TerraformStack } from '../../src/core/framework';
import { onlyManifest } from '../support/manifests';
import { runSh } from '../support/sh';
import { synthJson } from '../support/synth';

const TAINT = 'cdktf-gpu-models/image-pre-pull';
const digest = (c: string) => `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${c.repeat(64)}`;
const pool = (stack: TerraformStack, deadline: Duration) =>
  new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.fromRoleName('KarpenterNodeRole-demo'),
    imagePrePull: { images: [{ image: digest('c') }], deadline },
  });
const podOf = (json: any) => onlyManifest(json, 'DaemonSet').object.spec.template.spec;

describe('the untaint scripts, run against a fake kubectl', () => {
  const stack = new TerraformStack(new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'prepull-')) }), 'test');
  pool(stack, Duration.minutes(3));
  const pod = podOf(synthJson(stack));
  const release = pod.containers[0].command;
  const deadline = pod.initContainers[0].command;

  /** A node with `taints`; `kubectl get` fails `failures` times first. `sleep` returns at once and is logged. */
  async function run(command: string[], taints: string, failures = 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kubectl-'));
    fs.writeFileSync(path.join(dir, 'taints'), `${taints}\n`);
    fs.writeFileSync(path.join(dir, 'failures'), `${failures}\n`);
    const kubectl = [
      '#!/bin/sh',
      'd=$(dirname "$0")',
      'echo "kubectl $*" >> "$d/log"',
      'case "$1" in',
      '  get)',
      '    n=$(cat "$d/failures")',
      '    if [ "$n" -gt 0 ]; then echo $((n - 1)) > "$d/failures"; echo "Unable to connect to the server" >&2; exit 1; fi',
      '    [ "$2 $3 $4 $5" = "node $NODE_NAME -o jsonpath={.spec.taints[*].key}" ] || { echo "unexpected: $*" >&2; exit 2; }',
      '    cat "$d/taints" | tr -d "\\n" ;;',
      '  taint)',
      '    key=$(echo "$4" | sed "s/:NoSchedule-$//")',
      '    grep -qw "$key" "$d/taints" || { echo "error: taint not found" >&2; exit 1; }',
      '    tr " " "\\n" < "$d/taints" | grep -v "^$key$" | tr "\\n" " " | sed "s/ *$//" > "$d/t" && mv "$d/t" "$d/taints" ;;',
      'esac',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'kubectl'), kubectl, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'sleep'), '#!/bin/sh\necho "sleep $*" >> "$(dirname "$0")/log"\n', { mode: 0o755 });
    const quoted = command[2].replace(/'/g, `'\\''`);
    const result = await runSh(`export PATH='${dir}':"$PATH" NODE_NAME=ip-10-0-0-1; ${command[0]} ${command[1]} '${quoted}'`);
    return {
      ...result,
      taints: fs.readFileSync(path.join(dir, 'taints'), 'utf8').trim(),
      log: fs.readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n'),
    };
  }

  test('release: removes the startup taint and keeps the GPU taint', async () => {
    const result = await run(release, `nvidia.com/gpu ${TAINT}`);
    expect(result.code).toBe(0);
    expect(result.taints).toBe('nvidia.com/gpu');
    expect(result.stdout).toContain('every image is pulled');
    expect(result.log).toContain(`kubectl taint node ip-10-0-0-1 ${TAINT}:NoSchedule-`);
  });

  test('release: a taint already removed (by the deadline, or before a pod restart) is left alone', async () => {
    const result = await run(release, 'nvidia.com/gpu');
    expect(result.code).toBe(0);
    expect(result.log.filter((l) => l.startsWith('kubectl taint'))).toEqual([]);
    expect(result.stdout).toBe('');
  });

  test('release: an API error is retried, not taken for "already removed"', async () => {
    const result = await run(release, `nvidia.com/gpu ${TAINT}`, 2);
    expect(result.taints).toBe('nvidia.com/gpu');
    expect(result.log.filter((l) => l.startsWith('kubectl get'))).toHaveLength(3);
    expect(result.stderr).toContain('retrying');
  });

  test('deadline: waits the deadline, then removes the taint and says why', async () => {
    const result = await run(deadline, `nvidia.com/gpu ${TAINT}`);
    expect(result.log[0]).toBe('sleep 180');
    expect(result.taints).toBe('nvidia.com/gpu');
    expect(result.stdout).toContain('were not all pulled within 180s');
  });
});
