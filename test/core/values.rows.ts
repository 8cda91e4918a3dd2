import { Duration } from '../../src/core/duration';
import { Fn, Token } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';

/*
 * The unit value objects (Size, Duration): every factory refuses what no size or duration is, before
 * any construct reads it. Ranges that depend on the use (a disk of 0 bytes) are the using construct's rows.
 */

const tokenNumber = (): number => Token.asNumber(Fn.parseint('8', 10));

const SIZE_FACTORIES = ['bytes', 'kibibytes', 'mebibytes', 'gibibytes', 'tebibytes', 'megabytes', 'gigabytes', 'terabytes'] as const;
const DURATION_FACTORIES = ['millis', 'seconds', 'minutes', 'hours'] as const;

const amountRows = <F extends string>(
  owner: string,
  factories: readonly F[],
  make: (factory: F, amount: number) => unknown,
  code: string,
): ConstructBadInput[] =>
  factories.flatMap((factory) =>
    [
      { name: `${owner}.${factory}(NaN)`, amount: Number.NaN, klass: InputClass.OUT_OF_RANGE },
      { name: `${owner}.${factory}(-1)`, amount: -1, klass: InputClass.OUT_OF_RANGE },
      { name: `${owner}.${factory}(Infinity)`, amount: Number.POSITIVE_INFINITY, klass: InputClass.OUT_OF_RANGE },
    ]
      .concat(
        factory === factories[0]
          ? [{ name: `${owner}.${factory}(a Terraform token)`, amount: tokenNumber(), klass: InputClass.TOKEN }]
          : [],
      )
      .map(
        ({ name, amount, klass }): ConstructBadInput => ({
          api: `${owner}.${factory}(amount)`,
          class: klass,
          name,
          build: () => {
            make(factory, amount);
          },
          expect: { error: code },
        }),
      ),
  );

const parse = (name: string, text: string, klass: InputClass): ConstructBadInput => ({
  api: 'Size.parse(text)',
  class: klass,
  name: `Size.parse(${JSON.stringify(text)}) (${name})`,
  build: () => {
    Size.parse(text);
  },
  expect: { error: 'GPUM-SIZE' },
});

export const ROWS: readonly ConstructBadInput[] = [
  ...amountRows('Size', SIZE_FACTORIES, (f, n) => Size[f](n), 'GPUM-SIZE-AMOUNT'),
  ...amountRows('Duration', DURATION_FACTORIES, (f, n) => Duration[f](n), 'GPUM-DURATION-AMOUNT'),
  parse('empty', '', InputClass.EMPTY),
  parse('no unit word', 'big', InputClass.WRONG_SHAPE),
  parse('an unknown unit', '20 parsecs', InputClass.LITERAL),
  parse('a fraction of a byte', '1.5B', InputClass.OUT_OF_RANGE),
  parse('negative', '-5GiB', InputClass.OUT_OF_RANGE),
  parse('a template', '${var.size}', InputClass.LITERAL),
  parse('a token', Token.asString(Fn.lower('8GiB')), InputClass.TOKEN),
  {
    api: 'Size.times(factor)',
    class: InputClass.OUT_OF_RANGE,
    name: 'Size.times(NaN)',
    build: () => {
      Size.gibibytes(1).times(Number.NaN);
    },
    expect: { error: 'GPUM-SIZE-AMOUNT' },
  },
  {
    api: 'Size.times(factor)',
    class: InputClass.OUT_OF_RANGE,
    name: 'Size.times(-2)',
    build: () => {
      Size.gibibytes(1).times(-2);
    },
    expect: { error: 'GPUM-SIZE-AMOUNT' },
  },
];
