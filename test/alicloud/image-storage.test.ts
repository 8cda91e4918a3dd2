import { ContainerImage } from '../../src/core/container-image';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { onlyResource, synthJson, warningIds } from '../support/stacks';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';

describe('ModelStorage.containerImage() on Function Compute', () => {
  test('a small model in the image needs no mount, network, bucket or role', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: model({ size: Size.mebibytes(400) }), storage: ModelStorage.containerImage() });
    const json = synthJson(stack);
    expect(Object.keys(json.resource)).toEqual(['alicloud_fcv3_function']);
    const body = onlyResource(json, 'alicloud_fcv3_function').body;
    expect(body.nas_config).toBeUndefined();
    expect(body.oss_mount_config).toBeUndefined();
    expect(body.vpc_config).toBeUndefined();
    expect(body.role).toBeUndefined();
    expect(warningIds(stack)).toEqual([]);
    expect(validateAlicloudResources(json)).toEqual([]);
    expect(json).toMatchSnapshot();
  });

  test('a model above 1 GiB in the image is allowed, with advice to use NAS or OSS', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: model({ size: Size.gibibytes(6) }), storage: ModelStorage.containerImage() });
    expect(warningIds(stack)).toEqual(['GPUM-IMAGE-LARGE-MODEL']);
  });

  test('a model above the 15 GB GPU image limit fails', () => {
    expect(() =>
      gpuFunction(alicloudStack(), { model: model({ size: Size.gigabytes(15.5) }), storage: ModelStorage.containerImage() }),
    ).toThrow(
      /\[GPUM-IMAGE-TOO-LARGE\] test\/fn: the image would be about 14\.44 GiB \(15\.5 GB\) with the 14\.44 GiB model baked in, above Function Compute's 15 GB GPU image limit/,
    );
    expect(
      thrown(() => gpuFunction(alicloudStack(), { model: model({ size: Size.gigabytes(15.5) }), storage: ModelStorage.containerImage() })),
    ).toMatchObject({
      code: 'GPUM-IMAGE-TOO-LARGE',
      property: 'storage',
      value: 'containerImage',
      fix: 'Serve the model from ModelStorage.fileSystem() (Performance NAS) or ModelStorage.objectStorageMount() (OSS), or raise the image quota',
    });
  });

  test('a declared image size above the limit fails with any strategy', () => {
    const image = ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/huge:1', { compressedSize: Size.gigabytes(16) });
    expect(() => gpuFunction(alicloudStack(), { image, model: model(), storage: ModelStorage.objectStorageMount() })).toThrow(
      /GPUM-IMAGE-TOO-LARGE.*16 GB\) compressed/,
    );
    expect(thrown(() => gpuFunction(alicloudStack(), { image, model: model(), storage: ModelStorage.objectStorageMount() }))).toMatchObject(
      {
        code: 'GPUM-IMAGE-TOO-LARGE',
        property: 'image.compressedSize',
        value: String(Size.gigabytes(16)),
        fix: 'Slim the image (keep model files out of it), or raise the image quota',
      },
    );
  });
});
