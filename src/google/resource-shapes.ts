import { IConstruct } from 'constructs';
import { checkLocation } from '../core/contract';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';
import { CLOUD_RUN_LOCATION } from './contract';
import { checkProjectId } from './project-id';

/*
 * The shapes of the Compute Engine names and IDs a Cloud Run workload is given: networks,
 * subnetworks, network tags and the name prefixes the bind() methods name resources with. Tokens
 * pass (references, checked at apply); a literal Google would refuse is an error at synth, naming
 * the prop and the shape it needs.
 */

/** A Compute Engine resource name (RFC 1035): 1 to 63 lower-case letters, digits and hyphens, starting with a letter. */
const NAME = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;
const NAME_RULE = '1 to 63 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen';
const URL_PREFIX = '(?:https://(?:www|compute)\\.googleapis\\.com/compute/(?:v1|beta)/)?';
const NETWORK_PATH = new RegExp(`^${URL_PREFIX}projects/([^/]+)/global/networks/([^/]+)$`);
const SUBNETWORK_PATH = new RegExp(`^${URL_PREFIX}projects/([^/]+)/regions/([^/]+)/subnetworks/([^/]+)$`);

/** What a network reference is given as, for the message. */
type Kind = 'network' | 'subnetwork';

function fail(scope: IConstruct, code: string, property: string, value: string, why: string, fix: string): never {
  throw new ValidationError(code, `${property} "${value}" ${why}: ${fix}`, scope, { property, value, fix });
}

/**
 * A network or subnetwork as Cloud Run's `network_interfaces` takes it: a name, or its path
 * (`projects/<p>/global/networks/<n>`, `projects/<p>/regions/<r>/subnetworks/<s>`, or the full
 * URL). A subnetwork's path given as the network (or the other way round) is the usual slip;
 * the project in a path must be a project ID and a subnetwork's region a region.
 */
export function checkNetworkReference(scope: IConstruct, kind: Kind, property: string, value: string | undefined): void {
  if (value === undefined || isUnresolved(value)) return;
  const example =
    kind === 'network' ? 'projects/<project>/global/networks/<name>' : 'projects/<project>/regions/<region>/subnetworks/<name>';
  const fix = `give the ${kind}'s name or its path, ${example}`;
  if (typeof value !== 'string' || value.trim().length === 0) fail(scope, 'GPUM-CR-NETWORK', property, String(value), 'is empty', fix);
  const other = kind === 'network' ? SUBNETWORK_PATH : NETWORK_PATH;
  if (other.test(value)) {
    fail(
      scope,
      'GPUM-CR-NETWORK',
      property,
      value,
      `is a ${kind === 'network' ? 'subnetwork' : 'network'}'s path, given as the ${kind}`,
      fix,
    );
  }
  const path = (kind === 'network' ? NETWORK_PATH : SUBNETWORK_PATH).exec(value);
  if (path) {
    checkProjectId(scope, `${property} (its project)`, path[1]);
    if (kind === 'subnetwork') checkLocation(scope, CLOUD_RUN_LOCATION, { region: path[2], regionProperty: `${property} (its region)` });
    const name = path[path.length - 1];
    if (!NAME.test(name))
      fail(scope, 'GPUM-CR-NETWORK', property, value, `ends in "${name}", which is not a Compute Engine name (${NAME_RULE})`, fix);
    return;
  }
  if (value.includes('/')) fail(scope, 'GPUM-CR-NETWORK', property, value, `is neither a ${kind} name nor a ${kind} path`, fix);
  if (!NAME.test(value)) fail(scope, 'GPUM-CR-NETWORK', property, value, `is not a Compute Engine name (${NAME_RULE})`, fix);
}

/** Direct VPC network tags: Compute Engine tag names (RFC 1035, 1 to 63 characters), at most 64 of them, none twice. */
export function checkNetworkTags(scope: IConstruct, property: string, tags: readonly string[] | undefined): void {
  if (tags === undefined || isUnresolved(tags)) return;
  const fix = `give tags of ${NAME_RULE}`;
  if (!Array.isArray(tags)) fail(scope, 'GPUM-CR-NETWORK', property, String(tags), 'is not a list', fix);
  if (tags.length > 64) fail(scope, 'GPUM-CR-NETWORK', property, `${tags.length} tags`, 'has more than 64 tags', 'give at most 64 tags');
  const seen = new Set<string>();
  tags.forEach((tag, index) => {
    if (isUnresolved(tag)) return;
    if (typeof tag !== 'string' || !NAME.test(tag)) {
      fail(scope, 'GPUM-CR-NETWORK', `${property}[${index}]`, String(tag), 'is not a network tag', fix);
    }
    if (seen.has(tag)) fail(scope, 'GPUM-CR-NETWORK', `${property}[${index}]`, tag, 'is given twice', 'give each tag once');
    seen.add(tag);
  });
}

/**
 * The options a bind() method names and places resources with: a region, an optional project and a
 * name prefix that becomes Compute Engine or IAM names (`maxLength` of them).
 */
export function checkBindOptions(
  scope: IConstruct,
  options: { readonly region: string; readonly project?: string; readonly namePrefix?: string },
  maxLength = 63,
): void {
  checkLocation(scope, CLOUD_RUN_LOCATION, { region: options.region, regionProperty: 'region' });
  checkProjectId(scope, 'project', options.project);
  checkNamePrefix(scope, 'namePrefix', options.namePrefix, maxLength);
}

/** A name the library gives resources: lower-case letters, digits and hyphens, starting with a letter. */
export function checkNamePrefix(
  scope: IConstruct,
  property: string,
  value: string | undefined,
  maxLength: number,
  code = 'GPUM-CR-NAME',
): void {
  if (value === undefined || isUnresolved(value)) return;
  const pattern = new RegExp(`^[a-z]([-a-z0-9]{0,${maxLength - 2}}[a-z0-9])?$`);
  if (typeof value === 'string' && pattern.test(value)) return;
  const fix = `give 1 to ${maxLength} lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen`;
  fail(scope, code, property, String(value), 'is not a name Google Cloud takes', fix);
}
