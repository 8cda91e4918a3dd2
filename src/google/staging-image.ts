import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { imageReferenceParts, imageReferenceProblem } from '../core/contract/image-reference';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/*
 * The staging job's image, as Cloud Run's `containers.image` takes it: a registry reference in the
 * distribution reference grammar (the core contract's, `[host[:port]/]path[:tag][@digest]`), lower-case
 * path components. Not a URL, not empty, no Terraform template.
 */

/**
 * Refuses a staging image that is not an image reference (`GPUM-CR-STAGING-IMAGE`), and warns on a
 * mutable one (no tag, or `latest`): the job's fingerprint covers the program and the source, not
 * the image, so the same staging could run on another Node.js at its next execution.
 */
export function checkStagingImage(scope: IConstruct, image: string | undefined): void {
  if (image === undefined || isUnresolved(image)) return;
  const fix =
    'give registry/repository:tag or registry/repository@sha256:<digest>, for example docker.io/library/node:22.17.0-bookworm-slim';
  const why = imageReferenceProblem(image);
  if (why) {
    throw new ValidationError('GPUM-CR-STAGING-IMAGE', `staging image ${JSON.stringify(String(image))} ${why}: ${fix}`, scope, {
      property: 'image',
      value: String(image),
      fix,
    });
  }
  const { tag, digest } = imageReferenceParts(image);
  if (digest === undefined && (tag === undefined || tag === 'latest')) {
    addWarning(
      scope,
      'GPUM-CR-STAGING-IMAGE',
      `staging image "${image}" ${tag === undefined ? 'has no tag (Docker takes latest)' : 'is tagged latest'}: a mutable tag can point at another image at the next execution, with another Node.js under the same staging program. Pin a version tag or a digest (${fix.replace(/^give /, '')})`,
    );
  }
}
