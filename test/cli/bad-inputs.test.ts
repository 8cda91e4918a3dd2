import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { ROWS as INIT_ROWS } from './init.rows';

/**
 * The command line's bad-input table: each input `advise` must refuse (an error with its GPUM code,
 * exit 2) or flag (a coded warning on stderr, exit 0), never accept silently. Where the constructs
 * refuse the same input, the code is the construct's: the CLI calls the same rules.
 */
type Outcome = { readonly error: string } | { readonly warning: string };

const HF_COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
const FC = ['--platform', 'alicloud-fc'];
const RUN = ['--platform', 'gcp-cloudrun'];
const EKS = ['--platform', 'aws-eks'];
const size = (s: string) => ['--model-size', s];

const ROWS: Array<[string, string[], Outcome]> = [
  // The model's size: Size.parse and the ModelArtifact size rule.
  ['model size 0.0000001B (a fraction of a byte)', [...EKS, ...size('0.0000001B')], { error: 'GPUM-SIZE' }],
  ['model size 1.5B (a fraction of a byte)', [...EKS, ...size('1.5B')], { error: 'GPUM-SIZE' }],
  ['model size 0.0000001GiB (107 bytes)', [...EKS, ...size('0.0000001GiB')], { error: 'GPUM-MODEL-SIZE' }],
  ['model size 999B', [...FC, ...size('999B')], { error: 'GPUM-MODEL-SIZE' }],
  ['model size 0GB', [...RUN, ...size('0GB')], { error: 'GPUM-MODEL-SIZE' }],
  ['model size without a unit', [...EKS, ...size('20')], { error: 'GPUM-SIZE' }],
  ['model size "big"', [...EKS, ...size('big')], { error: 'GPUM-SIZE' }],
  ['model size NaNGiB', [...EKS, ...size('NaNGiB')], { error: 'GPUM-SIZE' }],
  ['model size InfinityGB', [...EKS, ...size('InfinityGB')], { error: 'GPUM-SIZE' }],
  ['model size -5GiB', [...EKS, '--model-size=-5GiB'], { error: 'GPUM-SIZE' }],
  ['model size "${var.size}"', [...EKS, ...size('${var.size}')], { error: 'GPUM-SIZE' }],
  ['image size 2.5B', [...EKS, ...size('8GiB'), '--image-size', '2.5B'], { error: 'GPUM-SIZE' }],

  // Regions and zones: the core location rule with each platform's hook.
  [
    'accelerator zone of another region',
    [...FC, ...size('20GiB'), '--region', 'cn-hangzhou', '--accelerator-zone', 'cn-beijing-h'],
    { error: 'GPUM-FC-OSS-ACCELERATOR-ZONE' },
  ],
  [
    'accelerator zone that is no zone ID',
    [...FC, ...size('20GiB'), '--accelerator-zone', 'hangzhou'],
    { error: 'GPUM-FC-OSS-ACCELERATOR-ZONE' },
  ],
  [
    'accelerator zone that is a region',
    [...FC, ...size('20GiB'), '--accelerator-zone', 'cn-hangzhou'],
    { error: 'GPUM-FC-OSS-ACCELERATOR-ZONE' },
  ],
  ['Alibaba region that is a zone', [...FC, ...size('20GiB'), '--region', 'cn-hangzhou-j'], { error: 'GPUM-FC-REGION' }],
  ['Alibaba region in capitals', [...FC, ...size('20GiB'), '--region', 'CN_HANGZHOU'], { error: 'GPUM-FC-REGION' }],
  ['Alibaba region "${var.region}"', [...FC, ...size('20GiB'), '--region', '${var.region}'], { error: 'GPUM-FC-REGION' }],
  ['Cloud Run region that is a zone', [...RUN, ...size('8GiB'), '--region', 'us-central1-a'], { error: 'GPUM-CR-REGION' }],
  ['EKS region that is a zone', [...EKS, ...size('8GiB'), '--region', 'us-west-2a'], { error: 'GPUM-EKS-REGION' }],
  ['EKS region ""', [...EKS, ...size('8GiB'), '--region='], { error: 'GPUM-EKS-REGION' }],

  // Flags that do not apply to the platform.
  [
    '--accelerator-zone on Cloud Run',
    [...RUN, ...size('8GiB'), '--accelerator-zone', 'cn-hangzhou-j'],
    { error: 'GPUM-CLI-PLATFORM-FLAG' },
  ],
  ['--accelerator-zone on EKS', [...EKS, ...size('8GiB'), '--accelerator-zone', 'cn-hangzhou-j'], { error: 'GPUM-CLI-PLATFORM-FLAG' }],
  ['--memory on EKS', [...EKS, ...size('8GiB'), '--memory', '32GiB'], { error: 'GPUM-CLI-PLATFORM-FLAG' }],
  ['--memory on Function Compute', [...FC, ...size('8GiB'), '--memory', '32GiB'], { error: 'GPUM-CLI-PLATFORM-FLAG' }],
  // --no-local-nvme and --no-soci: test/cli/workload-flags.rows.ts.
  ['--gpu-count on Cloud Run', [...RUN, ...size('8GiB'), '--gpu-count', '2'], { error: 'GPUM-CLI-PLATFORM-FLAG' }],
  ['--gpu-count on Function Compute', [...FC, ...size('8GiB'), '--gpu-count', '2'], { error: 'GPUM-CLI-PLATFORM-FLAG' }],

  // The model must fit the GPU: the core fit rule with each platform's catalogue.
  ['70 GiB on an NVIDIA L4', [...RUN, ...size('70GiB'), '--gpu', 'nvidia-l4'], { error: 'GPUM-MODEL-GPU-FIT' }],
  ['140 GiB on Cloud Run, no --gpu (fits no Cloud Run GPU)', [...RUN, ...size('140GiB')], { error: 'GPUM-MODEL-GPU-FIT' }],
  ['70 GiB on Function Compute, no --gpu', [...FC, ...size('70GiB')], { error: 'GPUM-MODEL-GPU-FIT' }],
  ['20 GiB on fc.gpu.tesla.1 (16 GB)', [...FC, ...size('20GiB'), '--gpu', 'fc.gpu.tesla.1'], { error: 'GPUM-MODEL-GPU-FIT' }],
  ['140 GiB on one g6e GPU', [...EKS, ...size('140GiB'), '--gpu', 'g6e'], { error: 'GPUM-MODEL-GPU-FIT' }],
  ['140 GiB on 2 g6e GPUs', [...EKS, ...size('140GiB'), '--gpu', 'g6e', '--gpu-count', '2'], { error: 'GPUM-MODEL-GPU-FIT' }],
  ['20 GiB on an NVIDIA L4 (little headroom)', [...RUN, ...size('20GiB'), '--gpu', 'nvidia-l4'], { warning: 'GPUM-MODEL-GPU-HEADROOM' }],
  [
    '70 GiB quantized on an NVIDIA L4',
    [...RUN, ...size('30GiB'), '--gpu', 'nvidia-l4', '--gpu-loading', 'quantized', '--memory', '32GiB'],
    { warning: 'GPUM-MODEL-GPU-HEADROOM' },
  ],
  ['fc.gpu.hopper.1 (not accepted by the provider)', [...FC, ...size('20GiB'), '--gpu', 'fc.gpu.hopper.1'], { error: 'GPUM-FC-GPU-TYPE' }],
  ['Cloud Run GPU nvidia-a100', [...RUN, ...size('20GiB'), '--gpu', 'nvidia-a100'], { error: 'GPUM-CR-GPU-TYPE' }],
  ['EKS family inf2 (no NVIDIA GPU)', [...EKS, ...size('20GiB'), '--gpu', 'inf2'], { error: 'GPUM-EKS-INSTANCE-FAMILY' }],
  ['EKS gpu count 65', [...EKS, ...size('20GiB'), '--gpu', 'p5', '--gpu-count', '65'], { error: 'GPUM-EKS-GPU-COUNT' }],
  ['EKS gpu count 0', [...EKS, ...size('20GiB'), '--gpu-count', '0'], { error: 'GPUM-CLI-USAGE' }],
  ['gpu loading fp8', [...EKS, ...size('20GiB'), '--gpu-loading', 'fp8'], { error: 'GPUM-CLI-USAGE' }],

  // Model sources: the ModelSource factories and the cloud rule.
  ['source on a branch', [...EKS, ...size('8GiB'), '--source', 'hf:acme/llama@main'], { error: 'GPUM-SOURCE-REVISION-MUTABLE' }],
  ['source without a revision', [...EKS, ...size('8GiB'), '--source', 'hf:acme/llama'], { error: 'GPUM-SOURCE-REVISION' }],
  [
    'source on a branch, allowed',
    [...EKS, ...size('8GiB'), '--source', 'hf:acme/llama@main', '--allow-mutable-revision'],
    { warning: 'GPUM-SOURCE-REVISION-UNPINNED' },
  ],
  ['source repo id with three parts', [...EKS, ...size('8GiB'), '--source', `hf:a/b/c@${HF_COMMIT}`], { error: 'GPUM-SOURCE-REPO-ID' }],
  ['source repo id "${x}"', [...EKS, ...size('8GiB'), '--source', `hf:\${x}@${HF_COMMIT}`], { error: 'GPUM-SOURCE-REPO-ID' }],
  ['ModelScope source without an owner', [...FC, ...size('8GiB'), '--source', 'modelscope:qwen@v1.0.0'], { error: 'GPUM-SOURCE-REPO-ID' }],
  ['OSS bucket source on Cloud Run', [...RUN, ...size('8GiB'), '--source', 'oss://acme/models/llama'], { error: 'GPUM-SOURCE-CLOUD' }],
  ['S3 bucket source on Function Compute', [...FC, ...size('8GiB'), '--source', 's3://acme/models/llama'], { error: 'GPUM-SOURCE-CLOUD' }],
  ['GCS bucket source on EKS', [...EKS, ...size('8GiB'), '--source', 'gs://acme/models/llama'], { error: 'GPUM-SOURCE-CLOUD' }],
  ['source that is no source', [...EKS, ...size('8GiB'), '--source', 'llama-3'], { error: 'GPUM-CLI-SOURCE' }],
  ['--allow-mutable-revision without --source', [...EKS, ...size('8GiB'), '--allow-mutable-revision'], { error: 'GPUM-CLI-USAGE' }],
  [
    '--allow-mutable-revision with a bucket source',
    [...EKS, ...size('8GiB'), '--source', 's3://acme/models/llama', '--allow-mutable-revision'],
    { error: 'GPUM-CLI-USAGE' },
  ],
  ['staging parameter without --source', [...EKS, ...size('8GiB'), '--param', 'eksStagingNodeGbps=25'], { error: 'GPUM-CLI-USAGE' }],
  [
    'staging parameter of 0',
    [...EKS, ...size('8GiB'), '--source', `hf:acme/llama@${HF_COMMIT}`, '--param', 'eksStagingNodeGbps=0'],
    { error: 'GPUM-ADVICE-PARAMETER' },
  ],
  [
    'staging parameter of another platform',
    [...EKS, ...size('8GiB'), '--source', `hf:acme/llama@${HF_COMMIT}`, '--param', 'fcStagingHubMBps=100'],
    { error: 'GPUM-ADVICE-PARAMETER' },
  ],
  [
    'hub parameter with a bucket source',
    [...EKS, ...size('8GiB'), '--source', 's3://acme/models/llama', '--param', 'eksStagingHubMBps=100'],
    { error: 'GPUM-ADVICE-PARAMETER' },
  ],

  // The rest of the command line.
  ['concurrent starts NaN', [...EKS, ...size('8GiB'), '--concurrent-starts', 'NaN'], { error: 'GPUM-CLI-USAGE' }],
  ['model URL file:///etc/passwd', [...RUN, ...size('8GiB'), '--model-url', 'file:///etc/passwd'], { error: 'GPUM-CLI-USAGE' }],
  ['unknown flag', [...EKS, ...size('8GiB'), '--zone', 'us-west-2a'], { error: 'GPUM-CLI-USAGE' }],
];

function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = main(['advise', ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('init bad-input table: the same error with and without --dry-run', () => {
  test.each(INIT_ROWS.map((row) => [row.name, row] as const))('%s', (_name, { argv, expect: outcome, message }) => {
    const code = 'error' in outcome ? outcome.error : outcome.warning;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-init-bad-'));
    try {
      const results = [[], ['--dry-run']].map((extra) => {
        let stdout = '';
        let stderr = '';
        const exit = main(['init', path.join(dir, 'app'), ...argv, ...extra], {
          stdout: (t) => (stdout += t),
          stderr: (t) => (stderr += t),
        });
        return { exit, stdout, stderr };
      });
      for (const r of results) {
        expect(r.exit).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(new RegExp(`^error: \\[${code}\\] `));
        if (message) expect(r.stderr).toMatch(message);
      }
      expect(results[1].stderr).toBe(results[0].stderr);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('with the flags, a model the defaults refuse is written: a 70B model on Cloud Run, a quantized one on an L4', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-init-gpu-'));
    try {
      let stderr = '';
      const out = { stdout: () => undefined, stderr: (t: string) => (stderr += t) };
      expect(main(['init', path.join(dir, 'a'), ...RUN, ...size('70GB'), '--gpu', 'nvidia-rtx-pro-6000'], out)).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'a', 'main.ts'), 'utf8')).toContain('gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,');
      expect(
        main(
          ['init', path.join(dir, 'b'), ...RUN, ...size('30GiB'), '--gpu', 'nvidia-l4', '--gpu-loading', 'quantized', '--memory', '32GiB'],
          out,
        ),
      ).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'b', 'main.ts'), 'utf8')).toContain('gpuLoading: ModelGpuLoading.QUANTIZED');
      expect(stderr).toMatch(/^warning: \[GPUM-MODEL-GPU-HEADROOM\] /m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('advise bad-input table', () => {
  test('the table is large enough to mean something', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
  });

  test.each(ROWS)('%s', (_name, argv, outcome) => {
    const { code, stdout, stderr } = run(argv);
    if ('error' in outcome) {
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(new RegExp(`^error: \\[${outcome.error}\\] `));
    } else {
      expect(code).toBe(0);
      expect(stderr).toContain(`warning: [${outcome.warning}] `);
      expect(stdout).toMatch(/^Model storage for /);
    }
  });
});
