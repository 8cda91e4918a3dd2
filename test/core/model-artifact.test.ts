import { ModelArtifact, ModelFormat } from '../../src/core/model-artifact';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';
import { newStack, warningIds } from '../support/stacks';

describe('ModelArtifact', () => {
  test('defaults its format, storage path and mount path from its name', () => {
    const model = new ModelArtifact({ name: 'llama-3.1-8b', size: Size.gibibytes(16) });
    expect(model.format).toBe(ModelFormat.SAFETENSORS);
    expect(model.storagePath).toBe('models/llama-3.1-8b');
    expect(model.objectPrefix).toBe('models/llama-3.1-8b/');
    expect(model.mountPath).toBe('/mnt/models/llama-3.1-8b');
    expect(model.environment()).toEqual({
      MODEL_NAME: 'llama-3.1-8b',
      MODEL_PATH: '/mnt/models/llama-3.1-8b',
      MODEL_FORMAT: 'safetensors',
    });
  });

  test('normalizes slashes in the paths it is given', () => {
    const model = new ModelArtifact({ name: 'm', size: Size.gibibytes(1), storagePath: '/team/m/', mountPath: '/models/m/' });
    expect(model.storagePath).toBe('team/m');
    expect(model.mountPath).toBe('/models/m');
  });

  test.each([
    [{ name: 'bad name!' }, /GPUM-MODEL-NAME.*"bad name!"/],
    [{ name: '' }, /GPUM-MODEL-NAME/],
    [{ name: 'm', size: Size.bytes(0) }, /GPUM-MODEL-SIZE/],
    [{ name: 'm', size: Size.bytes(999) }, /\[GPUM-MODEL-SIZE\] model "m" size is 999 B, less than 1 KB/],
    [{ name: 'm', size: Size.gibibytes(0.0000001) }, /\[GPUM-MODEL-SIZE\] .*less than 1 KB/],
    [{ name: 'm', storagePath: 'a/../b' }, /GPUM-MODEL-STORAGE-PATH.*"a\/..\/b"/],
    [{ name: 'm', mountPath: 'relative/dir' }, /GPUM-MODEL-MOUNT-PATH.*absolute/],
    [{ name: 'm', mountPath: '/' }, /GPUM-MODEL-MOUNT-PATH/],
  ])('fails on bad input %p', (overrides, error) => {
    const base = { name: 'm', size: Size.gibibytes(1) };
    expect(() => new ModelArtifact({ ...base, ...overrides })).toThrow(error);
  });

  test.each([
    [
      { name: 'bad name!' },
      {
        code: 'GPUM-MODEL-NAME',
        property: 'name',
        value: 'bad name!',
        fix: 'use 1 to 63 letters, digits, "-", "_" or ".", starting with a letter or digit',
      },
    ],
    [
      { name: 'm', storagePath: 'a/../b' },
      {
        code: 'GPUM-MODEL-STORAGE-PATH',
        property: 'storagePath',
        value: 'a/../b',
        fix: 'give a relative path such as "models/m", without "..", "." or empty segments',
      },
    ],
  ])('names the input at fault in %p', (overrides, fields) => {
    expect(thrown(() => new ModelArtifact({ size: Size.gibibytes(1), ...overrides }))).toMatchObject(fields);
  });

  test('warns that a pickle can execute code, and only for a pickle', () => {
    const stack = newStack();
    new ModelArtifact({ name: 'p', size: Size.gibibytes(1), format: ModelFormat.PYTORCH_PICKLE }).bind(stack);
    expect(warningIds(stack)).toEqual(['GPUM-MODEL-PICKLE']);

    const clean = newStack();
    new ModelArtifact({ name: 's', size: Size.gibibytes(1), format: ModelFormat.GGUF }).bind(clean);
    expect(warningIds(clean)).toEqual([]);
  });
});
