import { BadInputCase, InputClass } from '../support/bad-input-rows';

/*
 * The node flags of `advise` and `init` (EKS only: --no-local-nvme, --no-soci), as bad-input rows the
 * coverage test reads: each is refused with its code on another platform, and takes no value.
 * workload-flags-bad-inputs.test.ts runs them through the command line.
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

export const ROWS: readonly CliBadInput[] = [...rows('no-soci'), ...rows('no-local-nvme'), ...ENGINE_ROWS, ...IMAGE_SIZE_ROWS];
