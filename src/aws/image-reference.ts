import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

// The grammar of distribution/reference (the reference format containerd and kubelet parse).
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const DOMAIN = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?`;
const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^(${NAME})(?::${TAG})?(?:@${DIGEST})?$`);

/**
 * An image reference a kubelet can pull (`registry/repository:tag`, `…@sha256:<digest>`), checked
 * against the distribution/reference grammar unless it is a Terraform token.
 */
export function checkImageReference(scope: IConstruct, property: string, image: string, code = 'GPUM-EKS-PAUSE-IMAGE'): void {
  if (isUnresolved(image)) return;
  const match = REFERENCE.exec(image);
  if (!match || match[1].length > 255) {
    throw new ValidationError(code, `${property} "${image}" is not an image reference`, scope, {
      property,
      value: image,
      fix: 'Give registry/repository:tag or registry/repository@sha256:<digest>, for example 123456789012.dkr.ecr.us-west-2.amazonaws.com/pause:3.10',
    });
  }
}
