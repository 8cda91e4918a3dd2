import { Construct } from 'constructs';
import { GpuModelsError, UnscopedValidationError, ValidationError } from '../../src/core/errors';
import { TerraformStack, TerraformVariable, Testing } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';

describe('GpuModelsError', () => {
  const stack = new TerraformStack(Testing.app(), 'stack');
  const scope = new Construct(stack, 'sd');

  test('ValidationError carries the code, the construct path, the property, the value and the fix', () => {
    const error = new ValidationError('GPUM-FC-RANGE', 'port is 0: use a whole number from 1 to 65535', scope, {
      property: 'port',
      value: '0',
      fix: 'Use a whole number from 1 to 65535',
    });
    expect(error.message).toBe('[GPUM-FC-RANGE] stack/sd: port is 0: use a whole number from 1 to 65535');
    expect(error).toMatchObject({
      name: 'ValidationError',
      code: 'GPUM-FC-RANGE',
      constructPath: 'stack/sd',
      property: 'port',
      value: '0',
      fix: 'Use a whole number from 1 to 65535',
    });
    expect(error).toBeInstanceOf(GpuModelsError);
    expect(error).toBeInstanceOf(Error);
  });

  test('UnscopedValidationError has no construct path, and the message has none', () => {
    const error = new UnscopedValidationError('GPUM-SIZE', '"big" is not a size', { property: '--model-size', value: 'big' });
    expect(error.message).toBe('[GPUM-SIZE] "big" is not a size');
    expect(error).toMatchObject({ code: 'GPUM-SIZE', constructPath: undefined, property: '--model-size', value: 'big', fix: undefined });
  });

  test('isGpuModelsError and isValidationError hold for all three classes and for nothing else', () => {
    const errors = [
      new GpuModelsError('GPUM-SIZE', 'text'),
      new GpuModelsError('GPUM-SIZE', 'text', { scope }),
      new ValidationError('GPUM-SIZE', 'text', scope),
      new UnscopedValidationError('GPUM-SIZE', 'text'),
    ];
    for (const error of errors) {
      expect(GpuModelsError.isGpuModelsError(error)).toBe(true);
      expect(ValidationError.isValidationError(error)).toBe(true);
    }
    expect(new GpuModelsError('GPUM-SIZE', 'text', { scope }).constructPath).toBe('stack/sd');
    for (const other of [new Error('[GPUM-SIZE] text'), { code: 'GPUM-SIZE' }, 'GPUM-SIZE', null, undefined]) {
      expect(GpuModelsError.isGpuModelsError(other)).toBe(false);
      expect(ValidationError.isValidationError(other)).toBe(false);
    }
  });

  test('a value type throws a coded error a program can read without parsing the text', () => {
    const error = thrown(() => Size.parse('twenty gigs'));
    expect(error.code).toBe('GPUM-SIZE');
    expect(error.constructPath).toBeUndefined();
    expect(thrown(() => Size.gibibytes(-1)).code).toBe('GPUM-SIZE-AMOUNT');
    const size = new TerraformVariable(new TerraformStack(Testing.app(), 'stack'), 'size', { type: 'number' }).numberValue;
    expect(thrown(() => Size.gibibytes(size))).toMatchObject({
      code: 'GPUM-SIZE-AMOUNT',
      value: 'a Terraform token, known only at apply',
      fix: 'give a literal number, for example Size.gibibytes(20)',
    });
  });
});
