/*
 * The generated bindings that only some stacks need (RAM roles, OSS bucket settings, provisioned and
 * reserved concurrency, replication, staging's account lookup), loaded when a construct first creates
 * one instead of with every import of `cdktf-gpu-models/alicloud`: the bindings are hundreds of kB of
 * JavaScript that a NAS-backed function never runs. The types are imported as types, at no cost.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const dataAlicloudAccountBinding = (): typeof import('./generated/data-alicloud-account') =>
  require('./generated/data-alicloud-account') as typeof import('./generated/data-alicloud-account');
export const ramPolicyBinding = (): typeof import('./generated/ram-policy') =>
  require('./generated/ram-policy') as typeof import('./generated/ram-policy');
export const ramRoleBinding = (): typeof import('./generated/ram-role') =>
  require('./generated/ram-role') as typeof import('./generated/ram-role');
export const ramRolePolicyAttachmentBinding = (): typeof import('./generated/ram-role-policy-attachment') =>
  require('./generated/ram-role-policy-attachment') as typeof import('./generated/ram-role-policy-attachment');
export const resourceManagerServiceLinkedRoleBinding = (): typeof import('./generated/resource-manager-service-linked-role') =>
  require('./generated/resource-manager-service-linked-role') as typeof import('./generated/resource-manager-service-linked-role');
export const ossBucketObjectBinding = (): typeof import('./generated/oss-bucket-object') =>
  require('./generated/oss-bucket-object') as typeof import('./generated/oss-bucket-object');
export const ossBucketAclBinding = (): typeof import('./generated/oss-bucket-acl') =>
  require('./generated/oss-bucket-acl') as typeof import('./generated/oss-bucket-acl');
export const ossBucketPublicAccessBlockBinding = (): typeof import('./generated/oss-bucket-public-access-block') =>
  require('./generated/oss-bucket-public-access-block') as typeof import('./generated/oss-bucket-public-access-block');
export const fcv3ProvisionConfigBinding = (): typeof import('./generated/fcv3-provision-config') =>
  require('./generated/fcv3-provision-config') as typeof import('./generated/fcv3-provision-config');
export const fcv3ConcurrencyConfigBinding = (): typeof import('./generated/fcv3-concurrency-config') =>
  require('./generated/fcv3-concurrency-config') as typeof import('./generated/fcv3-concurrency-config');
export const ossBucketReplicationBinding = (): typeof import('./generated/oss-bucket-replication') =>
  require('./generated/oss-bucket-replication') as typeof import('./generated/oss-bucket-replication');
