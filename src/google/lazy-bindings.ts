import { once } from '../core/private/once';

/*
 * The provider bindings that only some stacks need, loaded when a construct first creates one instead
 * of with every import of `cdktf-gpu-models/google`: a service and its invoker grant (a worker pool, the
 * default, needs neither), the staging job and its secret accessor, Rapid Cache, Cloud NAT's router and
 * gateway, and project services. The largest are among the biggest modules of @cdktf/provider-google.
 * Each is loaded once; the types are imported as types, at no cost.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const cloudRunV2ServiceBinding = once(
  () => require('@cdktf/provider-google/lib/cloud-run-v2-service') as typeof import('@cdktf/provider-google/lib/cloud-run-v2-service'),
);
export const cloudRunV2ServiceIamMemberBinding = once(
  () =>
    require('@cdktf/provider-google/lib/cloud-run-v2-service-iam-member') as typeof import('@cdktf/provider-google/lib/cloud-run-v2-service-iam-member'),
);
export const cloudRunV2JobBinding = once(
  () => require('@cdktf/provider-google/lib/cloud-run-v2-job') as typeof import('@cdktf/provider-google/lib/cloud-run-v2-job'),
);
export const storageAnywhereCacheBinding = once(
  () => require('@cdktf/provider-google/lib/storage-anywhere-cache') as typeof import('@cdktf/provider-google/lib/storage-anywhere-cache'),
);
export const computeRouterBinding = once(
  () => require('@cdktf/provider-google/lib/compute-router') as typeof import('@cdktf/provider-google/lib/compute-router'),
);
export const computeRouterNatBinding = once(
  () => require('@cdktf/provider-google/lib/compute-router-nat') as typeof import('@cdktf/provider-google/lib/compute-router-nat'),
);
export const projectServiceBinding = once(
  () => require('@cdktf/provider-google/lib/project-service') as typeof import('@cdktf/provider-google/lib/project-service'),
);
export const secretManagerSecretIamMemberBinding = once(
  () =>
    require('@cdktf/provider-google/lib/secret-manager-secret-iam-member') as typeof import('@cdktf/provider-google/lib/secret-manager-secret-iam-member'),
);
