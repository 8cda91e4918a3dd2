import { EksGpuWorkload, EksModelStaging, GpuNodeClass } from '../../../src/aws';
import { FcModelStaging } from '../../../src/alicloud';
import { alibabaTagRule, awsTagRule, checkTagRule, TagRule } from '../../../src/core/contract/tags';
import { ContainerImage } from '../../../src/core/container-image';
import { TerraformStack, TerraformVariable, Testing } from '../../../src/core/framework';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { ModelSource } from '../../../src/core/staging';
import { GOOGLE_LABEL_RULE } from '../../../src/google/labels';
import { thrown } from '../../support/errors';
import { collectAdvice } from '../../../src/core/advice';
import { alicloudStack, gpuFunction, model } from '../../alicloud/fixtures';

/* One tag and label rule per cloud (src/core/contract/tags.ts), applied by every construct that takes tags. */

const check = (rule: TagRule, tags: Record<string, string>) => () =>
  checkTagRule(new TerraformStack(Testing.app(), 'test'), rule, 'tags', tags);

describe('the shared tag rule', () => {
  test.each<[string, TagRule, Record<string, string>, RegExp]>([
    ['AWS: "aws:" prefix', awsTagRule('X'), { 'aws:team': 'ml' }, /reserved for AWS/],
    ['AWS: a value of 257 characters', awsTagRule('X'), { team: 'v'.repeat(257) }, /257 characters, more than 256/],
    ['AWS: "#" in a value', awsTagRule('X'), { team: 'a#b' }, /characters other than/],
    ['AWS: a template', awsTagRule('X'), { team: 'x${var.y}' }, /Terraform template/],
    ['Alibaba: "aliyun" prefix', alibabaTagRule('X'), { aliyunTeam: 'ml' }, /reserved for Alibaba Cloud/],
    ['Alibaba: a value starting with "acs:"', alibabaTagRule('X'), { team: 'acs:ml' }, /reserved for Alibaba Cloud/],
    ['Google: an upper-case key', GOOGLE_LABEL_RULE, { Team: 'ml' }, /lower-case letter/],
  ])('%s', (_, rule, tags, message) => {
    const error = thrown(check(rule, tags));
    expect(error.code).toBe(rule.code);
    expect(error.message).toMatch(message);
    expect(error.fix).toBe(rule.summary);
  });

  test('counts: 51 AWS tags and 21 Alibaba tags are refused, 50 and 20 accepted', () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i}`, 'x']));
    expect(thrown(check(awsTagRule('X'), many(51))).message).toMatch(/tags has 51 tags: AWS allows at most 50/);
    expect(thrown(check(alibabaTagRule('X'), many(21))).message).toMatch(/tags has 21 tags: Alibaba Cloud allows at most 20/);
    expect(check(awsTagRule('X'), many(50))).not.toThrow();
    expect(check(alibabaTagRule('X'), many(20))).not.toThrow();
  });

  test('Alibaba: a template sequence is not refused, it is written escaped (escaping.test.ts), since Alibaba accepts $ and {', () => {
    expect(check(alibabaTagRule('X'), { team: '${team}' })).not.toThrow();
    expect(check(awsTagRule('X'), { team: '${team}' })).toThrow(/Terraform template/);
  });

  test('Alibaba: a literal template sequence in a key or value warns GPUM-TAG-TEMPLATE, once per tag; a token or plain text does not', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const token = new TerraformVariable(stack, 'team', { type: 'string' }).stringValue;
    const tags = { team: '${var.team}', '%{if x}': 'y', owner: token, plain: 'ml $ {x}' };
    checkTagRule(stack, alibabaTagRule('X'), 'tags', tags);
    checkTagRule(stack, alibabaTagRule('X'), 'tags', tags);
    const warnings = collectAdvice(stack).filter((a) => a.id === 'GPUM-TAG-TEMPLATE');
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringContaining('tags.team = "${var.team}" holds a Terraform template sequence'),
      expect.stringContaining('tags.%{if x} = "y" holds a Terraform template sequence'),
    ]);
    expect(warnings[0].message).toContain('pass a token');
  });

  test("Function Compute: the function's tags, passed on to its staging function, warn once", () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      tags: { team: '${var.team}' },
      model: model({ name: 'qwen', size: Size.gibibytes(4), source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) }),
      storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models' }),
    });
    const warnings = collectAdvice(stack).filter((a) => a.id === 'GPUM-TAG-TEMPLATE');
    expect(warnings.map((w) => w.constructPath)).toEqual(['test/fn']);
  });

  test('valid tags and tokens pass', () => {
    expect(check(awsTagRule('X'), { 'team/area': 'ml ops', 'cost-center': '', 'a.b:c=d+e@f': 'x_y' })).not.toThrow();
    expect(check(alibabaTagRule('X'), { team: 'ml ops #1', 'app.kubernetes.io/name': 'x' })).not.toThrow();
    const stack = new TerraformStack(Testing.app(), 'test');
    const token = new TerraformVariable(stack, 'team', { type: 'string' }).stringValue;
    expect(() => checkTagRule(stack, awsTagRule('X'), 'tags', { team: token })).not.toThrow();
  });
});

describe('every construct that takes tags applies its cloud rule, staging constructs included', () => {
  const eksModel = () =>
    new ModelArtifact({
      name: 'llama',
      size: Size.gibibytes(4),
      source: ModelSource.huggingFace('acme/tiny', { revision: 'a'.repeat(40) }),
    });

  test('EKS: node class, workload and staging Job: GPUM-EKS-TAGS with the construct path', () => {
    const bad = { team: '${var.team}' };
    const stack = () => new TerraformStack(Testing.app(), 'test');
    expect(thrown(() => new GpuNodeClass(stack(), 'Gpus', { clusterName: 'demo', tags: bad }))).toMatchObject({
      code: 'GPUM-EKS-TAGS',
      constructPath: 'test/Gpus',
      property: 'tags.team',
    });
    expect(
      thrown(
        () =>
          new EksModelStaging(stack(), 'Stage', {
            model: eksModel(),
            clusterName: 'demo',
            region: 'us-west-2',
            bucketName: 'acme-models',
            tags: bad,
          }),
      ),
    ).toMatchObject({ code: 'GPUM-EKS-TAGS', constructPath: 'test/Stage' });
    const s = stack();
    const nodePool = new GpuNodeClass(s, 'Gpus', { clusterName: 'demo' });
    expect(
      thrown(
        () =>
          new EksGpuWorkload(s, 'Llama', {
            clusterName: 'demo',
            region: 'us-west-2',
            nodePool,
            image: ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`),
            model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(4) }),
            storage: ModelStorage.objectStorageMount(),
            tags: { 'aws:x': 'y' },
          }),
      ),
    ).toMatchObject({ code: 'GPUM-EKS-TAGS', constructPath: 'test/Llama', value: 'aws:x' });
  });

  test('Function Compute: function and staging function: GPUM-FC-TAGS with the construct path', () => {
    expect(thrown(() => gpuFunction(alicloudStack(), { tags: { 'acs:team': 'ml' } }))).toMatchObject({
      code: 'GPUM-FC-TAGS',
      constructPath: 'test/fn',
      value: 'acs:team',
    });
    expect(
      thrown(
        () =>
          new FcModelStaging(alicloudStack(), 'Stage', {
            model: model({ source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) }),
            ossBucketName: 'acme-models',
            tags: { 'aliyun:team': 'x' },
          }),
      ),
    ).toMatchObject({ code: 'GPUM-FC-TAGS', constructPath: 'test/Stage' });
    expect(() => gpuFunction(alicloudStack(), { tags: { team: 'ml', 'cost-center': '42' } })).not.toThrow();
  });
});
