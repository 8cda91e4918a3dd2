import * as path from 'path';
import { generateProviderBindings } from './provider-bindings';

/**
 * The alekc/kubectl provider's schema (provider block and `kubectl_manifest`), written in
 * `terraform providers schema -json` format from the provider's source: `kubernetes/provider.go`
 * and `kubernetes/resource_kubectl_manifest.go` (terraform-plugin-sdk v2 half of the v2.x provider).
 */
export const KUBECTL_SCHEMA_PATH = path.join(__dirname, '..', '..', 'schemas', 'kubectl-provider-schema.json');
export const KUBECTL_PROVIDER_CONSTRAINT = 'alekc/kubectl@~> 2.4';
/** Where the bindings live: only the EKS platform applies manifests. */
export const KUBECTL_BINDINGS_DIR = path.join(__dirname, '..', '..', 'src', 'aws', 'generated', 'kubectl');

/** Generates the kubectl bindings into `outdir` and returns the number of files written. */
export function generateKubectlBindings(outdir: string): Promise<number> {
  return generateProviderBindings(
    { schemaPath: KUBECTL_SCHEMA_PATH, constraint: KUBECTL_PROVIDER_CONSTRAINT, bindingsDir: KUBECTL_BINDINGS_DIR },
    outdir,
  );
}
