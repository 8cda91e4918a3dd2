import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelArtifact, ModelArtifactProps, ModelFormat, ModelGpuLoading } from '../../src/core/model-artifact';
import { Size } from '../../src/core/size';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';

/*
 * The model's own inputs (ModelArtifactProps), the same on every platform: each bad value is an error
 * when the ModelArtifact is made, or a coded warning when a construct binds it. Rows that need a
 * platform (the model's fit on its GPU) are in the platforms' tables.
 */

function made(props: Partial<ModelArtifactProps>): () => void {
  return () => {
    new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), ...props });
  };
}

/** A model bound by a construct, whose warnings count. */
function bound(props: Partial<ModelArtifactProps>): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), ...props }).bind(stack);
    return stack;
  };
}

const row = (api: string, klass: InputClass, name: string, props: Partial<ModelArtifactProps>, error: string): ConstructBadInput => ({
  api: `ModelArtifactProps.${api}`,
  class: klass,
  name,
  build: made(props),
  expect: { error },
});

export const ROWS: readonly ConstructBadInput[] = [
  row('name', InputClass.EMPTY, 'name ""', { name: '' }, 'GPUM-MODEL-NAME'),
  row('name', InputClass.LITERAL, 'name with a slash', { name: 'acme/llama' }, 'GPUM-MODEL-NAME'),
  row('name', InputClass.LITERAL, 'name "${var.model}"', { name: '${var.model}' }, 'GPUM-MODEL-NAME'),
  row('name', InputClass.OUT_OF_RANGE, 'name of 64 characters', { name: 'a'.repeat(64) }, 'GPUM-MODEL-NAME'),
  row('name', InputClass.TOKEN, 'name as a Terraform token', { name: Token.asString(Fn.lower('X')) }, 'GPUM-MODEL-NAME'),
  row('size', InputClass.OUT_OF_RANGE, 'size 0 bytes', { size: Size.bytes(0) }, 'GPUM-MODEL-SIZE'),
  row('size', InputClass.OUT_OF_RANGE, 'size 999 bytes (a unit slip)', { size: Size.bytes(999) }, 'GPUM-MODEL-SIZE'),
  row('size', InputClass.EMPTY, 'size missing (plain JavaScript)', { size: undefined as unknown as Size }, 'GPUM-MODEL-SIZE'),
  row('storagePath', InputClass.LITERAL, 'storagePath "*"', { storagePath: '*' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('storagePath', InputClass.LITERAL, 'storagePath "models/?"', { storagePath: 'models/?' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('storagePath', InputClass.LITERAL, 'storagePath with a trailing space', { storagePath: 'models/llama ' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('storagePath', InputClass.LITERAL, 'storagePath with a line break', { storagePath: 'models/\nllama' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('storagePath', InputClass.LITERAL, 'storagePath "${var.prefix}"', { storagePath: '${var.prefix}' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('storagePath', InputClass.LITERAL, 'storagePath "%{if x}"', { storagePath: 'models/%{if x}' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('storagePath', InputClass.EMPTY, 'storagePath ""', { storagePath: '' }, 'GPUM-MODEL-STORAGE-PATH'),
  row('mountPath', InputClass.LITERAL, 'mountPath "/mnt/${x}"', { mountPath: '/mnt/${x}' }, 'GPUM-MODEL-MOUNT-PATH'),
  row('mountPath', InputClass.LITERAL, 'mountPath with a tab', { mountPath: '/mnt/a\tb' }, 'GPUM-MODEL-MOUNT-PATH'),
  row('mountPath', InputClass.WRONG_SHAPE, 'mountPath that is relative', { mountPath: 'mnt/models' }, 'GPUM-MODEL-MOUNT-PATH'),
  row(
    'gpuMemoryHeadroomPercent',
    InputClass.OUT_OF_RANGE,
    'gpuMemoryHeadroomPercent NaN',
    { gpuMemoryHeadroomPercent: NaN },
    'GPUM-MODEL-HEADROOM-PERCENT',
  ),
  row(
    'gpuMemoryHeadroomPercent',
    InputClass.OUT_OF_RANGE,
    'gpuMemoryHeadroomPercent 100',
    { gpuMemoryHeadroomPercent: 100 },
    'GPUM-MODEL-HEADROOM-PERCENT',
  ),
  row(
    'gpuMemoryHeadroomPercent',
    InputClass.OUT_OF_RANGE,
    'gpuMemoryHeadroomPercent -5',
    { gpuMemoryHeadroomPercent: -5 },
    'GPUM-MODEL-HEADROOM-PERCENT',
  ),
  {
    api: 'ModelArtifactProps.format',
    class: InputClass.LITERAL,
    name: 'format PyTorch pickle',
    build: bound({ format: ModelFormat.PYTORCH_PICKLE }),
    expect: { warning: 'GPUM-MODEL-PICKLE' },
  },
  row(
    'format',
    InputClass.LITERAL,
    'format outside ModelFormat (plain JavaScript)',
    { format: 'ggml' as ModelFormat },
    'GPUM-MODEL-FORMAT',
  ),
  row(
    'gpuLoading',
    InputClass.LITERAL,
    'gpuLoading outside ModelGpuLoading (plain JavaScript)',
    { gpuLoading: 'half' as ModelGpuLoading },
    'GPUM-MODEL-GPU-LOADING',
  ),
];
