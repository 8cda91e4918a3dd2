import { TerraformStack, Testing } from '../../../src/core/framework';
import { HubSourceOptions, ModelSource } from '../../../src/core/staging/model-source';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';

/*
 * A hub source's options (HubSourceOptions): an error when the source is made, or a coded warning
 * when a construct binds it (ModelArtifact.bind calls ModelSource.bind).
 */

const COMMIT = 'a'.repeat(40);

function source(options: Partial<HubSourceOptions>): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    ModelSource.huggingFace('acme/tiny-llm', { revision: COMMIT, ...options }).bind(stack);
    return stack;
  };
}

const row = (
  api: keyof HubSourceOptions,
  klass: InputClass,
  name: string,
  options: Partial<HubSourceOptions>,
  expect: ConstructBadInput['expect'],
): ConstructBadInput => ({ api: `HubSourceOptions.${api}`, class: klass, name, build: source(options), expect });

const EVERY_WEIGHT = ['*.safetensors', '*.bin', '*.pt*', '*.ckpt', '*.gguf', '*.h5', '*.msgpack', '*.onnx'];

export const ROWS: readonly ConstructBadInput[] = [
  row(
    'requireDigests',
    InputClass.WRONG_SHAPE,
    'requireDigests "false" (a string, plain JavaScript)',
    {
      requireDigests: 'false' as unknown as boolean,
    },
    { error: 'GPUM-SOURCE-REQUIRE-DIGESTS' },
  ),
  row(
    'requireDigests',
    InputClass.INCONSISTENT,
    'requireDigests false with a mirror endpoint',
    {
      endpoint: 'https://hf-mirror.example',
      requireDigests: false,
    },
    { warning: 'GPUM-SOURCE-DIGESTS-OPTIONAL' },
  ),
  row(
    'endpoint',
    InputClass.LITERAL,
    'endpoint plain http without a token',
    { endpoint: 'http://hub.internal:8080' },
    {
      warning: 'GPUM-SOURCE-ENDPOINT-PLAIN-HTTP',
    },
  ),
  row('endpoint', InputClass.WRONG_SHAPE, 'endpoint that is not a URL', { endpoint: 'hub.internal' }, { error: 'GPUM-SOURCE-ENDPOINT' }),
  row('endpoint', InputClass.LITERAL, 'endpoint with a query', { endpoint: 'https://hub.example/?x=1' }, { error: 'GPUM-SOURCE-ENDPOINT' }),
  row(
    'include',
    InputClass.LITERAL,
    'include selecting no weights ("*.json")',
    { include: ['*.json'] },
    { warning: 'GPUM-SOURCE-NO-WEIGHTS' },
  ),
  row(
    'include',
    InputClass.LITERAL,
    'include "original" (a file name, not the directory)',
    { include: ['original'] },
    {
      warning: 'GPUM-SOURCE-NO-WEIGHTS',
    },
  ),
  row('include', InputClass.EMPTY, 'include []', { include: [] }, { error: 'GPUM-SOURCE-PATTERN' }),
  row('include', InputClass.LITERAL, 'include with a backslash', { include: ['unet\\*.bin'] }, { error: 'GPUM-SOURCE-PATTERN' }),
  row('exclude', InputClass.LITERAL, 'exclude of every weight extension', { exclude: EVERY_WEIGHT }, { warning: 'GPUM-SOURCE-NO-WEIGHTS' }),
  row(
    'exclude',
    InputClass.INCONSISTENT,
    'exclude "model-*" after include "model-*.safetensors" (removes every file the include selects)',
    { include: ['model-*.safetensors'], exclude: ['model-*'] },
    { warning: 'GPUM-SOURCE-NO-WEIGHTS' },
  ),
  row('exclude', InputClass.LITERAL, 'exclude "*" (everything)', { exclude: ['*'] }, { error: 'GPUM-SOURCE-PATTERN' }),
  row('exclude', InputClass.LITERAL, 'exclude with an unclosed [', { exclude: ['model-[1.bin'] }, { error: 'GPUM-SOURCE-PATTERN' }),
];
