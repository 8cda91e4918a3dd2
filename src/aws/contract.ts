import { IConstruct } from 'constructs';
import { BucketNameRule, checkProviderType, LocationRule, ReservedEnvironment } from '../core/contract';
import { TerraformProvider } from '../core/framework';
import { checkConstructId } from '../core/contract/construct-id';
import { AMAZON_EKS } from './platform';
import { AWS_REGIONS } from './regions';

/**
 * Amazon EKS's part of the core workload contract (src/core/contract): S3 bucket names, AWS regions
 * and zones, and the environment variables EKS Pod Identity injects. The rules are core's.
 */

/**
 * S3 general purpose bucket names (S3 "Bucket naming rules"): 3 to 63 lower-case letters, digits,
 * dots and hyphens; starting and ending with a letter or digit; no adjacent dots; not an IP address;
 * not starting with `xn--`, `sthree-` or `amzn-s3-demo-`; not ending with `-s3alias`, `--ol-s3`,
 * `.mrap` or `--x-s3`.
 */
export const S3_BUCKET_NAMES: BucketNameRule = {
  service: 'Amazon S3',
  code: 'GPUM-EKS-BUCKET-NAME',
  description:
    'An S3 bucket name has 3 to 63 lower-case letters, digits, "." and "-", starts and ends with a letter or digit, has no "..", is not an IP address, and does not start with "xn--", "sthree-" or "amzn-s3-demo-". Give the bucket\'s name, not an s3:// URL or an ARN',
  problem(name: string): string | undefined {
    if (name.length < 3 || name.length > 63) return `it has ${name.length} characters`;
    if (!/^[a-z0-9.-]+$/.test(name)) return 'only lower-case letters, digits, "." and "-" are allowed';
    if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'it must start and end with a letter or digit';
    if (name.includes('..')) return 'it must not hold two adjacent dots';
    if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'it must not be an IP address';
    if (/^(xn--|sthree-|amzn-s3-demo-)/.test(name)) return 'the prefixes "xn--", "sthree-" and "amzn-s3-demo-" are reserved';
    if (/(-s3alias|--ol-s3|\.mrap|--x-s3)$/.test(name)) return 'the suffixes "-s3alias", "--ol-s3", ".mrap" and "--x-s3" are reserved';
    return undefined;
  },
};

/** AWS regions (`us-west-2`) and Availability Zones (`us-west-2a`). */
export const EKS_LOCATION: LocationRule = {
  platformName: AMAZON_EKS.displayName,
  providerType: 'aws',
  regionPattern: /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-[0-9]+$/,
  exampleRegion: 'us-west-2',
  zoneRegion(zone: string): string | undefined {
    return /^([a-z]{2}(?:-gov|-iso[a-z]?)?-[a-z]+-[0-9]+)[a-z]$/.exec(zone)?.[1];
  },
  codes: { region: 'GPUM-EKS-REGION', zone: 'GPUM-EKS-ZONE', provider: 'GPUM-EKS-REGION-PROVIDER' },
  knownRegions: AWS_REGIONS,
  unknownRegionCode: 'GPUM-EKS-REGION-UNKNOWN',
};

/** The variables EKS Pod Identity injects into every container of a pod with an association. */
export const EKS_RESERVED_ENVIRONMENT: ReservedEnvironment = {
  code: 'GPUM-EKS-ENV-RESERVED',
  reason(name: string): string | undefined {
    return ['AWS_CONTAINER_CREDENTIALS_FULL_URI', 'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE'].includes(name)
      ? 'is injected by EKS Pod Identity, which gives the pod its credentials: remove it'
      : undefined;
  },
};

/**
 * The construct ID of an EKS construct or of an object a manifest backend applies (`GPUM-EKS-CONSTRUCT-ID`):
 * an empty ID is only the app's (the constructs library's own error carries no code), and a Terraform
 * template in it is never interpolated on EKS: the names derived from the path (roles, service
 * accounts, Jobs, logical IDs) keep the sequence's letters and do not vary as the template would.
 */
export function checkEksConstructId(scope: IConstruct, id: string): string {
  return checkConstructId(
    scope,
    id,
    'GPUM-EKS-CONSTRUCT-ID',
    'is never interpolated: the names derived from the construct path (roles, service accounts, Jobs) keep its letters and do not vary as the template would',
  );
}

/** The provider props of EKS constructs and backends, by the resources they are given to (`GPUM-EKS-PROVIDER`). */
const PROVIDER_TYPES = {
  aws: { types: ['aws'], expected: 'an AwsProvider (an aliased one for another region or account)' },
  kubernetes: { types: ['kubernetes'], expected: "a KubernetesProvider (@cdktf/provider-kubernetes's, for the cluster)" },
  kubectl: { types: ['kubectl'], expected: "this package's KubectlProvider (alekc/kubectl, for the cluster)" },
} as const;

/**
 * Refuses a provider of another type in an EKS provider prop (`GPUM-EKS-PROVIDER`): an aws provider
 * where the kubernetes one belongs fails `terraform validate`, and a kubernetes provider where the
 * aws one belongs leaves every AWS resource on the stack's default aws provider, silently.
 */
export function checkEksProvider(
  scope: IConstruct | undefined,
  property: string,
  provider: TerraformProvider | undefined,
  kind: keyof typeof PROVIDER_TYPES,
): void {
  checkProviderType(scope, provider, { code: 'GPUM-EKS-PROVIDER', property, ...PROVIDER_TYPES[kind] });
}
