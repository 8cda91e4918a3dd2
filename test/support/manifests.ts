import * as yaml from 'js-yaml';

/** A Kubernetes object as synthesized, with the Terraform resource that applies it. */
export interface SynthesizedManifest {
  /** `kubernetes_manifest` or `kubectl_manifest`. */
  readonly resourceType: string;
  /** The resource's logical ID. */
  readonly logicalId: string;
  /** The object (kubectl's yaml_body parsed back). */
  readonly object: any;
  /** The resource's own attributes. */
  readonly resource: any;
}

/** Every Kubernetes object a synthesized stack applies, through either backend. */
export function manifestsOf(json: any): SynthesizedManifest[] {
  const out: SynthesizedManifest[] = [];
  for (const [logicalId, resource] of Object.entries<any>(json.resource?.kubernetes_manifest ?? {})) {
    out.push({ resourceType: 'kubernetes_manifest', logicalId, object: resource.manifest, resource });
  }
  for (const [logicalId, resource] of Object.entries<any>(json.resource?.kubectl_manifest ?? {})) {
    out.push({ resourceType: 'kubectl_manifest', logicalId, object: yaml.load(quoteInterpolations(resource.yaml_body)), resource });
  }
  return out;
}

/**
 * yaml_body as YAML before Terraform renders it: the double quotes of string literals inside a
 * `${...}` interpolation (`${lower("A")}`) are escaped, so that the YAML double-quoted scalar
 * around it parses back to the interpolation's text. Escaped sequences (`$${`) are not interpolations.
 */
export function quoteInterpolations(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const escaped = body[i - 1] === '$';
    if (!(body.startsWith('${', i) && !escaped)) {
      out += body[i];
      continue;
    }
    let depth = 0;
    let j = i + 1;
    for (; j < body.length; j++) {
      if (body[j] === '{') depth++;
      if (body[j] === '}' && --depth === 0) break;
    }
    out += body.slice(i, j + 1).replace(/(?<!\\)"/g, '\\"');
    i = j;
  }
  return out;
}

/** The one object of a kind (fails when there are none or several). */
export function onlyManifest(json: any, kind: string): SynthesizedManifest {
  const found = manifestsOf(json).filter((m) => m.object?.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
  return found[0];
}

/**
 * The Terraform reference string (`${type.id.attr}`) to one attribute of the only resource (or
 * `data.` source) of a type, among those whose logical ID starts with `idPrefix` when given.
 */
export function referenceTo(json: any, type: string, attribute: string, idPrefix = ''): string {
  const ids = Object.keys(json.resource?.[type] ?? json.data?.[type.replace(/^data\./, '')] ?? {}).filter((id) => id.startsWith(idPrefix));
  if (ids.length !== 1) throw new Error(`expected one ${type}, found ${ids.length}`);
  return `\${${type}.${ids[0]}.${attribute}}`;
}
