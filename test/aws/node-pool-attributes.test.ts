import { GpuNodeClass } from '../../src/aws';
import { TOKEN_IN_WORDS } from '../../src/core/contract/numbers';
import { Fn, Token } from '../../src/core/framework';
import { thrown } from '../support/errors';

// A NodePool made elsewhere is described by literal facts: the workload sizes its disks, picks its
// image pull and checks the image cache by them at synth, so a Terraform token cannot stand in.
describe('GpuNodeClass.fromNodePoolAttributes', () => {
  const booleanToken = () => Token.asAny(Fn.tobool('true')) as unknown as boolean;

  test.each(['sociEnabled', 'instanceStoreRaid0', 'restoresImageCache', 'keepsCompressedLayers'] as const)(
    '%s as a Terraform token: refused in words, not taken as true',
    (attribute) => {
      const error = thrown(() => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', [attribute]: booleanToken() }));
      expect(error).toMatchObject({
        code: 'GPUM-EKS-POOL-ATTRIBUTE',
        property: attribute,
        value: TOKEN_IN_WORDS,
        fix: 'give a literal true or false',
      });
      expect(error.message).not.toMatch(/TfToken/);
    },
  );

  test('literal facts are kept as given', () => {
    const pool = GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', sociEnabled: true, instanceStoreRaid0: true });
    expect(pool).toMatchObject({ sociEnabled: true, instanceStoreRaid0: true, keepsCompressedLayers: false });
  });
});
