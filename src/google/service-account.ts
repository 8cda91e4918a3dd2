import { Construct } from 'constructs';
import { ServiceAccount } from '@cdktf/provider-google/lib/service-account';
import { ValidationError } from '../core/errors';
import { TerraformResource } from '../core/framework';
import { isResolved } from '../core/tokens';
import { checkProjectId } from './project-id';

/**
 * A service account, as a workload's identity needs it. The provider's `ServiceAccount` and
 * `DataGoogleServiceAccount` satisfy it.
 */
export interface IServiceAccountRef {
  /** The account's email (`name@project.iam.gserviceaccount.com`). */
  readonly email: string;
}

/** Options for {@link CloudRunServiceAccount.create}. */
export interface CloudRunServiceAccountCreateOptions {
  /**
   * The account ID: 6 to 30 lower-case letters, digits and hyphens, starting with a letter.
   * @default - derived from the construct path, unique and stable
   */
  readonly accountId?: string;
}

/** The service account a workload runs as, once bound. */
export interface CloudRunServiceAccountConfig {
  readonly email: string;
  /**
   * The account the binding created (construct ID `ServiceAccount`, a `google_service_account`). Typed
   * as the framework's resource so that the root import's types never name the google provider package.
   * @default - none: the account exists already
   */
  readonly resource?: TerraformResource;
}

/** What a service account needs to know about the workload when it binds. */
export interface CloudRunServiceAccountBindOptions {
  /** The account ID to use when none was given. */
  readonly defaultAccountId: string;
  /** What the workload is, for the account's display name. */
  readonly description: string;
  /** @default - the provider's project */
  readonly project?: string;
}

/**
 * The identity a Cloud Run workload runs as. By default a dedicated account that holds nothing but
 * read access to the model's bucket; never the project's default compute account, which usually
 * holds Editor on the whole project.
 */
export abstract class CloudRunServiceAccount {
  /** A new, dedicated service account (construct ID `ServiceAccount` under the workload). */
  public static create(options: CloudRunServiceAccountCreateOptions = {}): CloudRunServiceAccount {
    return new CreatedServiceAccount(options);
  }

  /** An existing account by email. The workload grants it read access to the model's bucket. */
  public static fromEmail(email: string): CloudRunServiceAccount {
    return new ImportedServiceAccount(email);
  }

  /** An existing account as the provider's own object (`ServiceAccount`, `DataGoogleServiceAccount`). */
  public static fromResource(account: IServiceAccountRef): CloudRunServiceAccount {
    return new ImportedServiceAccount(account.email);
  }

  /** True when the construct creates the account. */
  public abstract readonly creates: boolean;

  /** The account ID the caller asked for, for validation. */
  public abstract readonly requestedAccountId?: string;

  /** The email given by the caller, for validation. */
  public abstract readonly requestedEmail?: string;

  /** Creates what is needed in `scope` and returns the account's email, with the account when it created one. */
  public abstract bind(scope: Construct, options: CloudRunServiceAccountBindOptions): CloudRunServiceAccountConfig;
}

class CreatedServiceAccount extends CloudRunServiceAccount {
  public readonly creates = true;
  public readonly requestedEmail = undefined;
  public readonly requestedAccountId?: string;

  constructor(options: CloudRunServiceAccountCreateOptions) {
    super();
    this.requestedAccountId = options.accountId;
  }

  public bind(scope: Construct, options: CloudRunServiceAccountBindOptions): CloudRunServiceAccountConfig {
    checkProjectId(scope, 'project', options.project);
    checkAccountId(
      scope,
      this.requestedAccountId !== undefined ? 'serviceAccount.accountId' : 'defaultAccountId',
      this.requestedAccountId ?? options.defaultAccountId,
    );
    if (isResolved(options.description) && (typeof options.description !== 'string' || /^\s*$|[$%]\{/.test(options.description))) {
      const fix = 'give a literal description, without "${" or "%{"';
      throw new ValidationError(
        'GPUM-CR-SERVICE-ACCOUNT',
        `description ${JSON.stringify(String(options.description))} is empty or holds a Terraform template: ${fix}`,
        scope,
        {
          property: 'description',
          value: String(options.description),
          fix,
        },
      );
    }
    const resource = new ServiceAccount(scope, 'ServiceAccount', {
      accountId: this.requestedAccountId ?? options.defaultAccountId,
      project: options.project,
      displayName: options.description.slice(0, 100),
      description: 'Runs one Cloud Run GPU workload; reads its model bucket only (cdktf-gpu-models)',
    });
    return { email: resource.email, resource };
  }
}

class ImportedServiceAccount extends CloudRunServiceAccount {
  public readonly creates = false;
  public readonly requestedAccountId = undefined;

  constructor(public readonly requestedEmail: string) {
    super();
  }

  public bind(scope: Construct, options: CloudRunServiceAccountBindOptions): CloudRunServiceAccountConfig {
    checkProjectId(scope, 'project', options.project);
    checkAccountEmail(scope, this.requestedEmail);
    return { email: this.requestedEmail };
  }
}

/** An account ID Google takes: 6 to 30 lower-case letters, digits and hyphens, from a letter, not ending with a hyphen. */
export function checkAccountId(scope: Construct, property: string, accountId: string | undefined): void {
  if (accountId === undefined || !isResolved(accountId)) return;
  if (typeof accountId === 'string' && /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(accountId)) return;
  const fix = 'use 6 to 30 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen';
  throw new ValidationError('GPUM-CR-SERVICE-ACCOUNT', `service account ID "${String(accountId)}" is not valid: ${fix}`, scope, {
    property,
    value: String(accountId),
    fix,
  });
}

/**
 * A service account email: `name@project.iam.gserviceaccount.com` (the project part a project ID), or
 * another `name@domain` (a Google-managed account, such as the Compute Engine default).
 */
export function checkAccountEmail(scope: Construct, email: string | undefined): void {
  if (email === undefined || !isResolved(email)) return;
  const fix = 'give name@project.iam.gserviceaccount.com';
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(email)) {
    throw new ValidationError('GPUM-CR-SERVICE-ACCOUNT', `"${String(email)}" is not a service account email: ${fix}`, scope, {
      property: 'serviceAccount',
      value: String(email),
      fix,
    });
  }
  const project = /@([^@.]+)\.iam\.gserviceaccount\.com$/.exec(email)?.[1];
  if (project !== undefined) checkProjectId(scope, 'serviceAccount (the project in its email)', project);
}
