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
  awsCliS3Config: {
    title: 'AWS CLI S3 configuration (preferred_transfer_client, target_bandwidth)',
    url: 'https://docs.aws.amazon.com/cli/latest/topic/s3-config.html',
  },
} satisfies Record<string, AdviceSource>;
