import { once } from '../core/private/once';

/*
 * The generated bindings that only some stacks need (RAM roles, OSS bucket settings, provisioned and
 * reserved concurrency, replication, staging's account lookup), loaded when a construct first creates
 * one instead of with every import of `cdktf-gpu-models/alicloud`: the bindings are hundreds of kB of
 * JavaScript that a NAS-backed function never runs. Each is loaded once; the types are imported as
 * types, at no cost. Every platform keeps its lazily loaded bindings in its own lazy-bindings.ts.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const dataAlicloudAccountBinding = once(
  () => require('./generated/data-alicloud-account') as typeof import('./generated/data-alicloud-account'),
);
export const dataAlicloudZonesBinding = once(
  () => require('./generated/data-alicloud-zones') as typeof import('./generated/data-alicloud-zones'),
);
export const ramPolicyBinding = once(() => require('./generated/ram-policy') as typeof import('./generated/ram-policy'));
export const ramRoleBinding = once(() => require('./generated/ram-role') as typeof import('./generated/ram-role'));
export const ramRolePolicyAttachmentBinding = once(
  () => require('./generated/ram-role-policy-attachment') as typeof import('./generated/ram-role-policy-attachment'),
);
export const resourceManagerServiceLinkedRoleBinding = once(
  () => require('./generated/resource-manager-service-linked-role') as typeof import('./generated/resource-manager-service-linked-role'),
);
export const ossBucketObjectBinding = once(
  () => require('./generated/oss-bucket-object') as typeof import('./generated/oss-bucket-object'),
);
export const ossBucketAclBinding = once(() => require('./generated/oss-bucket-acl') as typeof import('./generated/oss-bucket-acl'));
export const ossBucketPublicAccessBlockBinding = once(
  () => require('./generated/oss-bucket-public-access-block') as typeof import('./generated/oss-bucket-public-access-block'),
);
export const fcv3ProvisionConfigBinding = once(
  () => require('./generated/fcv3-provision-config') as typeof import('./generated/fcv3-provision-config'),
);
export const fcv3ConcurrencyConfigBinding = once(
  () => require('./generated/fcv3-concurrency-config') as typeof import('./generated/fcv3-concurrency-config'),
);
export const ossBucketReplicationBinding = once(
  () => require('./generated/oss-bucket-replication') as typeof import('./generated/oss-bucket-replication'),
);
