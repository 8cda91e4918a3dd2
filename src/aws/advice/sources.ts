import { AdviceSource, INTERNET_SOURCE } from '../../core/storage-advice/sources';

/** The guidance the EKS rules follow. */
export const SOURCES = {
  internet: INTERNET_SOURCE,
  sociBlueprint: {
    title: 'karpenter-blueprints SOCI benchmark',
    url: 'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md',
  },
  eksFastModelLoading: {
    title: 'EKS fast model loading guide',
    url: 'https://docs.aws.amazon.com/eks/latest/userguide/ml-inference-fast-model-loading.html',
  },
  eksImageSize: {
    title: 'EKS best practices: reducing container image sizes',
    url: 'https://docs.aws.amazon.com/eks/latest/best-practices/aiml-performance.html',
  },
  streamerBenchmarks: {
    title: 'Run:ai Model Streamer benchmarks',
    url: 'https://github.com/run-ai/runai-model-streamer/blob/master/docs/src/benchmarks.md',
  },
  vllmStreamer: {
    title: 'vLLM: loading models with Run:ai Model Streamer',
    url: 'https://docs.vllm.ai/en/stable/models/extensions/runai_model_streamer/',
  },
  awsCliS3Config: {
    title: 'AWS CLI S3 configuration (preferred_transfer_client, target_bandwidth)',
    url: 'https://docs.aws.amazon.com/cli/latest/topic/s3-config.html',
  },
} satisfies Record<string, AdviceSource>;
