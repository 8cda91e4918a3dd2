import { IConstruct } from 'constructs';
import { imageReferenceProblem } from '../core/contract/image-reference';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/**
 * An image reference a kubelet can pull (`registry/repository:tag`, `…@sha256:<digest>`), checked
 * against the distribution/reference grammar (the core contract's) unless it is a Terraform token.
 */
export function checkImageReference(scope: IConstruct, property: string, image: string, code = 'GPUM-EKS-PAUSE-IMAGE'): void {
  if (isUnresolved(image)) return;
  const problem = imageReferenceProblem(image);
  if (problem) {
    throw new ValidationError(code, `${property} "${image}" ${problem}`, scope, {
      property,
      value: String(image),
      fix: 'Give registry/repository:tag or registry/repository@sha256:<digest>, for example 123456789012.dkr.ecr.us-west-2.amazonaws.com/pause:3.10',
    });
  }
}
