/*
 * A container image reference, in the grammar of distribution/reference (the format Docker, containerd,
 * the kubelet, Cloud Run and Function Compute parse):
 *   reference := name [ ":" tag ] [ "@" digest ]; name := [domain "/"] path-component ["/" path-component]*
 *   path-component := [a-z0-9]+ (separator [a-z0-9]+)*; separator := [_.] | "__" | "-"+
 *   tag := [\w][\w.-]{0,127}; digest := algorithm ":" hex{32,}; a name is at most 255 characters.
 * https://github.com/distribution/reference/blob/v0.6.0/reference.go (grammar), regexp.go (patterns),
 * NameTotalLengthMax = 255.
 */
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const DOMAIN = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?`;
const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^(${NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const NAME_MAX = 255;

/**
 * Why a literal image reference is not one (`is empty`, `is a URL`, …), or undefined when it is. The
 * caller skips Terraform tokens: a registry resource's URL is known only at apply.
 */
export function imageReferenceProblem(image: unknown): string | undefined {
  if (typeof image !== 'string') return 'is not a string';
  if (image.trim().length === 0) return 'is empty';
  if (/\s/.test(image)) return 'holds whitespace';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(image)) return 'is a URL (an image reference has no scheme)';
  if (/[$%]\{/.test(image)) return 'holds a Terraform template sequence ("${" or "%{"), which reaches the resource as text';
  const match = REFERENCE.exec(image);
  if (!match) {
    const path = image
      .split('@')[0]
      .replace(/:[^/]*$/, '')
      .split('/')
      .slice(image.includes('/') ? 1 : 0);
    return path.some((component) => /[A-Z]/.test(component))
      ? 'has upper-case letters in its repository path, which registries refuse'
      : 'is not an image reference';
  }
  if (match[1].length > NAME_MAX) return `has a name of ${match[1].length} characters (at most ${NAME_MAX})`;
  return undefined;
}

/** The tag and digest of a literal image reference that {@link imageReferenceProblem} accepts. */
export function imageReferenceParts(image: string): { readonly tag?: string; readonly digest?: string } {
  const match = REFERENCE.exec(image);
  return { tag: match?.[2], digest: match?.[3] };
}
