/**
 * Regenerates the alicloud provider bindings under src/alicloud/generated from the committed
 * provider schema (schemas/alicloud-provider-schema.json, aliyun/alicloud v1.289.0). A resource the
 * schema lacks is added from the provider's Go source first: `npm run gen:alicloud-schema` (scripts/gen-alicloud-schema.ts).
 *
 * No prebuilt alicloud binding exists and `cdktf get` needs the provider binary and the
 * Terraform registry, so the bindings are generated offline with @cdktf/provider-generator.
 *
 * Usage: npm run gen:alicloud [-- <outdir>]
 */
import * as fs from 'fs';
import * as path from 'path';
import { generateAlicloudBindings } from './lib/alicloud-bindings';

async function main(): Promise<void> {
  const outdir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'src', 'alicloud', 'generated'));
  fs.rmSync(outdir, { recursive: true, force: true });
  const files = await generateAlicloudBindings(outdir);
  console.log(`generated ${files} files into ${path.relative(process.cwd(), outdir) || '.'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
