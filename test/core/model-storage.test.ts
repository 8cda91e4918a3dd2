import { ContainerImage } from '../../src/core/container-image';
import { ValidationError } from '../../src/core/errors';
import { ModelStorage, ModelStorageKind, rejectUnsupportedOptions } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { collectAdvice } from '../../src/core/advice';
import { thrown } from '../support/errors';
import { newStack, warningIds } from '../support/stacks';

const target = { platformName: 'Test Cloud', supportedKinds: [ModelStorageKind.CONTAINER_IMAGE, ModelStorageKind.INTERNET] };

describe('ModelStorage', () => {
  test('each factory binds to its kind and its own options', () => {
    const stack = newStack();
    const config = ModelStorage.containerImage({ prePull: true }).bind(stack, target);
    expect(config).toEqual({ kind: ModelStorageKind.CONTAINER_IMAGE, containerImage: { prePull: true } });
    expect(ModelStorage.nas().kind).toBe(ModelStorageKind.FILE_SYSTEM);
    expect(ModelStorage.fileSystem().kind).toBe(ModelStorageKind.FILE_SYSTEM);
    expect(ModelStorage.objectStorageMount().kind).toBe(ModelStorageKind.OBJECT_STORAGE_MOUNT);
    expect(ModelStorage.downloadAtStart().kind).toBe(ModelStorageKind.DOWNLOAD_AT_START);
  });

  test('fails for a strategy the platform does not offer, listing the ones it does', () => {
    const stack = newStack();
    let error: unknown;
    try {
      ModelStorage.fileSystem().bind(stack, target);
    } catch (e) {
      error = e;
    }
    expect(ValidationError.isValidationError(error)).toBe(true);
    expect((error as ValidationError).code).toBe('GPUM-STORAGE-UNSUPPORTED');
    expect((error as Error).message).toBe(
      '[GPUM-STORAGE-UNSUPPORTED] test: Test Cloud does not offer ModelStorage.fileSystem(). Use one of: ModelStorage.containerImage(), ModelStorage.internet()',
    );
    expect(error).toMatchObject({
      property: 'storage',
      value: 'fileSystem',
      fix: 'Use one of: ModelStorage.containerImage(), ModelStorage.internet()',
    });
  });

  test('allows the internet with a warning, and checks the URL', () => {
    const stack = newStack();
    ModelStorage.internet({ url: 'https://huggingface.co/org/model' }).bind(stack, target);
    expect(warningIds(stack)).toEqual(['GPUM-INTERNET-MODEL']);
    expect(() => ModelStorage.internet({ url: 'hf://org/model' })).toThrow(/GPUM-INTERNET-URL.*"hf:\/\/org\/model"/);
    expect(thrown(() => ModelStorage.internet({ url: 'hf://org/model' }))).toMatchObject({
      code: 'GPUM-INTERNET-URL',
      property: 'url',
      value: 'hf://org/model',
      fix: "give the model's address, for example https://huggingface.co/org/model",
    });
  });

  test('a recommended strategy says why at bind', () => {
    const stack = newStack();
    const storage = ModelStorage.fromRecommendation(ModelStorage.containerImage(), {
      summary: 'the image.',
      reasons: ['small', 'rarely changes'],
    });
    expect(storage.kind).toBe(ModelStorageKind.CONTAINER_IMAGE);
    storage.bind(stack, target);
    expect(collectAdvice(stack)).toEqual([
      expect.objectContaining({ level: 'info', id: 'GPUM-STORAGE-RECOMMENDED', message: expect.stringContaining('small; rarely changes') }),
    ]);
  });

  test('rejectUnsupportedOptions names what a platform would drop', () => {
    const stack = newStack();
    expect(() =>
      rejectUnsupportedOptions(
        stack,
        'Test Cloud',
        ModelStorageKind.OBJECT_STORAGE_MOUNT,
        { bucketName: 'b', fileCache: { size: Size.gibibytes(1) } },
        ['bucketName'],
      ),
    ).toThrow(/GPUM-STORAGE-OPTION-UNSUPPORTED.*"fileCache".*honours: bucketName/);
    expect(
      thrown(() =>
        rejectUnsupportedOptions(
          stack,
          'Test Cloud',
          ModelStorageKind.OBJECT_STORAGE_MOUNT,
          { bucketName: 'b', fileCache: { size: Size.gibibytes(1) }, mountOptions: ['ro'] },
          ['bucketName'],
        ),
      ),
    ).toMatchObject({
      code: 'GPUM-STORAGE-OPTION-UNSUPPORTED',
      property: 'storage.fileCache, storage.mountOptions',
      fix: 'Remove them; this platform honours: bucketName',
    });
    expect(() =>
      rejectUnsupportedOptions(stack, 'Test Cloud', ModelStorageKind.OBJECT_STORAGE_MOUNT, { bucketName: 'b', fileCache: undefined }, [
        'bucketName',
      ]),
    ).not.toThrow();
  });
});

describe('ContainerImage', () => {
  test('knows its digest and registry', () => {
    const pinned = ContainerImage.fromRegistry(`registry.cn-hangzhou.aliyuncs.com/acme/sd@sha256:${'a'.repeat(64)}`);
    expect(pinned.digest).toBe(`sha256:${'a'.repeat(64)}`);
    expect(pinned.registry).toBe('registry.cn-hangzhou.aliyuncs.com');
    const hub = ContainerImage.fromRegistry('vllm/vllm-openai:latest', { compressedSize: Size.gigabytes(9) });
    expect(hub.digest).toBeUndefined();
    expect(hub.registry).toBeUndefined();
    expect(hub.compressedSize?.toGigabytes()).toBe(9);
  });

  test('fails on a reference with spaces', () => {
    expect(() => ContainerImage.fromRegistry('my image')).toThrow(/GPUM-IMAGE-URI/);
    expect(thrown(() => ContainerImage.fromRegistry('my image'))).toMatchObject({
      code: 'GPUM-IMAGE-URI',
      property: 'uri',
      value: 'my image',
      fix: 'use registry/repository:tag or registry/repository@sha256:<digest>',
    });
  });
});
