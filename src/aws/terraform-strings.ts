/**
 * Escapes Terraform's template sequences (`${`, `%{`) in literal text that is embedded verbatim,
 * such as a user's shell script in node user data, so that Terraform passes `${HOME}` through
 * instead of failing on it. cdktf tokens (`${TfToken[...]}`) are left alone: they become
 * Terraform references on purpose.
 */
export function escapeTerraformTemplates(text: string): string {
  return text.replace(/\$\{(?!TfToken\[)/g, () => '$${').replace(/%\{/g, () => '%%{');
}
