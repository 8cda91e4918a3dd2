import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/*
 * The staging job's image, as Cloud Run's `containers.image` takes it: a registry reference in the
 * distribution reference grammar (`[host[:port]/]path[:tag][@sha256:<digest>]`), lower-case path
 * components. Not a URL, not empty, no Terraform template.
 */
const DOMAIN = '(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*(?::[0-9]+)?/)?';
const COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const REFERENCE = new RegExp(`^${DOMAIN}${COMPONENT}(?:/${COMPONENT})*(?::([\\w][\\w.-]{0,127}))?(?:@(sha256:[a-f0-9]{64}))?$`);

/**
 * Refuses a staging image that is not an image reference (`GPUM-CR-STAGING-IMAGE`), and warns on a
 * mutable one (no tag, or `latest`): the job's fingerprint covers the program and the source, not
 * the image, so the same staging could run on another Node.js at its next execution.
 */
export function checkStagingImage(scope: IConstruct, image: string | undefined): void {
  if (image === undefined || isUnresolved(image)) return;
  const fix =
    'give registry/repository:tag or registry/repository@sha256:<digest>, for example docker.io/library/node:22.17.0-bookworm-slim';
  const match = typeof image === 'string' ? REFERENCE.exec(image) : null;
  if (!match) {
    const why =
      typeof image !== 'string' || image.trim().length === 0
        ? 'is empty'
        : /^[a-z][a-z0-9+.-]*:\/\//i.test(image)
          ? 'is a URL'
          : /[$%]\{/.test(image)
            ? 'holds a Terraform template'
            : 'is not an image reference';
    throw new ValidationError('GPUM-CR-STAGING-IMAGE', `staging image ${JSON.stringify(String(image))} ${why}: ${fix}`, scope, {
      property: 'image',
      value: String(image),
      fix,
    });
  }
  const [, tag, digest] = match;
  if (digest === undefined && (tag === undefined || tag === 'latest')) {
    addWarning(
      scope,
      'GPUM-CR-STAGING-IMAGE',
      `staging image "${image}" ${tag === undefined ? 'has no tag (Docker takes latest)' : 'is tagged latest'}: a mutable tag can point at another image at the next execution, with another Node.js under the same staging program. Pin a version tag or a digest (${fix.replace(/^give /, '')})`,
    );
  }
}
