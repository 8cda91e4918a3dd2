/** An IAM policy statement, as the JSON policy language spells it. */
export interface PolicyStatement {
  readonly Sid?: string;
  readonly Effect: 'Allow' | 'Deny';
  readonly Action: string | string[];
  readonly Resource?: string | string[];
  readonly Principal?: Record<string, string | string[]>;
  readonly Condition?: Record<string, Record<string, string | string[]>>;
}

/**
 * A policy document as a JSON string. Terraform references inside it stay `${...}` interpolations,
 * which Terraform resolves before it sends the document to IAM.
 */
export function policyDocument(statements: PolicyStatement[]): string {
  return JSON.stringify({ Version: '2012-10-17', Statement: statements });
}

/** A trust policy that lets one AWS service assume the role. */
export function serviceTrustPolicy(service: string, actions: string[] = ['sts:AssumeRole']): string {
  return policyDocument([{ Effect: 'Allow', Principal: { Service: service }, Action: actions }]);
}
