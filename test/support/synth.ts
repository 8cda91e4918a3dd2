/**
 * The one synth-and-validate helper: a stack synthesized to Terraform JSON, with every resource
 * checked by its provider on the way, so that no test stack emits what a provider or the API
 * server would refuse. There is no `terraform validate` offline; these are its stand-ins:
 *
 * - `alicloud_*`: the provider v1.289.0 schema with its Go validators (`schemas/alicloud-provider-schema-annotated.json`);
 * - `google_*`, `aws_*`, `kubernetes_*`: the schema read from the prebuilt bindings (`schemas/binding-schema.ts`),
 *   with the attributes the library emits beyond them (`schemas/google-extras.ts`);
 * - `kubectl_*`: alekc/kubectl's schema (`schemas/kubectl-provider-schema.json`);
 * - the Kubernetes objects inside `kubernetes_manifest` and `kubectl_manifest`: Karpenter's v1.14.1 CRDs with their CEL
 *   rules (`schemas/karpenter-crd.ts`) and the core API schema (`schemas/kubernetes-core.ts`).
 *
 * A resource type none of them covers is a problem too: a new provider gets a validator here first.
 */
import * as path from 'path';
import { TerraformStack, Testing } from '../../src/core/framework';
import { manifestsOf } from './manifests';
import { bindingProvider, validateStack as validateBindings } from './schemas/binding-schema';
import { EXTRAS } from './schemas/google-extras';
import { KARPENTER_CRDS, karpenterViolations, resolveReferences } from './schemas/karpenter-crd';
import { CORE_KINDS, kubernetesViolations } from './schemas/kubernetes-core';
import { loadResourceSchemas, SchemaBlock, validateStack as validateAgainstSchema } from './schemas/terraform-schema';

const SCHEMAS = path.join(__dirname, '..', '..', 'schemas');

/** Provider schemas in `terraform providers schema -json` form, by type prefix, loaded on first use. */
const SCHEMA_FILES: Record<string, { file: string; address: string }> = {
  alicloud_: { file: 'alicloud-provider-schema-annotated.json', address: 'registry.terraform.io/aliyun/alicloud' },
  kubectl_: { file: 'kubectl-provider-schema.json', address: 'registry.terraform.io/alekc/kubectl' },
};
const loaded = new Map<string, Record<string, SchemaBlock>>();

function schemaFor(prefix: string): Record<string, SchemaBlock> {
  let schemas = loaded.get(prefix);
  if (!schemas) {
    const { file, address } = SCHEMA_FILES[prefix];
    schemas = loadResourceSchemas(path.join(SCHEMAS, file), address);
    loaded.set(prefix, schemas);
  }
  return schemas;
}

/** Problems with the stack's resources of one schema-file provider (`alicloud_`, `kubectl_`). */
export function validateWithProviderSchema(stackJson: any, prefix: 'alicloud_' | 'kubectl_'): string[] {
  return validateAgainstSchema(stackJson, schemaFor(prefix), prefix);
}

/** Problems with the Kubernetes objects a stack applies (either backend), against their API schemas. */
export function validateManifests(stackJson: any): string[] {
  const problems: string[] = [];
  for (const manifest of manifestsOf(stackJson)) {
    const object = resolveReferences(manifest.object);
    const where = `${manifest.resourceType}.${manifest.logicalId} (${object?.kind})`;
    const violations =
      object?.kind in KARPENTER_CRDS
        ? karpenterViolations(object)
        : CORE_KINDS.includes(object?.kind)
          ? kubernetesViolations(object)
          : [`no schema for kind ${object?.kind}: add it to test/support/schemas/kubernetes-core.ts`];
    problems.push(...violations.map((v) => `${where}: ${v}`));
  }
  return problems;
}

/** Every problem with every resource (and data source) of a synthesized stack, each checked by its provider. */
export function validateResources(stackJson: any): string[] {
  const problems: string[] = [];
  const types = [...Object.keys(stackJson.resource ?? {}), ...Object.keys(stackJson.data ?? {})];
  for (const type of new Set(types)) {
    if (!bindingProvider(type) && !Object.keys(SCHEMA_FILES).some((prefix) => type.startsWith(prefix)))
      problems.push(`${type}: no validator for this provider in test/support/synth.ts`);
  }
  for (const prefix of Object.keys(SCHEMA_FILES))
    problems.push(...validateWithProviderSchema(stackJson, prefix as 'alicloud_' | 'kubectl_'));
  problems.push(...validateBindings(stackJson, EXTRAS).map((p) => `${p.path} ${p.problem}`));
  problems.push(...validateManifests(stackJson));
  return problems;
}

/**
 * The stack synthesized and parsed (snapshots of parsed JSON survive formatting changes). Throws,
 * listing every problem, when a resource does not fit its provider's schema.
 */
export function synthJson(stack: TerraformStack): any {
  const json = JSON.parse(Testing.synth(stack));
  const problems = validateResources(json);
  if (problems.length > 0) throw new Error(`the stack does not fit its providers' schemas:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return json;
}
