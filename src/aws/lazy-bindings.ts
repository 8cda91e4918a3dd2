import { once } from '../core/private/once';

/*
 * The Kubernetes bindings only model staging needs, loaded for the first model that is staged instead of
 * with every import of `cdktf-gpu-models/aws`: job-v1 alone costs more to load than the rest of the
 * platform. Each is loaded once; the types are imported as types, at no cost. (`kubernetes_manifest`'s
 * binding is the manifest backend's business: manifest-backend.ts.)
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const configMapV1Binding = once(
  () => require('@cdktf/provider-kubernetes/lib/config-map-v1') as typeof import('@cdktf/provider-kubernetes/lib/config-map-v1'),
);
export const jobV1Binding = once(
  () => require('@cdktf/provider-kubernetes/lib/job-v1') as typeof import('@cdktf/provider-kubernetes/lib/job-v1'),
);
