import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
// Deep imports: the package root pulls in jsii-pacmak, which only multi-language builds need.
import { ConstructsMakerProviderTarget, Language, TerraformProviderConstraint } from '@cdktf/commons';
import { TerraformProviderGenerator } from '@cdktf/provider-generator/lib/get/generator/provider-generator';
import { CodeMaker } from 'codemaker';

export const ALICLOUD_SCHEMA_PATH = path.join(__dirname, '..', '..', 'schemas', 'alicloud-provider-schema.json');
export const ALICLOUD_PROVIDER_CONSTRAINT = 'aliyun/alicloud@~> 1.289';

/** Where the generated code imports the framework from, relative to the output root. */
const FRAMEWORK_MODULE_FROM_ROOT = path.join('..', '..', 'core', 'framework');

/**
 * Generates the bindings into `outdir` and returns the number of files written.
 *
 * The generator writes `import * as cdktf from 'cdktf'`; every such import is rewritten to the
 * library's single framework module so that a move to the cdktf fork stays a one-file change.
 */
export async function generateAlicloudBindings(outdir: string): Promise<number> {
  const schema = JSON.parse(fs.readFileSync(ALICLOUD_SCHEMA_PATH, 'utf8'));
  const code = new CodeMaker();
  const generator = new TerraformProviderGenerator(code, schema);
  generator.generate(
    ConstructsMakerProviderTarget.from(new TerraformProviderConstraint(ALICLOUD_PROVIDER_CONSTRAINT), Language.TYPESCRIPT),
  );
  // The generator nests its output under providers/alicloud; the library keeps one flat folder.
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'alicloud-gen-'));
  try {
    await generator.save(staging);
    fs.mkdirSync(path.dirname(outdir), { recursive: true });
    fs.cpSync(path.join(staging, 'providers', 'alicloud'), outdir, { recursive: true });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }

  const files = listFiles(outdir);
  for (const file of files) {
    if (!file.endsWith('.ts')) continue;
    const depth = path.relative(outdir, path.dirname(file)).split(path.sep).filter(Boolean).length;
    const relative = path.posix.join(...Array<string>(depth).fill('..'), ...FRAMEWORK_MODULE_FROM_ROOT.split(path.sep));
    const source = fs.readFileSync(file, 'utf8');
    const rewritten = source.replace(/from 'cdktf';/g, `from '${relative.startsWith('.') ? relative : './' + relative}';`);
    fs.writeFileSync(file, rewritten);
  }
  return files.length;
}

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out.sort();
}
