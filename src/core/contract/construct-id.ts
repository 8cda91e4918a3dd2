import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';

/**
 * The construct ID of a platform construct, checked before the construct is made (pass the result
 * to `super`): an empty ID is only the root's, and a Terraform template sequence (`${`, `%{`) reaches
 * the construct path, which the library writes into output descriptions and resource descriptions,
 * where Terraform refuses templates. The error names the parent's path.
 *
 * @param code the platform's error ID (`GPUM-CR-CONSTRUCT-ID`)
 * @param templateEffect what a template sequence in the ID does on the platform, for the message
 * (where the platform writes no path into a description, the sequence is taken literally)
 */
export function checkConstructId(
  scope: IConstruct,
  id: string,
  code: string,
  templateEffect = 'reaches descriptions where Terraform refuses templates',
): string {
  const problem =
    typeof id !== 'string'
      ? 'is not a string'
      : id.length === 0
        ? 'is empty (only the app has an empty ID)'
        : /[$%]\{/.test(id)
          ? `holds a Terraform template sequence ("\${" or "%{"), which ${templateEffect}`
          : undefined;
  if (problem === undefined) return id;
  const fix = 'give a literal ID of letters, digits, "-" and "_", such as "Llm"';
  throw new ValidationError(
    code,
    `construct ID ${JSON.stringify(String(id))} under ${scope.node.path || 'the app'} ${problem}: ${fix}`,
    scope,
    {
      property: 'id',
      value: String(id),
      fix,
    },
  );
}
