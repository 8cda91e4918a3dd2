import { checkNumber, requireLiteralBoolean, TOKEN_IN_WORDS } from '../../../src/core/contract';
import { TerraformStack, TerraformVariable, Testing } from '../../../src/core/framework';
import { thrown } from '../../support/errors';

/*
 * The contract's helpers for values the library needs as literals at synth: a Terraform token is
 * refused in words (never `${TfToken[...]}` nor a number token's encoded value), a literal keeps its
 * own message.
 */

const stack = () => new TerraformStack(Testing.app(), 'test');
const numberToken = (s: TerraformStack) => new TerraformVariable(s, 'n', { type: 'number' }).numberValue;
const boolToken = (s: TerraformStack) => new TerraformVariable(s, 'b', { type: 'bool' }).booleanValue as unknown as boolean;

function expectInWords(error: { message: string; value?: string }): void {
  for (const text of [error.message, error.value ?? '']) {
    expect(text).not.toContain('TfToken');
    expect(text).not.toMatch(/\de[+-]\d/);
  }
}

describe('checkNumber', () => {
  test.each([
    [{ integer: true, min: 1, max: 64 }, 'a literal whole number from 1 to 64'],
    [{ integer: true, min: 1 }, 'a literal whole number of at least 1'],
    [{ max: 8, unit: 'vCPU' }, 'a literal finite number of at most 8 (vCPU)'],
    [{}, 'a literal finite number'],
  ])('a token where a literal is needed (%j): "give %s", in words', (rule, wanted) => {
    const s = stack();
    const error = thrown(() => checkNumber(s, 'count', numberToken(s), { code: 'GPUM-TEST', ...rule }));
    expect(error).toMatchObject({ code: 'GPUM-TEST', property: 'count', value: TOKEN_IN_WORDS, fix: `give ${wanted}` });
    expect(error.message).toBe(
      `[GPUM-TEST] test: count is ${TOKEN_IN_WORDS}, but the library needs the number itself at synth to check and compute with it: give ${wanted}`,
    );
    expectInWords(error);
  });

  test('a token passes where no literal is needed', () => {
    const s = stack();
    const token = numberToken(s);
    expect(checkNumber(s, 'count', token, { code: 'GPUM-TEST', literalRequired: false })).toBe(token);
  });

  test('a literal out of range keeps its message', () => {
    const error = thrown(() => checkNumber(stack(), 'count', 0, { code: 'GPUM-TEST', integer: true, min: 1, max: 64 }));
    expect(error).toMatchObject({ property: 'count', value: '0', fix: 'give a whole number from 1 to 64' });
    expect(error.message).toBe('[GPUM-TEST] test: count is 0: give a whole number from 1 to 64');
  });

  test('without a construct, the error is unscoped: no construct path in the message', () => {
    const error = thrown(() => checkNumber(undefined, 'count', numberToken(stack()), { code: 'GPUM-TEST', integer: true, min: 1 }));
    expect(error.constructPath).toBeUndefined();
    expect(error.message).toMatch(/^\[GPUM-TEST\] count is a Terraform token, known only at apply, but /);
    expect(thrown(() => checkNumber(undefined, 'count', 0, { code: 'GPUM-TEST', min: 1 })).message).toBe(
      '[GPUM-TEST] count is 0: give a finite number of at least 1',
    );
  });
});

describe('requireLiteralBoolean', () => {
  const why = 'the library creates the grant or not by it at synth';

  test('a token is refused in words, with the reason', () => {
    const s = stack();
    const error = thrown(() => requireLiteralBoolean(s, 'GPUM-TEST', 'flag', boolToken(s), why));
    expect(error).toMatchObject({ code: 'GPUM-TEST', property: 'flag', value: TOKEN_IN_WORDS, fix: 'give a literal true or false' });
    expect(error.message).toBe(`[GPUM-TEST] test: flag is ${TOKEN_IN_WORDS}, but ${why}: give a literal true or false`);
    expectInWords(error);
  });

  test('a string token cast to a boolean is refused too', () => {
    const s = stack();
    const token = new TerraformVariable(s, 's', { type: 'string' }).stringValue as unknown as boolean;
    expect(thrown(() => requireLiteralBoolean(s, 'GPUM-TEST', 'flag', token, why))).toMatchObject({ value: TOKEN_IN_WORDS });
  });

  test.each([['false'], [0], [1], ['true'], [null]])(
    'a literal that is not true or false (%p, from plain JavaScript) is refused',
    (value) => {
      const error = thrown(() => requireLiteralBoolean(stack(), 'GPUM-TEST', 'flag', value as unknown as boolean, why));
      expect(error).toMatchObject({ code: 'GPUM-TEST', property: 'flag', fix: 'give a literal true or false' });
      expect(error.message).toMatch(/flag is .* not true or false: give a literal true or false$/);
    },
  );

  test.each([[true], [false], [undefined]])('%p is returned as it is', (value) => {
    expect(requireLiteralBoolean(stack(), 'GPUM-TEST', 'flag', value, why)).toBe(value);
  });
});
