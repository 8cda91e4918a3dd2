import { BadInputCase, InputClass } from '../support/bad-input-rows';

/** A row of `init`'s table: the command line after `init <dir>`. Each must fail with its code, with and without --dry-run. */
export interface InitBadInput extends BadInputCase {
  readonly argv: readonly string[];
  /** What the message must say, where the row checks it: the bad value and the choices. */
  readonly message?: RegExp;
}

const FC = ['--platform', 'alicloud-fc'];
const RUN = ['--platform', 'gcp-cloudrun'];
const EKS = ['--platform', 'aws-eks'];
const size = (s: string) => ['--model-size', s];

const framework = (klass: InputClass, name: string, value: string): InitBadInput => ({
  api: 'cli init --framework',
  class: klass,
  name,
  argv: [...EKS, ...size('8GiB'), `--framework=${value}`],
  expect: { error: 'GPUM-CLI-USAGE' },
  message: new RegExp(`--framework "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not one of: cdktf, cdktn`),
});

/**
 * `init`'s own inputs: its GPU flags (checked as advise checks them, then by the construct at synth)
 * and `--library`. test/cli/bad-inputs.test.ts runs each twice, with and without --dry-run.
 */
export const ROWS: readonly InitBadInput[] = [
  {
    api: 'cli init --engine',
    class: InputClass.LITERAL,
    name: '--engine tgi (not a preset)',
    argv: [...EKS, ...size('8GiB'), '--engine', 'tgi'],
    expect: { error: 'GPUM-CLI-USAGE' },
    message: /--engine "tgi" is not one of: vllm, sglang, custom/,
  },
  ...(
    [
      [InputClass.WRONG_SHAPE, '--state with a quote (it is written into main.ts)', EKS, 'acme"tfstate'],
      [InputClass.WRONG_SHAPE, '--state in capitals on S3', EKS, 'Acme-TFState'],
      [InputClass.WRONG_SHAPE, '--state with two dots in a row', EKS, 'acme..tfstate'],
      [InputClass.WRONG_CLOUD, '--state with a dot on OSS', FC, 'acme.tfstate'],
      [InputClass.WRONG_CLOUD, '--state with an underscore on S3', EKS, 'acme_tfstate'],
      [InputClass.OUT_OF_RANGE, '--state of 2 characters', RUN, 'ab'],
      [InputClass.OUT_OF_RANGE, '--state of 64 characters', RUN, 'a'.repeat(64)],
      [InputClass.EMPTY, '--state ""', FC, ''],
    ] as const
  ).map(
    ([klass, name, platform, value]): InitBadInput => ({
      api: 'cli init --state',
      class: klass,
      name,
      argv: [...platform, ...size('8GiB'), `--state=${value}`],
      expect: { error: 'GPUM-CLI-USAGE' },
      message: /--state ".*" is not a valid (Amazon S3|OSS|Cloud Storage) bucket name: .*; for example --state acme-tfstate/,
    }),
  ),
  ...(
    [
      [InputClass.LITERAL, '--name in capitals (npm refuses them)', 'Llama-App', /--name "Llama-App" is not lower-case letters/],
      [InputClass.LITERAL, '--name with a leading dot', '.app', /--name "\.app" is not lower-case letters/],
      [InputClass.LITERAL, '--name with a leading underscore', '_app', /--name "_app" is not lower-case letters/],
      [InputClass.WRONG_SHAPE, '--name with a slash (a scoped package, not a stack ID)', '@acme/app', /--name "@acme\/app" is not/],
      [InputClass.WRONG_SHAPE, '--name with a space', 'llama app', /--name "llama app" is not lower-case/],
      [InputClass.WRONG_SHAPE, '--name with a glob character (cdktf refuses it in a stack ID)', 'llama*', /--name "llama\*" is not/],
      [InputClass.WRONG_SHAPE, '--name with a Terraform template', '${var.name}', /--name "\$\{var\.name\}" is not/],
      [InputClass.OUT_OF_RANGE, '--name of 215 characters', 'a'.repeat(215), /has 215 characters, more than npm's 214/],
      [InputClass.LITERAL, '--name of a Node.js core module', 'http', /--name "http" is the name of a Node\.js core module/],
      [InputClass.EMPTY, '--name ""', '', /--name "" is empty/],
    ] as const
  ).map(
    ([klass, name, value, message]): InitBadInput => ({
      api: 'cli init --name',
      class: klass,
      name,
      argv: [...EKS, ...size('8GiB'), `--name=${value}`],
      expect: { error: 'GPUM-CLI-USAGE' },
      message,
    }),
  ),
  ...(
    [
      [InputClass.WRONG_CLOUD, '--zone of another region', 'cn-beijing-h', /network\.zoneId "cn-beijing-h" is a zone of cn-beijing/],
      [InputClass.WRONG_SHAPE, '--zone without its region', 'hangzhou-h', /network\.zoneId "hangzhou-h" is not an Alibaba/],
      [InputClass.WRONG_SHAPE, '--zone that is a region', 'cn-hangzhou', /network\.zoneId "cn-hangzhou" is not an Alibaba/],
    ] as const
  ).map(
    ([klass, name, value, message]): InitBadInput => ({
      api: 'cli init --zone',
      class: klass,
      name,
      argv: [...FC, ...size('20GiB'), '--zone', value],
      expect: { error: 'GPUM-FC-ZONE' },
      message,
    }),
  ),
  // Shapes that reach the generated code: refused before anything is written.
  ...(
    [
      [
        InputClass.WRONG_SHAPE,
        '--project with a quote (it is written into main.ts)',
        RUN,
        '--project',
        "acme'ml",
        'GPUM-CR-PROJECT',
        /project "acme'ml" is not a Google Cloud project ID/,
      ],
      [
        InputClass.OUT_OF_RANGE,
        '--project of 4 characters',
        RUN,
        '--project',
        'acme',
        'GPUM-CR-PROJECT',
        /project "acme" is not a Google Cloud project ID: it has 4 characters/,
      ],
      [
        InputClass.WRONG_SHAPE,
        '--cluster with a quote',
        EKS,
        '--cluster',
        "prod'1",
        'GPUM-EKS-CLUSTER-NAME',
        /clusterName "prod'1" is not an EKS cluster name/,
      ],
      [
        InputClass.WRONG_SHAPE,
        '--cluster starting with a hyphen',
        EKS,
        '--cluster',
        '-prod',
        'GPUM-EKS-CLUSTER-NAME',
        /clusterName "-prod" is not an EKS cluster name/,
      ],
      [InputClass.EMPTY, '--cluster empty', EKS, '--cluster', '', 'GPUM-EKS-CLUSTER-NAME', /clusterName "" is empty/],
    ] as const
  ).map(
    ([klass, name, platform, flag, value, code, message]): InitBadInput => ({
      api: `cli init ${flag}`,
      class: klass,
      name,
      argv: [...platform, ...size('16GiB'), flag, value],
      expect: { error: code },
      message,
    }),
  ),
  // A platform's own flag given for another platform, or for a storage that does not use it: refused, not dropped.
  ...(
    [
      [
        'cli init --zone',
        '--zone on Cloud Run',
        [...RUN, ...size('16GiB'), '--zone', 'us-central1-a'],
        /--zone applies only to alicloud-fc/,
      ],
      [
        'cli init --project',
        '--project on EKS',
        [...EKS, ...size('16GiB'), '--project', 'acme-ml'],
        /--project applies only to gcp-cloudrun/,
      ],
      [
        'cli init --cluster',
        '--cluster on Function Compute',
        [...FC, ...size('16GiB'), '--cluster', 'prod'],
        /--cluster applies only to aws-eks/,
      ],
      [
        'cli init --zone',
        '--zone where an OSS mount ranks first (no vSwitch to place)',
        [...FC, ...size('20GiB'), '--concurrent-starts', '40', '--zone', 'cn-hangzhou-k'],
        /--zone places the vSwitch of Performance NAS, but advise ranked OSS mount/,
      ],
    ] as const
  ).map(
    ([api, name, argv, message]): InitBadInput => ({
      api,
      class: InputClass.INCONSISTENT,
      name,
      argv,
      expect: { error: 'GPUM-CLI-PLATFORM-FLAG' },
      message,
    }),
  ),
  framework(InputClass.LITERAL, 'framework that is neither cdktf nor cdktn', 'terraform-cdk'),
  framework(InputClass.LITERAL, 'framework in capitals', 'CDKTN'),
  framework(InputClass.WRONG_SHAPE, 'framework with a version', 'cdktn@0.24.0'),
  framework(InputClass.EMPTY, 'framework ""', ''),
  {
    api: 'cli init --gpu',
    class: InputClass.WRONG_CLOUD,
    name: '--gpu nvidia-a100 on Cloud Run',
    argv: [...RUN, ...size('20GiB'), '--gpu', 'nvidia-a100'],
    expect: { error: 'GPUM-CR-GPU-TYPE' },
  },
  {
    api: 'cli init --gpu',
    class: InputClass.INCONSISTENT,
    name: '70 GiB on --gpu nvidia-l4',
    argv: [...RUN, ...size('70GiB'), '--gpu', 'nvidia-l4'],
    expect: { error: 'GPUM-MODEL-GPU-FIT' },
  },
  {
    api: 'cli init --gpu',
    class: InputClass.LITERAL,
    name: '--gpu fc.gpu.hopper.1 (not accepted by the provider)',
    argv: [...FC, ...size('20GiB'), '--gpu', 'fc.gpu.hopper.1'],
    expect: { error: 'GPUM-FC-GPU-TYPE' },
  },
  {
    api: 'cli init --gpu',
    class: InputClass.INCONSISTENT,
    name: '20 GiB on --gpu fc.gpu.tesla.1',
    argv: [...FC, ...size('20GiB'), '--gpu', 'fc.gpu.tesla.1'],
    expect: { error: 'GPUM-MODEL-GPU-FIT' },
  },
  {
    api: 'cli init --gpu',
    class: InputClass.WRONG_SHAPE,
    name: '--gpu inf2 on EKS (no NVIDIA GPU)',
    argv: [...EKS, ...size('20GiB'), '--gpu', 'inf2'],
    expect: { error: 'GPUM-EKS-INSTANCE-FAMILY' },
  },
  {
    api: 'cli init --gpu-count',
    class: InputClass.OUT_OF_RANGE,
    name: '--gpu-count 65 on EKS',
    argv: [...EKS, ...size('20GiB'), '--gpu', 'p5', '--gpu-count', '65'],
    expect: { error: 'GPUM-EKS-GPU-COUNT' },
  },
  {
    api: 'cli init --gpu-count',
    class: InputClass.OUT_OF_RANGE,
    name: '--gpu-count 0 on EKS',
    argv: [...EKS, ...size('20GiB'), '--gpu-count', '0'],
    expect: { error: 'GPUM-CLI-USAGE' },
  },
  {
    api: ['cli init --gpu', 'cli init --gpu-count'],
    class: InputClass.INCONSISTENT,
    name: '140 GiB on --gpu g6e --gpu-count 2',
    argv: [...EKS, ...size('140GiB'), '--gpu', 'g6e', '--gpu-count', '2'],
    expect: { error: 'GPUM-MODEL-GPU-FIT' },
  },
  {
    api: 'cli init --gpu-count',
    class: InputClass.WRONG_CLOUD,
    name: '--gpu-count on Cloud Run',
    argv: [...RUN, ...size('8GiB'), '--gpu-count', '2'],
    expect: { error: 'GPUM-CLI-PLATFORM-FLAG' },
  },
  {
    api: 'cli init --gpu-loading',
    class: InputClass.LITERAL,
    name: '--gpu-loading fp8',
    argv: [...EKS, ...size('20GiB'), '--gpu-loading', 'fp8'],
    expect: { error: 'GPUM-CLI-USAGE' },
  },
  {
    api: 'cli init --model-size',
    class: InputClass.OUT_OF_RANGE,
    name: '140 GiB on Cloud Run, no --gpu (no GPU holds it)',
    argv: [...RUN, ...size('140GiB')],
    expect: { error: 'GPUM-MODEL-GPU-FIT' },
  },
  {
    api: 'cli init --library',
    class: InputClass.WRONG_SHAPE,
    name: '--library: a tarball that does not exist',
    argv: [...EKS, ...size('8GiB'), '--library', './missing/cdktf-gpu-models-0.1.0.tgz'],
    expect: { error: 'GPUM-CLI-USAGE' },
  },
  {
    api: 'cli init --library',
    class: InputClass.WRONG_SHAPE,
    name: '--library: a folder that is not a checkout',
    argv: [...EKS, ...size('8GiB'), '--library', '/'],
    expect: { error: 'GPUM-CLI-USAGE' },
  },
];
