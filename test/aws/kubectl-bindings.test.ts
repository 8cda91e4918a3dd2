import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { generateKubectlBindings, KUBECTL_BINDINGS_DIR, KUBECTL_SCHEMA_PATH } from '../../scripts/lib/kubectl-bindings';
import { listFiles } from '../../scripts/lib/provider-bindings';

describe('generated alekc/kubectl bindings', () => {
  let outdir: string;
  beforeAll(async () => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'kubectl-fresh-'));
    await generateKubectlBindings(outdir);
  });
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  test('the committed bindings match a fresh generation from the committed schema (run `npm run gen:kubectl`)', () => {
    const relative = (dir: string) => listFiles(dir).map((file) => path.relative(dir, file));
    expect(relative(KUBECTL_BINDINGS_DIR)).toEqual(relative(outdir));
    for (const file of relative(outdir)) {
      expect(`${file}:\n${fs.readFileSync(path.join(KUBECTL_BINDINGS_DIR, file), 'utf8')}`).toBe(
        `${file}:\n${fs.readFileSync(path.join(outdir, file), 'utf8')}`,
      );
    }
  });

  test('the schema holds the provider block and kubectl_manifest as the provider source defines them', () => {
    const schema = JSON.parse(fs.readFileSync(KUBECTL_SCHEMA_PATH, 'utf8'));
    const provider = schema.provider_schemas['registry.terraform.io/alekc/kubectl'];
    const manifest = provider.resource_schemas.kubectl_manifest.block;
    expect(manifest.attributes.yaml_body).toMatchObject({ type: 'string', required: true, sensitive: true });
    expect(Object.keys(manifest.attributes)).toEqual(
      expect.arrayContaining([
        'server_side_apply',
        'field_manager',
        'force_conflicts',
        'wait',
        'wait_for_rollout',
        'validate_schema',
        'delete_cascade',
      ]),
    );
    expect(manifest.block_types.wait_for).toMatchObject({ nesting_mode: 'list', max_items: 1 });
    expect(Object.keys(provider.provider.block.attributes)).toEqual(
      expect.arrayContaining(['host', 'token', 'cluster_ca_certificate', 'config_path', 'load_config_file', 'apply_retry_count']),
    );
    expect(provider.provider.block.block_types.exec.block.attributes.api_version.required).toBe(true);
  });

  test('the bindings import the framework through src/core/framework, never cdktf', () => {
    for (const file of listFiles(KUBECTL_BINDINGS_DIR).filter((f) => f.endsWith('.ts'))) {
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(/from 'cdktf'/);
    }
  });
});
