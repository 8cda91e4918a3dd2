import { ContainerImage } from '../../src/core/container-image';
import { Size } from '../../src/core/size';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';

/*
 * The serving image (ContainerImage.fromRegistry), the same on every platform: a reference outside the
 * distribution/reference grammar, or a compressed size no image has, is refused when the image is made.
 * Limits that depend on the platform (image size, registry region) are in the platforms' tables.
 */

const uri = (klass: InputClass, name: string, text: string): ConstructBadInput => ({
  api: 'ContainerImage.fromRegistry(uri)',
  class: klass,
  name: `image ${name}`,
  build: () => {
    ContainerImage.fromRegistry(text);
  },
  expect: { error: 'GPUM-IMAGE-URI' },
});

const compressed = (klass: InputClass, name: string, compressedSize: Size): ConstructBadInput => ({
  api: 'ContainerImageOptions.compressedSize',
  class: klass,
  name: `compressedSize ${name}`,
  build: () => {
    ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0', { compressedSize });
  },
  expect: { error: 'GPUM-IMAGE-SIZE' },
});

export const ROWS: readonly ConstructBadInput[] = [
  uri(InputClass.EMPTY, '""', ''),
  uri(InputClass.EMPTY, 'of spaces', '   '),
  uri(InputClass.LITERAL, 'with a space', 'registry.example.com/acme/my server:1'),
  uri(InputClass.LITERAL, 'with upper-case repository letters', 'registry.cn-hangzhou.aliyuncs.com/Acme/Server:1.0'),
  uri(InputClass.WRONG_SHAPE, 'as a URL with a scheme', 'https://registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
  uri(InputClass.LITERAL, 'as a Terraform template', '${var.image}'),
  uri(InputClass.LITERAL, 'with a template in its tag', 'registry.example.com/acme/server:%{if x}1%{endif}'),
  uri(InputClass.WRONG_SHAPE, 'with an empty tag', 'registry.example.com/acme/server:'),
  uri(InputClass.WRONG_SHAPE, 'with a short digest', 'registry.example.com/acme/server@sha256:abc'),
  uri(InputClass.OUT_OF_RANGE, 'with a 256-character name', `registry.example.com/${'a'.repeat(236)}:1`),
  compressed(InputClass.OUT_OF_RANGE, '0 bytes', Size.bytes(0)),
  compressed(InputClass.OUT_OF_RANGE, '9 bytes (a unit slip for 9 GB)', Size.bytes(9)),
  compressed(InputClass.WRONG_SHAPE, 'a number (plain JavaScript)', 9e9 as unknown as Size),
];
