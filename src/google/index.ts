// The Google Cloud Run platform: `import { CloudRunGpuWorkload } from 'cdktf-gpu-models/google'`.
// Loads the google provider bindings by deep path only, and no other platform's code.
export * from './cloud-run-model-storage';
export * from './cloud-run-gpu-workload';
export * from './cloud-run-platform-props';
export * from './gpu-type';
export * from './network';
export * from './service-account';
export { GOOGLE_PROVIDER_CONSTRAINT } from './provider-version';
export type { StartupProbeSettings } from './startup-probe';
