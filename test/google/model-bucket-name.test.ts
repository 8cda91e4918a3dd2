import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
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
