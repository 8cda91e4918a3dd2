import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/*
 * Google Cloud project IDs (Resource Manager, "Creating and managing projects"): 6 to 30 characters,
 * lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen. Older
 * domain-scoped projects prefix the ID with their domain (`example.com:my-project`). The ID reaches
 * every resource's `project`, the model bucket's derived name and IAM members; Google refuses any
 * other text at apply, after whatever came before it was created.
 */
const PROJECT_ID = /^(?:[a-z0-9][a-z0-9.-]*\.[a-z]{2,}:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const RULE =
  'a project ID has 6 to 30 lower-case letters, digits and hyphens, starts with a letter and does not end with a hyphen (a domain-scoped one is example.com:my-project)';

/** Why a literal project ID breaks Google's rule, or `undefined` when it follows it. */
export function projectIdProblem(project: string): string | undefined {
  if (typeof project !== 'string') return 'it is not a string';
  if (PROJECT_ID.test(project)) return undefined;
  const id = project.includes(':') ? project.slice(project.lastIndexOf(':') + 1) : project;
  if (id.length === 0) return 'it is empty';
  if (/^projects\//.test(id) || project.includes('/')) return 'it is a resource path, not an ID';
  if (id.length < 6 || id.length > 30) return `it has ${id.length} characters`;
  if (/[A-Z]/.test(id)) return 'it has upper-case letters';
  if (!/^[a-z]/.test(id)) return 'it does not start with a letter';
  if (/-$/.test(id)) return 'it ends with a hyphen';
  return 'it holds characters other than lower-case letters, digits and hyphens';
}

/**
 * Refuses a literal project that is not a Google Cloud project ID (`GPUM-CR-PROJECT`), naming the
 * prop; a project number (all digits) is a warning, since some APIs take it where others need the ID.
 * Tokens pass: they are references, checked at apply.
 */
export function checkProjectId(scope: IConstruct, property: string, project: string | undefined): void {
  if (project === undefined || isUnresolved(project)) return;
  if (typeof project === 'string' && /^\d{6,}$/.test(project)) {
    addWarning(
      scope,
      'GPUM-CR-PROJECT',
      `${property} "${project}" is a project number: Cloud Run and Cloud Storage take it in resource paths, but IAM members, the service account's email and the model bucket's derived name need the project ID. Give the ID (gcloud projects describe ${project} --format="value(projectId)")`,
    );
    return;
  }
  const problem = projectIdProblem(project);
  if (problem === undefined) return;
  const fix = `give the project ID: ${RULE}`;
  throw new ValidationError(
    'GPUM-CR-PROJECT',
    `${property} "${String(project)}" is not a Google Cloud project ID: ${problem}; ${RULE}`,
    scope,
    {
      property,
      value: String(project),
      fix,
    },
  );
}
