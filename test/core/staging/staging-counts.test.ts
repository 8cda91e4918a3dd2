import { ModelArtifact, ModelSource, Size, StagingJobSpec, StagingJobOptions } from '../../../src';
import { TOKEN_IN_WORDS } from '../../../src/core/contract';
import { TerraformStack, TerraformVariable, Testing } from '../../../src/core/framework';
import { checkRetainRevisions } from '../../../src/core/staging/retention';
import { thrown } from '../../support/errors';

/*
 * The staging program's counts (`concurrency`, `retainRevisions`) are written into its environment at
 * synth and checked there: a Terraform token cannot stand in for them (its text would be a number
 * token's encoded value, `-8.1e+298`, not a reference), so it is refused in words. Literals keep
 * their messages.
 */

const COMMIT = 'b'.repeat(40);

function forModel(options: Partial<StagingJobOptions>): StagingJobSpec {
  const model = new ModelArtifact({
    name: 'tiny',
    size: Size.mebibytes(1),
    source: ModelSource.huggingFace('acme/tiny', { revision: COMMIT }),
  });
  return StagingJobSpec.forModel(model, { storagePathDirectory: '/a', jobName: 'j', ...options });
}

const newStack = () => new TerraformStack(Testing.app(), 'test');
const numberToken = (stack: TerraformStack) => new TerraformVariable(stack, 'n', { type: 'number' }).numberValue;

function expectInWords(error: { message: string; value?: string }): void {
  for (const text of [error.message, error.value ?? '']) {
    expect(text).not.toContain('TfToken');
    expect(text).not.toMatch(/\de[+-]\d/);
  }
}

describe('StagingJobSpec.forModel: the counts', () => {
  test.each([
    ['concurrency', 'GPUM-STAGING-CONCURRENCY', 'give a literal whole number from 1 to 64'],
    ['retainRevisions', 'GPUM-STAGING-RETAIN', 'give a literal whole number of at least 1'],
  ])('%s as a Terraform token: refused in words, a literal is needed', (option, code, fix) => {
    const error = thrown(() => forModel({ [option]: numberToken(newStack()) }));
    expect(error).toMatchObject({ code, property: option, value: TOKEN_IN_WORDS, fix });
    expect(error.message).toBe(
      `[${code}] ${option} is ${TOKEN_IN_WORDS}, but the library needs the number itself at synth to check and compute with it: ${fix}`,
    );
    expectInWords(error);
  });

  test.each([
    ['concurrency', 0, 'GPUM-STAGING-CONCURRENCY', 'concurrency 0 must be a whole number from 1 to 64'],
    ['concurrency', 65, 'GPUM-STAGING-CONCURRENCY', 'concurrency 65 must be a whole number from 1 to 64'],
    [
      'retainRevisions',
      0,
      'GPUM-STAGING-RETAIN',
      'retainRevisions 0 must be a whole number of at least 1 (the revision just staged is always kept)',
    ],
    [
      'retainRevisions',
      -2,
      'GPUM-STAGING-RETAIN',
      'retainRevisions -2 must be a whole number of at least 1 (the revision just staged is always kept)',
    ],
  ])('a literal %s of %p keeps its message', (option, value, code, message) => {
    const error = thrown(() => forModel({ [option]: value }));
    expect(error).toMatchObject({ code, property: option, value: String(value), message: `[${code}] ${message}` });
  });

  test('literals in range reach the environment', () => {
    expect(forModel({ concurrency: 8, retainRevisions: 2 }).environment).toMatchObject({
      GPUM_STAGE_CONCURRENCY: '8',
      GPUM_STAGE_RETAIN: '2',
    });
  });
});

describe('checkRetainRevisions with a construct', () => {
  test('a token: the error names the construct, in words', () => {
    const stack = newStack();
    const error = thrown(() => checkRetainRevisions(numberToken(stack), stack));
    expect(error).toMatchObject({
      code: 'GPUM-STAGING-RETAIN',
      constructPath: 'test',
      property: 'retainRevisions',
      value: TOKEN_IN_WORDS,
      fix: 'give a literal whole number of at least 1',
    });
    expectInWords(error);
  });

  test('a literal keeps its message and fix', () => {
    const stack = newStack();
    expect(thrown(() => checkRetainRevisions(0, stack))).toMatchObject({
      constructPath: 'test',
      message:
        '[GPUM-STAGING-RETAIN] test: retainRevisions 0 must be a whole number of at least 1 (the revision just staged is always kept)',
      fix: 'for example 3, or leave it unset to keep every revision',
    });
  });
});
