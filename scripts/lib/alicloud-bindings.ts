import * as path from 'path';
import { generateProviderBindings, listFiles } from './provider-bindings';

export { listFiles };

export const ALICLOUD_SCHEMA_PATH = path.join(__dirname, '..', '..', 'schemas', 'alicloud-provider-schema.json');
export const ALICLOUD_PROVIDER_CONSTRAINT = 'aliyun/alicloud@~> 1.289';
export const ALICLOUD_BINDINGS_DIR = path.join(__dirname, '..', '..', 'src', 'alicloud', 'generated');

/** Generates the alicloud bindings into `outdir` and returns the number of files written. */
export function generateAlicloudBindings(outdir: string): Promise<number> {
  return generateProviderBindings(
    { schemaPath: ALICLOUD_SCHEMA_PATH, constraint: ALICLOUD_PROVIDER_CONSTRAINT, bindingsDir: ALICLOUD_BINDINGS_DIR },
    outdir,
  );
}
