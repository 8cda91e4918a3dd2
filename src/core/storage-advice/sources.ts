/** A public source a rule or reason cites, by a short title in brackets. */
export interface AdviceSource {
  /** The short title reasons cite it by: `[FC model storage guide]`. */
  readonly title: string;
  /** Where to read it. */
  readonly url: string;
}

/** The guidance the rules follow. */
export const SOURCES = {
  fcModelStorage: {
    title: 'FC model storage guide',
    url: 'https://www.alibabacloud.com/help/en/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices',
  },
  fcLimits: { title: 'FC limits', url: 'https://www.alibabacloud.com/help/en/functioncompute/fc-3-0/product-overview/limits-of-usage' },
  ossAccelerator: { title: 'OSS accelerator overview', url: 'https://www.alibabacloud.com/help/en/oss/user-guide/overview-77/' },
  ossfsIssue: { title: 'aliyun/ossfs#178', url: 'https://github.com/aliyun/ossfs/issues/178' },
  cloudRunGpu: { title: 'Cloud Run GPU best practices', url: 'https://cloud.google.com/run/docs/configuring/services/gpu-best-practices' },
  gcsfuseBufferedRead: { title: 'gcsfuse v3.3.0 release notes', url: 'https://github.com/GoogleCloudPlatform/gcsfuse/releases/tag/v3.3.0' },
  sociBlueprint: {
    title: 'karpenter-blueprints SOCI benchmark',
    url: 'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md',
  },
  eksFastModelLoading: {
    title: 'EKS fast model loading guide',
    url: 'https://docs.aws.amazon.com/eks/latest/userguide/ml-inference-fast-model-loading.html',
  },
} satisfies Record<string, AdviceSource>;

/** A citation for a reason: ` [title]`. */
export function cite(source: AdviceSource): string {
  return `[${source.title}]`;
}

/** The sources cited in some texts, in the order of the list above. */
export function citedSources(texts: string[]): AdviceSource[] {
  const all = texts.join('\n');
  return Object.values(SOURCES).filter((s) => all.includes(cite(s)));
}
