/**
 * The AWS regions the library knows (partitions aws, aws-us-gov, aws-cn), for the location rule: a
 * region one or two letters from one of these is a typo, refused with the region meant; any other
 * region outside the list warns (`GPUM-EKS-REGION-UNKNOWN`), since AWS opens regions after a release.
 * Source: the AWS SDK's partition table (`partitions.json` in the npm package @aws-sdk/util-endpoints,
 * the `regions` of partitions aws, aws-cn and aws-us-gov), checked on 2026-12-06: the same 38 regions.
 * Left out: the aws-eusc partition (`eusc-de-east-1`, AWS European Sovereign Cloud) and the isolated
 * aws-iso* partitions, whose ARNs do not start with `arn:aws:`; such a region warns as unknown.
 */
export const AWS_REGIONS: readonly string[] = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'af-south-1',
  'ap-east-1',
  'ap-east-2',
  'ap-south-1',
  'ap-south-2',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-6',
  'ap-southeast-7',
  'ca-central-1',
  'ca-west-1',
  'eu-central-1',
  'eu-central-2',
  'eu-north-1',
  'eu-south-1',
  'eu-south-2',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'il-central-1',
  'me-central-1',
  'me-south-1',
  'mx-central-1',
  'sa-east-1',
  'us-gov-east-1',
  'us-gov-west-1',
  'cn-north-1',
  'cn-northwest-1',
];
