import { BadInputCase, InputClass } from '../support/bad-input-rows';

/*
 * The flags `advise` and `init` share, as bad-input rows the coverage test reads: the node flags
 * (EKS only: --no-local-nvme, --no-soci, refused with their code on another platform and taking no
 * value) and one bad value per workload flag. workload-flags-bad-inputs.test.ts runs them through
 * the command line.
 */

/** A command-line row: the arguments after the command name. */
export interface CliBadInput extends BadInputCase {
  readonly command: 'advise' | 'init';
  readonly argv: readonly string[];
}

const PLATFORMS = { FC: 'alicloud-fc', RUN: 'gcp-cloudrun', EKS: 'aws-eks' } as const;

function rows(flag: string): CliBadInput[] {
  return (['advise', 'init'] as const).flatMap((command) => {
    const api = `cli ${command} --${flag}`;
    const on = (platform: string, ...extra: string[]) => [
      ...(command === 'init' ? ['app', '--dry-run'] : []),
      '--platform',
      platform,
      '--model-size',
      '8GiB',
      ...extra,
    ];
    return [
      {
        api,
        command,
        class: InputClass.WRONG_CLOUD,
        name: `${command} --${flag} on Function Compute`,
        argv: on(PLATFORMS.FC, `--${flag}`),
        expect: { error: 'GPUM-CLI-PLATFORM-FLAG' },
      },
      {
        api,
        command,
        class: InputClass.WRONG_CLOUD,
        name: `${command} --${flag} on Cloud Run`,
        argv: on(PLATFORMS.RUN, `--${flag}`),
        expect: { error: 'GPUM-CLI-PLATFORM-FLAG' },
      },
      {
        api,
        command,
        class: InputClass.WRONG_SHAPE,
        name: `${command} --${flag}=yes (a value on a switch)`,
        argv: on(PLATFORMS.EKS, `--${flag}=yes`),
        expect: { error: 'GPUM-CLI-USAGE' },
      },
    ];
  });
}

/** `--engine`: a preset's name, nothing else. */
const ENGINE_ROWS: CliBadInput[] = [
  {
    api: 'cli advise --engine',
    command: 'advise',
    class: InputClass.LITERAL,
    name: 'advise --engine tgi (not a preset)',
    argv: ['--platform', PLATFORMS.EKS, '--model-size', '8GiB', '--engine', 'tgi'],
    expect: { error: 'GPUM-CLI-USAGE' },
  },
  {
    api: 'cli advise --engine',
    command: 'advise',
    class: InputClass.EMPTY,
    name: 'advise --engine "" (empty)',
    argv: ['--platform', PLATFORMS.EKS, '--model-size', '8GiB', '--engine', ''],
    expect: { error: 'GPUM-CLI-USAGE' },
  },
];

/** `--image-size`: a base image above the platform's image limit deploys with no strategy. */
const IMAGE_SIZE_ROWS: CliBadInput[] = (['advise', 'init'] as const).map((command) => ({
  api: `cli ${command} --image-size`,
  command,
  class: InputClass.OUT_OF_RANGE,
  name: `${command} --image-size 20GB on Function Compute (above its 15 GB image limit)`,
  argv: [...(command === 'init' ? ['app', '--dry-run'] : []), '--platform', PLATFORMS.FC, '--model-size', '8GiB', '--image-size', '20GB'],
  expect: { error: 'GPUM-IMAGE-TOO-LARGE' },
}));

/**
 * The workload flags `advise` and `init` share, one bad value each, through each command: the
 * validators are the constructs' (a size, a region, a GPU) or the flag's own choice list.
 */
const WORKLOAD_VALUES: readonly (readonly [string, InputClass, string, readonly string[], string])[] = [
  [
    'platform',
    InputClass.WRONG_CLOUD,
    '--platform azure (no such platform)',
    ['--platform', 'azure', '--model-size', '8GiB'],
    'GPUM-CLI-USAGE',
  ],
  ['model-size', InputClass.OUT_OF_RANGE, '--model-size 0GiB', ['--platform', PLATFORMS.FC, '--model-size', '0GiB'], 'GPUM-MODEL-SIZE'],
  ['format', InputClass.LITERAL, '--format exe', ['--format', 'exe'], 'GPUM-CLI-USAGE'],
  ['change-frequency', InputClass.LITERAL, '--change-frequency daily', ['--change-frequency', 'daily'], 'GPUM-CLI-USAGE'],
  ['concurrent-starts', InputClass.OUT_OF_RANGE, '--concurrent-starts 0', ['--concurrent-starts', '0'], 'GPUM-CLI-USAGE'],
  ['mode', InputClass.LITERAL, '--mode sometimes', ['--mode', 'sometimes'], 'GPUM-CLI-USAGE'],
  ['regions', InputClass.OUT_OF_RANGE, '--regions 0', ['--regions', '0'], 'GPUM-CLI-USAGE'],
  ['read-pattern', InputClass.LITERAL, '--read-pattern zigzag', ['--read-pattern', 'zigzag'], 'GPUM-CLI-USAGE'],
  ['startup-critical', InputClass.WRONG_SHAPE, '--startup-critical maybe', ['--startup-critical', 'maybe'], 'GPUM-CLI-USAGE'],
  ['region', InputClass.LITERAL, '--region cn-hangzou (misspelled)', ['--region', 'cn-hangzou'], 'GPUM-FC-REGION'],
  [
    'accelerator-zone',
    InputClass.WRONG_SHAPE,
    '--accelerator-zone hangzhou (not a zone ID)',
    ['--region', 'cn-hangzhou', '--accelerator-zone', 'hangzhou'],
    'GPUM-FC-OSS-ACCELERATOR-ZONE',
  ],
  ['memory', InputClass.WRONG_CLOUD, '--memory on Function Compute', ['--memory', '32GiB'], 'GPUM-CLI-PLATFORM-FLAG'],
  ['rapid-cache', InputClass.WRONG_CLOUD, '--rapid-cache on Function Compute', ['--rapid-cache'], 'GPUM-CLI-PLATFORM-FLAG'],
  ['model-url', InputClass.WRONG_SHAPE, '--model-url ftp://host/model (not http)', ['--model-url', 'ftp://host/model'], 'GPUM-CLI-USAGE'],
  ['param', InputClass.LITERAL, '--param nope=3 (no such parameter)', ['--param', 'nope=3'], 'GPUM-ADVICE-PARAMETER'],
  ['gpu', InputClass.LITERAL, '--gpu fc.gpu.h100 (not an FC GPU type)', ['--gpu', 'fc.gpu.h100'], 'GPUM-FC-GPU-TYPE'],
  ['gpu-loading', InputClass.LITERAL, '--gpu-loading half', ['--gpu-loading', 'half'], 'GPUM-CLI-USAGE'],
  [
    'gpu-count',
    InputClass.OUT_OF_RANGE,
    '--gpu-count 0 on EKS',
    ['--platform', PLATFORMS.EKS, '--model-size', '8GiB', '--gpu-count', '0'],
    'GPUM-CLI-USAGE',
  ],
];

const WORKLOAD_ROWS: CliBadInput[] = (['advise', 'init'] as const).flatMap((command) =>
  WORKLOAD_VALUES.map(([flag, klass, name, values, code]): CliBadInput => {
    // Rows that name their own platform give it; the others run on Function Compute with 8 GiB.
    const base = values.includes('--platform') ? [] : ['--platform', PLATFORMS.FC, '--model-size', '8GiB'];
    return {
      api: `cli ${command} --${flag}`,
      command,
      class: klass,
      name: `${command} ${name}`,
      argv: [...(command === 'init' ? ['app', '--dry-run'] : []), ...base, ...values],
      expect: { error: code },
    };
  }),
);

/** The flags only one command has, one bad value each (init's rows are dry runs, or fail while parsing). */
const FC_8GIB = ['--platform', PLATFORMS.FC, '--model-size', '8GiB'];
const COMMAND_ROWS: CliBadInput[] = (
  [
    ['init', 'image', InputClass.EMPTY, '--image ""', ['app', '--dry-run', ...FC_8GIB, '--image', ''], 'GPUM-IMAGE-URI'],
    [
      'init',
      'image',
      InputClass.WRONG_SHAPE,
      '--image "Bad Image:tag"',
      ['app', '--dry-run', ...FC_8GIB, '--image', 'Bad Image:tag'],
      'GPUM-IMAGE-URI',
    ],
    [
      'init',
      'model-name',
      InputClass.WRONG_SHAPE,
      '--model-name "a b"',
      ['app', '--dry-run', ...FC_8GIB, '--model-name', 'a b'],
      'GPUM-MODEL-NAME',
    ],
    ['init', 'model-name', InputClass.EMPTY, '--model-name ""', ['app', '--dry-run', ...FC_8GIB, '--model-name', ''], 'GPUM-MODEL-NAME'],
    [
      'init',
      'force',
      InputClass.WRONG_SHAPE,
      '--force=yes (a value on a switch)',
      ['app', '--dry-run', ...FC_8GIB, '--force=yes'],
      'GPUM-CLI-USAGE',
    ],
    [
      'init',
      'dry-run',
      InputClass.WRONG_SHAPE,
      '--dry-run=yes (a value on a switch)',
      ['app', ...FC_8GIB, '--dry-run=yes'],
      'GPUM-CLI-USAGE',
    ],
    ['advise', 'json', InputClass.WRONG_SHAPE, '--json=yes (a value on a switch)', [...FC_8GIB, '--json=yes'], 'GPUM-CLI-USAGE'],
    [
      'advise',
      'list-params',
      InputClass.WRONG_SHAPE,
      '--list-params=x (a value on a switch)',
      [...FC_8GIB, '--list-params=x'],
      'GPUM-CLI-USAGE',
    ],
    [
      'advise',
      'allow-mutable-revision',
      InputClass.INCONSISTENT,
      '--allow-mutable-revision without a hub --source',
      [...FC_8GIB, '--allow-mutable-revision'],
      'GPUM-CLI-USAGE',
    ],
    ['advise', 'source', InputClass.EMPTY, '--source ""', [...FC_8GIB, '--source', ''], 'GPUM-CLI-SOURCE'],
  ] as const
).map(
  ([command, flag, klass, name, argv, code]): CliBadInput => ({
    api: `cli ${command} --${flag}`,
    command,
    class: klass,
    name: `${command} ${name}`,
    argv,
    expect: { error: code },
  }),
);

export const ROWS: readonly CliBadInput[] = [
  ...COMMAND_ROWS,
  ...rows('no-soci'),
  ...rows('no-local-nvme'),
  ...ENGINE_ROWS,
  ...IMAGE_SIZE_ROWS,
  ...WORKLOAD_ROWS,
];
