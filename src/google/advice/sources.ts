import { AdviceSource, INTERNET_SOURCE } from '../../core/storage-advice/sources';

/** The guidance the Cloud Run rules follow. Google's GPU guidance is also the source every platform's internet strategy cites. */
export const SOURCES = {
  cloudRunGpu: INTERNET_SOURCE,
  gcsfuseBufferedRead: { title: 'gcsfuse v3.3.0 release notes', url: 'https://github.com/GoogleCloudPlatform/gcsfuse/releases/tag/v3.3.0' },
  rapidCache: { title: 'Cloud Storage Rapid Cache', url: 'https://cloud.google.com/storage/docs/anywhere-cache' },
  rapidCachePricing: { title: 'Cloud Storage pricing: Anywhere Cache', url: 'https://cloud.google.com/storage/pricing#anywhere-cache' },
  directVpc: { title: 'Cloud Run Direct VPC egress', url: 'https://cloud.google.com/run/docs/configuring/vpc-direct-vpc' },
  networkingBestPractices: {
    title: 'Cloud Run networking best practices',
    url: 'https://cloud.google.com/run/docs/configuring/networking-best-practices',
  },
  gkeStreamer: {
    title: 'GKE: accelerate model loading with the Run:ai Model Streamer',
    url: 'https://cloud.google.com/kubernetes-engine/docs/how-to/persistent-volumes/run-ai-model-streamer',
  },
  streamerUsage: {
    title: 'Run:ai Model Streamer usage (Google Cloud Storage authentication)',
    url: 'https://github.com/run-ai/runai-model-streamer/blob/master/docs/src/usage.md',
  },
  workerPoolGpu: { title: 'Cloud Run worker pools with GPUs', url: 'https://cloud.google.com/run/docs/configuring/workerpools/gpu' },
} satisfies Record<string, AdviceSource>;
