/**
 * Regenerates the alekc/kubectl provider bindings under src/aws/generated/kubectl from the committed
 * schema (schemas/kubectl-provider-schema.json).
 *
 * No prebuilt kubectl binding exists and `cdktf get` needs the provider binary and the Terraform
 * registry, so the bindings are generated offline with @cdktf/provider-generator.
 *
 * Usage: npm run gen:kubectl [-- <outdir>]
 */
import * as fs from 'fs';
import * as path from 'path';
import { generateKubectlBindings, KUBECTL_BINDINGS_DIR } from './lib/kubectl-bindings';

async function main(): Promise<void> {
  const outdir = path.resolve(process.argv[2] ?? KUBECTL_BINDINGS_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const files = await generateKubectlBindings(outdir);
  console.log(`generated ${files} files into ${path.relative(process.cwd(), outdir) || '.'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
