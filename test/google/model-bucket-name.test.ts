import { createHash } from 'crypto';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { collectAdvice } from '../../src/core/advice';
import { TerraformVariable } from '../../src/core/framework';
import { ContainerImage } from '../../src/core/container-image';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { CloudRunGpuWorkload } from '../../src/google';
import { newStack, onlyResource, synthJson, warningIds } from '../support/stacks';

function bucketName(project: string | undefined): { name: string; warnings: string[] } {
  const stack = newStack();
  new GoogleProvider(stack, 'google', { project, region: 'us-central1' });
  new CloudRunGpuWorkload(stack, 'Llama', {
    region: 'us-central1',
    image: ContainerImage.fromRegistry('us-docker.pkg.dev/p/r/i:1'),
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
    storage: ModelStorage.objectStorageMount(),
  });
  return { name: onlyResource(synthJson(stack), 'google_storage_bucket').body.name, warnings: warningIds(stack) };
}

describe('a new Cloud Storage bucket name', () => {
  test('is named in the upload advice, not a placeholder: it is known at synth', () => {
    const stack = newStack();
    new GoogleProvider(stack, 'google', { project: 'team-a-ml', region: 'us-central1' });
    new CloudRunGpuWorkload(stack, 'Llama', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/p/r/i:1'),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
      storage: ModelStorage.objectStorageMount(),
    });
    const name = onlyResource(synthJson(stack), 'google_storage_bucket').body.name;
    const upload = collectAdvice(stack).find((a) => a.id === 'GPUM-CR-UPLOAD-MODEL')!;
    expect(upload.message).toContain(`gs://${name}/models/llama`);
    expect(upload.message).not.toContain('<ModelBucket>');
  });

  test('differs between projects deploying the same code, since bucket names are global', () => {
    const a = bucketName('team-a-ml');
    const b = bucketName('team-b-ml');
    expect(a.name).toMatch(/^llama-models-[0-9a-f]{8}$/);
    expect(a.name).not.toBe(b.name);
    expect(bucketName('team-a-ml').name).toBe(a.name);
    expect(a.warnings).not.toContain('GPUM-CR-BUCKET-NAME');
  });

  test('warns when no project is known at synth', () => {
    expect(bucketName(undefined).warnings).toContain('GPUM-CR-BUCKET-NAME');
  });
});

/*
 * Following GPUM-CR-BUCKET-NAME must not rename the bucket: a project that moves from a literal to a
 * Terraform variable gives the same name, hashed by Terraform instead of at synth.
 */
describe('a new bucket name with the project as a Terraform variable', () => {
  /** The name with the project (the workload's or the provider's) as a variable, and the variable's address. */
  function withVariable(where: 'workload' | 'provider'): { name: string; warnings: string[] } {
    const stack = newStack();
    const project = new TerraformVariable(stack, 'project', { type: 'string' }).stringValue;
    new GoogleProvider(stack, 'google', { project: where === 'provider' ? project : 'admin-project', region: 'us-central1' });
    new CloudRunGpuWorkload(stack, 'Llama', {
      region: 'us-central1',
      project: where === 'workload' ? project : undefined,
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/p/r/i:1'),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
      storage: ModelStorage.objectStorageMount(),
    });
    return { name: onlyResource(synthJson(stack), 'google_storage_bucket').body.name, warnings: warningIds(stack) };
  }

  /** What Terraform makes of the name for a value of var.project (sha256 and substr, as Terraform defines them). */
  function evaluate(name: string, project: string): string {
    const match = /^(.*)\$\{substr\(sha256\("\$\{var\.project\}(\/[^"]*)"\), 0, 8\)\}$/.exec(name);
    if (!match) throw new Error(`not a hashed name: ${name}`);
    return `${match[1]}${createHash('sha256').update(`${project}${match[2]}`).digest('hex').slice(0, 8)}`;
  }

  test.each(['workload', 'provider'] as const)(
    "the %s's project: Terraform computes the name the literal gives, without a warning",
    (where) => {
      const variable = withVariable(where);
      expect(variable.name).toBe('llama-models-${substr(sha256("${var.project}/test/Llama"), 0, 8)}');
      expect(evaluate(variable.name, 'team-a-ml')).toBe(bucketName('team-a-ml').name);
      expect(evaluate(variable.name, 'team-b-ml')).toBe(bucketName('team-b-ml').name);
      expect(variable.warnings).not.toContain('GPUM-CR-BUCKET-NAME');
    },
  );

  test("today's literal names are kept (the release 0.1 examples' names are pinned by test/examples)", () => {
    expect(bucketName('acme-ml').name).toBe(`llama-models-${createHash('sha256').update('acme-ml/test/Llama').digest('hex').slice(0, 8)}`);
  });

  test('the warning without a project says that giving one later changes the name', () => {
    const stack = newStack();
    new GoogleProvider(stack, 'google', { region: 'us-central1' });
    new CloudRunGpuWorkload(stack, 'Llama', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/p/r/i:1'),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
      storage: ModelStorage.objectStorageMount(),
    });
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-BUCKET-NAME')?.message).toMatch(
      /as a literal or a variable; that changes the name, so do it before the first deploy/,
    );
  });

  test("the CHANGELOG's path to keep a 0.1 name: set it through the escape hatch, and every reference follows", () => {
    const stack = newStack();
    new GoogleProvider(stack, 'google', { project: new TerraformVariable(stack, 'project', { type: 'string' }).stringValue });
    const workload = new CloudRunGpuWorkload(stack, 'Llama', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/p/r/i:1'),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
      storage: ModelStorage.objectStorageMount(),
    });
    workload.modelBucket!.name = 'llama-models-0123abcd';
    const json = synthJson(stack);
    expect(onlyResource(json, 'google_storage_bucket').body.name).toBe('llama-models-0123abcd');
    expect(onlyResource(json, 'google_storage_bucket_iam_member').body.bucket).toMatch(/^\$\{google_storage_bucket\.[^.]+\.name\}$/);
  });
});
