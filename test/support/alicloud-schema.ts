import * as path from 'path';
import { loadResourceSchemas, SchemaBlock, validateStack } from './terraform-schema';

let schemas: Record<string, SchemaBlock> | undefined;

/** Problems with the stack's alicloud resources, against the provider v1.289.0 schema and validators. */
export function validateAlicloudResources(stackJson: any): string[] {
  schemas ??= loadResourceSchemas(
    path.join(__dirname, '..', '..', 'schemas', 'alicloud-provider-schema-annotated.json'),
    'registry.terraform.io/aliyun/alicloud',
  );
  return validateStack(stackJson, schemas, 'alicloud_');
}
