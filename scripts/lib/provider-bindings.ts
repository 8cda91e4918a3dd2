import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
// Deep imports: the package root pulls in jsii-pacmak, which only multi-language builds need.
import { ConstructsMakerProviderTarget, Language, TerraformProviderConstraint } from '@cdktf/commons';
import { TerraformProviderGenerator } from '@cdktf/provider-generator/lib/get/generator/provider-generator';
import { CodeMaker } from 'codemaker';

/** The library's one framework module, which generated code imports instead of `cdktf`. */
export const FRAMEWORK_MODULE = path.join(__dirname, '..', '..', 'src', 'core', 'framework');

/** A provider whose bindings are generated offline from a committed schema. */
export interface ProviderBindingsSpec {
  /** `terraform providers schema -json` output (or the same format written from the provider's source). */
  readonly schemaPath: string;
  /** `namespace/name@version-constraint`, for example `aliyun/alicloud@~> 1.289`. */
  readonly constraint: string;
  /**
   * Where the committed bindings live. Framework imports are written relative to it, so that a
   * generation into a scratch folder (the freshness tests) is byte-identical to the committed one.
   */
  readonly bindingsDir: string;
}

/**
 * Generates a provider's bindings into `outdir` (one flat folder) and returns the number of files
 * written. No provider binary and no registry are needed: the generator reads the committed schema.
 *
 * The generator writes `import * as cdktf from 'cdktf'`; every such import is rewritten to the
 * library's single framework module so that a move to the cdktf fork stays a one-file change.
 */
export async function generateProviderBindings(spec: ProviderBindingsSpec, outdir: string): Promise<number> {
  const schema = JSON.parse(fs.readFileSync(spec.schemaPath, 'utf8'));
  const constraint = new TerraformProviderConstraint(spec.constraint);
  const code = new CodeMaker();
  const generator = new TerraformProviderGenerator(code, schema);
  generator.generate(ConstructsMakerProviderTarget.from(constraint, Language.TYPESCRIPT));
  // The generator nests its output under providers/<name>; the library keeps one flat folder.
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), `${constraint.name}-gen-`));
  try {
    await generator.save(staging);
    fs.mkdirSync(path.dirname(outdir), { recursive: true });
    fs.cpSync(path.join(staging, 'providers', constraint.name), outdir, { recursive: true });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }

  const files = listFiles(outdir);
  for (const file of files) {
    if (!file.endsWith('.ts')) continue;
    const committedDir = path.join(spec.bindingsDir, path.relative(outdir, path.dirname(file)));
    const relative = path.relative(committedDir, FRAMEWORK_MODULE).split(path.sep).join('/');
    const source = fs.readFileSync(file, 'utf8');
    const rewritten = source.replace(/from 'cdktf';/g, `from '${relative.startsWith('.') ? relative : './' + relative}';`);
    fs.writeFileSync(file, rewritten);
  }
  return files.length;
}

/** Every file below `dir`, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out.sort();
}
