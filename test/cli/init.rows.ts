import { BadInputCase, InputClass } from '../support/bad-input-rows';

/** `init`'s own flags: each bad value is refused with a coded usage error before anything is written. */
export interface InitBadInput extends BadInputCase {
  /** The flags after `init <dir> --platform aws-eks --model-size 8GiB`. */
  readonly argv: readonly string[];
  /** What the message must say: the bad value and the choices. */
  readonly message: RegExp;
}

const framework = (klass: InputClass, name: string, value: string): InitBadInput => ({
  api: 'cli init --framework',
  class: klass,
  name,
  argv: [`--framework=${value}`],
  expect: { error: 'GPUM-CLI-USAGE' },
  message: new RegExp(`--framework "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not one of: cdktf, cdktn`),
});

export const ROWS: readonly InitBadInput[] = [
  framework(InputClass.LITERAL, 'framework that is neither cdktf nor cdktn', 'terraform-cdk'),
  framework(InputClass.LITERAL, 'framework in capitals', 'CDKTN'),
  framework(InputClass.WRONG_SHAPE, 'framework with a version', 'cdktn@0.24.0'),
  framework(InputClass.EMPTY, 'framework ""', ''),
];
