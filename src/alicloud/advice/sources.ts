import { AdviceSource, INTERNET_SOURCE } from '../../core/storage-advice/sources';

/** The guidance the Function Compute rules follow. */
export const SOURCES = {
  fcModelStorage: {
    title: 'FC model storage guide',
    url: 'https://www.alibabacloud.com/help/en/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices',
  },
  fcModelStoragePt: {
    title: 'FC model storage guide (Portuguese edition)',
    url: 'https://www.alibabacloud.com/help/pt/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices',
  },
  fcModelStorageZh: {
    title: 'FC model storage guide (Chinese original)',
    url: 'https://help.aliyun.com/zh/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices',
  },
  fcLimits: { title: 'FC limits', url: 'https://www.alibabacloud.com/help/en/functioncompute/fc-3-0/product-overview/limits-of-usage' },
  ossAccelerator: { title: 'OSS accelerator overview', url: 'https://www.alibabacloud.com/help/en/oss/user-guide/overview-77/' },
  ossfsIssue: { title: 'aliyun/ossfs#178', url: 'https://github.com/aliyun/ossfs/issues/178' },
  internet: INTERNET_SOURCE,
} satisfies Record<string, AdviceSource>;
