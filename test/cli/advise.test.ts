import { main } from '../../src/cli/main';

function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('cdktf-gpu-models advise', () => {
  test("the issue's example prints the ranked table: strategy, estimate, bottleneck, reasons", () => {
    const { code, stdout, stderr } = run(
      'advise',
      '--platform',
      'alicloud-fc',
      '--model-size',
      '20GiB',
      '--concurrent-starts',
      '40',
      '--mode',
      'on-demand',
    );
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      'Model storage for alicloud-fc: 20 GiB safetensors, 40 concurrent cold start(s), on-demand, 1 region(s), sequential reads, start critical, changes rarely',
    );
    expect(stdout).toMatch(/^# {2}Strategy +Cold start \(estimate\) +Bottleneck +Reasons$/m);
    expect(stdout).toMatch(
      /^1 {2}OSS mount with the OSS +~2 min 52 s +Function Compute instance +- Chosen: 40 instances starting at once/m,
    );
    expect(stdout).toMatch(/^3 {2}Performance NAS +~23 min 52 s +Performance NAS read +- Performance NAS reads at about 600 MB\/s/m);
    expect(stdout).toMatch(/bandwidth, shared by 40/);
    expect(stdout).toMatch(/Settings for #1: FcModelStorage\.ossMount\(\{ accelerator: \{ zoneId: '<zone>' \} \}\): give the region/);
    expect(stdout).toMatch(
      /\[FC model storage guide\] https:\/\/www\.alibabacloud\.com\/help\/en\/functioncompute\/fc\/user-guide\/gpu-instance-model-storage-best-practices/,
    );
    expect(stdout).toMatch(/Estimates are arithmetic on the named parameters .* not measurements/);
    expect(stdout).toMatch(/Assumed, with no published figure: ossAcceleratorGbps\./);
    // What each figure covers: the phases left out of every estimate once, then each strategy's own.
    expect(stdout).toMatch(/^What each estimate covers:$/m);
    expect(stdout).toMatch(
      /^ {2}Every estimate leaves out provisioning: GPU instance start: Function Compute publishes no GPU instance start time; set fcInstanceStartSeconds to count it$/m,
    );
    expect(stdout).toMatch(/^ {2}Every estimate leaves out engine start: estimated apart from the storage, for an engine preset /m);
    expect(stdout).toMatch(
      /^ {2}#3 Performance NAS: counts model bytes 23 min 52 s; leaves out image pull \(the serving image is not sized .*\), network connect \(VPC attach: Function Compute publishes no figure for a VPC attach; set fcVpcAttachSeconds to count it\)$/m,
    );
    expect(stdout).toMatch(/^ {2}#2 OSS mount: counts model bytes 2 min 52 s; leaves out image pull .*; not paid: network connect$/m);
    // Strategies with the same figure say what limits them all; the rule orders them.
    expect(stdout.replace(/\s+/g, ' ')).toMatch(/Same estimate as OSS mount: Function Compute instance network limits each of them/);
  });

  test('the answer changes with the mode and the flags reach the workload', () => {
    const provisioned = run('advise', '--platform', 'alicloud-fc', '--model-size', '20GiB', '--mode', 'provisioned');
    expect(provisioned.stdout).toMatch(/^1 {2}OSS mount {2}/m);
    const onDemand = run(
      'advise',
      '--platform=alicloud-fc',
      '--model-size=20GiB',
      '--mode=on-demand',
      '--region=cn-hangzhou',
      '--regions=2',
    );
    expect(onDemand.stdout).toMatch(/Settings for #1: FcModelStorage\.ossMount\(\{ accelerator: \{ zoneId: 'cn-hangzhou-j' \} \}\)/);
  });

  test('--json prints the advice as JSON, estimates marked as estimates', () => {
    const { code, stdout } = run('advise', '--platform', 'gcp-cloudrun', '--model-size', '20GiB', '--read-pattern', 'random', '--json');
    expect(code).toBe(0);
    const advice = JSON.parse(stdout);
    expect(advice.inputs).toMatchObject({ platform: 'gcp-cloudrun', modelSizeBytes: 20 * 1024 ** 3, readPattern: 'random' });
    expect(advice.recommendations.map((r: any) => r.strategy)).toEqual([
      'download-at-start',
      'object-storage-stream',
      'object-storage-mount',
      'container-image',
      'internet',
    ]);
    expect(advice.recommendations[0]).toMatchObject({ rank: 1, estimated: true, settings: 'ModelStorage.downloadAtStart()' });
    expect(advice.recommendations[0].storage).toBeUndefined();
    expect(advice.recommendations[0].estimate).toMatchObject({ bottleneck: 'Cloud Run instance network', setupSeconds: 5 });
    // Each estimate names every phase: counted, left out (with why and how to count it), or not paid.
    expect(advice.recommendations[0].estimate.phases.map((p: any) => [p.phase, p.treatment])).toEqual([
      ['provisioning', 'counted'],
      ['image-pull', 'left-out'],
      ['network-connect', 'left-out'],
      ['model-bytes', 'counted'],
      ['engine-start', 'left-out'],
    ]);
    expect(advice.parameters.find((p: any) => p.name === 'cloudRunDirectVpcConnectSeconds')).toMatchObject({ basis: 'assumption' });
    expect(advice.parameters.find((p: any) => p.name === 'cloudRunDirectVpcConnectSeconds').value).toBeUndefined();
    expect(advice.disclaimer).toMatch(/not measurements/);
  });

  test('Cloud Run: the internet row says it needs Cloud NAT, and the sources list the pages it cites', () => {
    const { code, stdout } = run(
      'advise',
      '--platform',
      'gcp-cloudrun',
      '--model-size',
      '20GiB',
      '--param',
      'cloudRunInternetDownloadMBps=100',
    );
    expect(code).toBe(0);
    const internetRow = stdout.slice(stdout.indexOf('5  Download from the internet'), stdout.indexOf('Settings for #1'));
    expect(internetRow.replace(/\s+/g, ' ')).toMatch(
      /Needs a network with Cloud NAT: .*\[Cloud Run networking best practices\].*30 s or more \[Cloud Run Direct VPC egress\].*GPUM-CR-INTERNET-NAT/,
    );
    // 5 s start + 20 GiB at 100 MB/s; the Direct VPC and Cloud NAT delays have no typical figure and are named as left out.
    expect(internetRow).toMatch(/^5 {2}Download from the internet +~3 min 40 s +internet download/m);
    expect(stdout).toMatch(
      /^ {2}#5 Download from the internet: counts provisioning 5 s, model bytes 3 min 35 s; leaves out image pull \(.*\), network connect \(Direct VPC egress connect: .*; Cloud NAT connect .*set cloudRunCloudNatConnectSeconds to count it\)$/m,
    );
    expect(stdout).toContain(
      '[Cloud Run networking best practices] https://cloud.google.com/run/docs/configuring/networking-best-practices',
    );
    expect(stdout).toContain('[Cloud Run Direct VPC egress] https://cloud.google.com/run/docs/configuring/vpc-direct-vpc');
  });

  test('--param overrides an estimate parameter', () => {
    const { stdout } = run(
      'advise',
      '--platform',
      'aws-eks',
      '--model-size',
      '70GB',
      '--param',
      'eksNodeNetworkGbps=100',
      '--param',
      'eksStartsPerNode=2',
      '--json',
    );
    const download = JSON.parse(stdout).recommendations[0];
    expect(download.strategy).toBe('download-at-start');
    expect(download.estimate.totalSeconds).toBeCloseTo((70e9 * 2) / 12.5e9);
    expect(download.estimate.bottleneck).toBe('GPU node network, shared by 2 starts');
  });

  test('--list-params lists every parameter of the platform with its value, basis and source', () => {
    const { code, stdout } = run('advise', '--list-params', '--platform', 'alicloud-fc');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^performanceNasReadMBps = 600 MB\/s {2}\[alicloud-fc, published\]$/m);
    expect(stdout).toMatch(/^fcInstanceBandwidthGbps = 1 Gbit\/s/m);
    expect(stdout).toMatch(/^fcInternetDownloadMBps = \(no figure\) {2}\[alicloud-fc, assumption\]$/m);
    expect(stdout).toMatch(
      /Source: https:\/\/www\.alibabacloud\.com\/help\/en\/functioncompute\/fc-3-0\/product-overview\/limits-of-usage/,
    );
    expect(stdout).not.toMatch(/eksNvmeWriteMBps/);
    expect(run('advise', '--list-params').stdout).toMatch(/eksNvmeWriteMBps = 30000 MB\/s/);
    expect(run('advise', '--list-params', '--platform', 'aws-eks', '--param', 'eksNvmeWriteMBps=12000').stdout).toMatch(
      /eksNvmeWriteMBps = 12000 MB\/s {2}\[aws-eks, published, overridden\]/,
    );
  });

  test('--gpu on Cloud Run: a download that cannot fit the largest instance with that GPU does not rank first', () => {
    const flags = ['advise', '--platform', 'gcp-cloudrun', '--model-size', '70GB', '--gpu-loading', 'quantized'];
    // An L4 instance has at most 32 GiB: a 70 GB download cannot fit, so the streamer ranks first.
    expect(run(...flags, '--gpu', 'nvidia-l4').stdout).toMatch(/^1 +Streamed from Cloud Storage/m);
    // An explicit --memory wins; without a GPU the limit is unknown and the download keeps its rank.
    expect(run(...flags, '--gpu', 'nvidia-l4', '--memory', '32GiB').stdout).toMatch(/^1 +Streamed from Cloud Storage/m);
    expect(run(...flags).stdout).toMatch(/^1 +Parallel download from Cloud/m);
    // A model whose download fits the L4 instance beside the serving process: the ranking is unchanged.
    expect(run('advise', '--platform', 'gcp-cloudrun', '--model-size', '20GiB', '--gpu', 'nvidia-l4').stdout).toMatch(
      /^1 +Parallel download from Cloud/m,
    );
  });

  test("--list-params reads for users: no reference to the project's own issues", () => {
    const { stdout } = run('advise', '--list-params');
    expect(stdout).toMatch(/performanceNasReadMBps/);
    // A source is a public page; "issue 5" (the project's tracker) means nothing to a user.
    expect(stdout).not.toMatch(/\bissues? \d+\b/i);
  });

  test('--help documents every flag', () => {
    const { code, stdout } = run('advise', '--help');
    expect(code).toBe(0);
    for (const flag of [
      '--platform',
      '--model-size',
      '--format',
      '--change-frequency',
      '--concurrent-starts',
      '--mode',
      '--regions',
      '--read-pattern',
      '--startup-critical',
      '--region ',
      '--accelerator-zone',
      '--image-size',
      '--memory',
      '--no-local-nvme',
      '--model-url',
      '--param',
      '--list-params',
      '--json',
      '--help',
    ]) {
      expect(stdout).toContain(flag);
    }
    expect(stdout).toMatch(
      /Exit codes:\n {2}0 {2}the advice was printed\n {2}2 {2}bad arguments: the message names the flag and the fix\n {2}1 {2}any other failure/,
    );
    expect(run('advise', '-h')).toMatchObject({ code: 0, stdout });
    expect(run('--help')).toMatchObject({ code: 0, stdout: expect.stringMatching(/Commands:\n {2}advise/) });
  });

  test('--source prints the staging estimate beside the cold start, with each parameter and its source', () => {
    const source = 'hf:meta-llama/Llama-3.1-8B-Instruct@0e9e39f249a16976918f6564b8830bc894c89659';
    const { code, stdout, stderr } = run('advise', '--platform', 'gcp-cloudrun', '--model-size', '16GB', '--source', source);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    // 16 GB over the slower of the hub (500 MB/s) and the job's 1 Gbit/s (125 MB/s): 128 s.
    expect(stdout).toMatch(
      /^Staging \(copied once into the storage, before the first start\) from huggingface:meta-llama\/Llama-3\.1-8B-Instruct@0e9e39f2\w+: ~2 min 8 s \(an estimate, not a measurement\), bottleneck cloudRunStagingInstanceGbps$/m,
    );
    expect(stdout).toMatch(
      /^ {2}cloudRunStagingHubMBps = 500 MB\/s {2}\[assumption\]\n {4}Source: https:\/\/github\.com\/huggingface\/hf_transfer/m,
    );
    expect(stdout).toMatch(/^ {2}cloudRunStagingInstanceGbps = 1 Gbit\/s {2}\[published\]\n {4}Source: https:\/\/cloud\.google\.com\/run/m);
    // Beside the cold start: after the ranked table, before the settings.
    expect(stdout.indexOf('Staging (')).toBeGreaterThan(stdout.indexOf('Cold start (estimate)'));
    expect(stdout.indexOf('Staging (')).toBeLessThan(stdout.indexOf('Settings for #1'));
    expect(run('advise', '--platform', 'gcp-cloudrun', '--model-size', '16GB').stdout).not.toMatch(/Staging/);
  });

  test('Function Compute in a mainland region: a Hugging Face source warns GPUM-FC-STAGING-HUB-BLOCKED, as the construct does', () => {
    const hf = 'hf:meta-llama/Llama-3.1-8B-Instruct@0e9e39f249a16976918f6564b8830bc894c89659';
    const fc = (region: string, source: string) =>
      run('advise', '--platform', 'alicloud-fc', '--region', region, '--model-size', '16GB', '--source', source);
    const blocked = fc('cn-hangzhou', hf);
    expect(blocked.code).toBe(0);
    expect(blocked.stderr).toBe(
      'warning: [GPUM-FC-STAGING-HUB-BLOCKED] Hugging Face (huggingface.co) is not reachable from Function Compute in cn-hangzhou (mainland China): stage the model from ModelScope (ModelSource.modelScope), give a mirror as endpoint, or deploy in a region outside the mainland such as cn-hongkong or ap-southeast-1\n',
    );
    expect(blocked.stdout).toMatch(/^Staging \(/m);
    expect(fc('cn-hongkong', hf).stderr).toBe('');
    expect(fc('cn-hangzhou', 'modelscope:qwen/Qwen2-7B-Instruct@v1.0.0').stderr).toBe('');
    expect(run('advise', '--platform', 'gcp-cloudrun', '--region', 'us-central1', '--model-size', '16GB', '--source', hf).stderr).toBe('');
  });

  test('--source with --json adds the staging estimate; a bucket source leaves out the hub and an override is marked', () => {
    const { code, stdout } = run(
      'advise',
      '--platform',
      'aws-eks',
      '--model-size',
      '50GB',
      '--source',
      's3://acme-models/llama/',
      '--param',
      'eksStagingNodeGbps=25',
      '--json',
    );
    expect(code).toBe(0);
    const staging = JSON.parse(stdout).staging;
    expect(staging).toMatchObject({ bottleneck: 'eksStagingNodeGbps', estimated: true, seconds: 16 });
    expect(staging.source).toMatch(/^s3:\/\/acme-models\/llama\//);
    expect(staging.parameters).toEqual([expect.objectContaining({ name: 'eksStagingNodeGbps', value: 25, overridden: true })]);
  });

  test('--list-params lists the staging parameters after the cold-start ones', () => {
    const { code, stdout } = run('advise', '--list-params', '--platform', 'alicloud-fc');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^fcStagingHubMBps = 500 MB\/s {2}\[alicloud-fc, assumption\]/m);
    expect(stdout).toMatch(/^fcStagingInstanceGbps = 1 Gbit\/s {2}\[alicloud-fc, published\]/m);
    expect(stdout).not.toMatch(/eksStaging/);
  });

  test('help describes the GPU and staging flags and marks the flags of one platform', () => {
    const { stdout } = run('advise', '--help');
    expect(stdout).toMatch(/GPU:\n {2}--gpu <gpu>/);
    expect(stdout).toMatch(/Staging:\n {2}--source <source>/);
    expect(stdout).toMatch(/--accelerator-zone <zone>.*\n.*\(alicloud-fc only\)/);
    expect(stdout).toMatch(/--gpu-count <n>.*\n.*\(aws-eks only\)/);
    expect(stdout).toMatch(/refusal prints its GPUM- code/);
  });

  test('a model that fits with headroom gives no warning', () => {
    const { code, stderr } = run('advise', '--platform', 'aws-eks', '--model-size', '30GiB', '--gpu', 'g6', '--gpu-count', '2');
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });

  test.each([
    [['advise', '--model-size', '20GiB'], /--platform is required: one of alicloud-fc, gcp-cloudrun, aws-eks/],
    [['advise', '--platform', 'azure', '--model-size', '20GiB'], /--platform "azure" is not one of: alicloud-fc, gcp-cloudrun, aws-eks/],
    [['advise', '--platform', 'aws-eks'], /--model-size is required, for example --model-size 20GiB/],
    [['advise', '--platform', 'aws-eks', '--model-size', 'big'], /--model-size "big" is not a size: write a number and a unit/],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--mode', 'always'],
      /--mode "always" is not one of: on-demand, provisioned/,
    ],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--concurrent-starts', '0'],
      /--concurrent-starts "0" is not a whole number of at least 1/,
    ],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--startup-critical', 'yes'],
      /--startup-critical "yes" is not true or false/,
    ],
    [['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--speed', '3'], /unknown flag --speed\. Flags: --platform/],
    [['advise', '--platform', 'aws-eks', '--model-size'], /--model-size needs a value/],
    [['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--json=yes'], /--json takes no value/],
    [['advise', '--platform', 'aws-eks', '--platform', 'aws-eks', '--model-size', '1GB'], /--platform is given twice/],
    [['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--param', 'speed'], /--param "speed" is not name=number/],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--param', 'performanceNasReadMBps=5'],
      /\[GPUM-ADVICE-PARAMETER\] estimate parameter "performanceNasReadMBps" belongs to alicloud-fc, not aws-eks/,
    ],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '0GB'],
      /\[GPUM-MODEL-SIZE\] --model-size is 0 B, not above 0: .*for example .*20GiB/,
    ],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '20'],
      /--model-size "20" has no unit: write it with one, for example 20GiB or 20GB/,
    ],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '20', 'GiB'],
      /unexpected argument "GiB": flags start with --; write sizes without a space, for example 20GiB/,
    ],
    [['advise', '--platform', 'gcp-cloudrun', '--model-size', '8GiB', '--memory', '0GiB'], /--memory "0GiB" is not above 0/],
    [
      ['advise', '--platform', 'gcp-cloudrun', '--model-size', '8GiB', '--model-url', 'ftp://hub/model'],
      /--model-url "ftp:\/\/hub\/model" is not an http\(s\) URL/,
    ],
    [
      ['advise', '--platform', 'aws-eks', '--model-size', '1GB', '--regions', '1.5'],
      /--regions "1\.5" is not a whole number of at least 1/,
    ],
    [['advise', '--list-params', '--platform', 'nope'], /--platform "nope" is not one of/],
    [['advise', 'stray'], /unexpected argument "stray": flags start with --/],
    [['recommend'], /unknown command "recommend"\. Commands: advise/],
    [[], /Usage: cdktf-gpu-models <command>/],
  ])('bad arguments %j exit 2 with a clear message', (argv, message) => {
    const { code, stdout, stderr } = run(...(argv as string[]));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });
});

describe('advise --engine', () => {
  test('vllm: the engine start phase by phase, each with its source, after the storage advice', () => {
    const { code, stdout } = run('advise', '--platform', 'aws-eks', '--model-size', '16GB', '--engine', 'vllm');
    expect(code).toBe(0);
    expect(stdout).toContain('Serving engine start (vllm');
    expect(stdout).toMatch(/process start and imports: 16 s .*issues\/44881/);
    expect(stdout).toMatch(/weights to GPU memory: 13 s .*1300 MB\/s/);
    expect(stdout).toMatch(/torch\.compile: 55 s .*7 s with a reused compile cache/);
    expect(stdout).toMatch(/CUDA-graph capture: 17 s .*issues\/20264/);
    expect(stdout).toMatch(/KV-cache profiling and warm-up: 34 s .*210 s of vLLM issue #44881 is left out/);
    expect(stdout).toContain('engine start in all: 135 s');
    // #1 downloads to NVMe: the engine then loads from local disk, a phase of its own, counted in full.
    expect(stdout).toMatch(/Cold start with the engine:\n {2}#1 Parallel download[^\n]*: about .* \+ 2 min 15 s engine;/);
    // The storage table does not contradict it: the engine start is added below, not "not modelled".
    expect(stdout).toContain('Every estimate leaves out engine start: added below, phase by phase (--engine vllm)');
    expect(stdout).not.toMatch(/not modelled/);
    // With the engine counted, each total still names what it leaves out (on EKS: node provisioning).
    expect(stdout).toMatch(/Cold start with the engine:\n {2}#1 .*engine; leaves out provisioning.*\)/);
    expect(stdout).not.toMatch(/Cold start with the engine:[^]*leaves out [^\n]*engine start/);
  });

  test('a streamed strategy counts the weights once', () => {
    const { stdout } = run('advise', '--platform', 'aws-eks', '--model-size', '141GB', '--gpu-count', '4', '--engine', 'vllm');
    expect(stdout).toMatch(/Streamed from S3[^\n]*weights read from the store counted once/);
  });

  test('a mount counts the weights once too: the engine reads them through it, one transfer with the model bytes', () => {
    const json = JSON.parse(run('advise', '--platform', 'aws-eks', '--model-size', '16GB', '--engine', 'vllm', '--json').stdout);
    const starts = json.engineStart.coldStarts as Array<{
      strategy: string;
      engineSeconds: number;
      weightsCountedOnce: boolean;
      totalSeconds: number;
      storageSeconds: number;
    }>;
    const weights = json.engineStart.phases.find((p: { name: string }) => p.name === 'weights-to-gpu').seconds;
    const mount = starts.find((s) => s.strategy === 'object-storage-mount')!;
    const download = starts.find((s) => s.strategy === 'download-at-start')!;
    expect(mount.weightsCountedOnce).toBe(true);
    expect(download.weightsCountedOnce).toBe(false);
    expect(download.engineSeconds).toBe(json.engineStart.totalSeconds);
    // The mount's 13 s of model bytes are at least the weights phase: the engine adds its start less the weights.
    expect(mount.engineSeconds).toBeCloseTo(json.engineStart.totalSeconds - weights, 0);
    expect(mount.engineSeconds).toBeLessThan(download.engineSeconds - weights + 1);
    expect(mount.totalSeconds).toBe(mount.storageSeconds + mount.engineSeconds);
  });

  test('without --engine, the storage table says how to get the engine estimated', () => {
    const { stdout } = run('advise', '--platform', 'aws-eks', '--model-size', '16GB');
    expect(stdout).toMatch(
      /Every estimate leaves out engine start: estimated apart from the storage, for an engine preset \(advise --engine vllm/,
    );
  });

  test('--json carries the phases; custom has none', () => {
    const json = JSON.parse(run('advise', '--platform', 'gcp-cloudrun', '--model-size', '16GB', '--engine', 'sglang', '--json').stdout);
    expect(json.engineStart.kind).toBe('sglang');
    expect(json.engineStart.phases.map((p: { name: string }) => p.name)).toEqual([
      'process-start',
      'weights-to-gpu',
      'torch-compile',
      'cuda-graph-capture',
      'kv-profiling',
    ]);
    expect(run('advise', '--platform', 'aws-eks', '--model-size', '16GB', '--engine', 'custom').stdout).toContain('knows no phases');
  });
});
