import { validateWithProviderSchema } from './synth';

/** Problems with the stack's alicloud resources, against the provider v1.289.0 schema and validators. */
export function validateAlicloudResources(stackJson: any): string[] {
  return validateWithProviderSchema(stackJson, 'alicloud_');
}
