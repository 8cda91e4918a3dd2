/**
 * Adds (or refreshes) one alicloud resource in the committed provider schema from the provider's Go
 * source, for a resource the schema did not have. The Go file must be the one of the provider
 * version the schema is (aliyun/terraform-provider-alicloud v1.289.0); the commit is recorded in the
 * resource's `x_go.source` in the annotated schema.
 *
 *   git -C <provider checkout> show v1.289.0:alicloud/resource_alicloud_oss_bucket_replication.go > /tmp/r.go
 *   npm run gen:alicloud-schema -- /tmp/r.go --commit <sha of v1.289.0> [--type alicloud_x] [--func resourceX]
 *   npm run gen:alicloud       # then regenerate the bindings from the schema
 *
 * `--verify <provider checkout at v1.289.0>` re-extracts every committed resource from its `go_file`
 * and prints the ones whose entry differs: the check that this extractor writes what the schema holds.
 *
 * Writes schemas/alicloud-provider-schema-annotated.json and, from it, the plain
 * schemas/alicloud-provider-schema.json (the same without `x_go`, `go_file` and `go_func`).
 */
import * as fs from 'fs';
import * as path from 'path';
import { extractResourceSchema, plainSchema } from './lib/go-schema';

const SCHEMAS = path.join(__dirname, '..', 'schemas');
const ANNOTATED = path.join(SCHEMAS, 'alicloud-provider-schema-annotated.json');
const PLAIN = path.join(SCHEMAS, 'alicloud-provider-schema.json');
const ADDRESS = 'registry.terraform.io/aliyun/alicloud';
const REPOSITORY = 'aliyun/terraform-provider-alicloud';
const TAG = 'v1.289.0';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function verify(checkout: string): number {
  const schema = JSON.parse(fs.readFileSync(ANNOTATED, 'utf8'));
  let differing = 0;
  for (const [type, entry] of Object.entries<any>(schema.provider_schemas[ADDRESS].resource_schemas)) {
    const committed = { ...entry };
    delete committed.x_go;
    try {
      const source = fs.readFileSync(path.join(checkout, 'alicloud', entry.go_file), 'utf8');
      const fresh = extractResourceSchema(source, entry.go_file, entry.go_func);
      if (JSON.stringify(fresh) === JSON.stringify(committed)) {
        console.log(`${type}: same`);
        continue;
      }
      console.log(`${type}: differs`);
      if (process.env.VERIFY_DIFF) console.log(JSON.stringify({ fresh, committed }));
    } catch (err) {
      console.log(`${type}: not extracted: ${(err as Error).message}`);
    }
    differing++;
  }
  return differing;
}

function main(): void {
  const args = process.argv.slice(2);
  const checkout = option(args, '--verify');
  if (checkout !== undefined) {
    process.exitCode = verify(checkout) === 0 ? 0 : 1;
    return;
  }
  const commit = option(args, '--commit');
  const funcName = option(args, '--func');
  let type = option(args, '--type');
  const [goFile] = args;
  if (!goFile || !commit || !/^[0-9a-f]{40}$/.test(commit)) {
    throw new Error(
      'usage: gen-alicloud-schema <go file> --commit <40-hex commit of the provider version> [--type <type>] [--func <name>]',
    );
  }
  const fileName = path.basename(goFile);
  type ??= /^resource_(alicloud_\w+)\.go$/.exec(fileName)?.[1];
  if (!type) throw new Error(`cannot tell the resource type from ${fileName}: give --type`);
  const entry = extractResourceSchema(fs.readFileSync(goFile, 'utf8'), fileName, funcName);
  const annotated = JSON.parse(fs.readFileSync(ANNOTATED, 'utf8'));
  const resources = annotated.provider_schemas[ADDRESS].resource_schemas;
  resources[type] = { ...entry, x_go: { source: `${REPOSITORY}@${TAG} (${commit}) alicloud/${fileName}` } };
  annotated.provider_schemas[ADDRESS].resource_schemas = Object.fromEntries(
    Object.keys(resources)
      .sort()
      .map((k) => [k, resources[k]]),
  );
  fs.writeFileSync(ANNOTATED, JSON.stringify(annotated, null, 2));
  fs.writeFileSync(PLAIN, JSON.stringify(plainSchema(annotated), null, 2));
  console.log(`${type}: written to ${path.relative(process.cwd(), ANNOTATED)} and ${path.relative(process.cwd(), PLAIN)}`);
}

main();
