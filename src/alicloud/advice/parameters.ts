import { internetDownloadParameter } from '../../core/storage-advice/internet-candidate';
import { EstimateBasis, EstimateUnit, ParameterDefinition } from '../../core/storage-advice/parameters';
import { AdvicePlatform } from '../../core/storage-advice/workload';

const FC = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE;

/** The name of the internet download parameter on Function Compute. */
export const FC_INTERNET_PARAMETER = 'fcInternetDownloadMBps';

/**
 * Every figure the estimate uses on Function Compute. Each default carries its public source; where none exists the basis says ASSUMPTION
 * and the estimate lists the parameter among its assumptions.
 */
export const FC_PARAMETERS: ParameterDefinition[] = [
  {
    name: 'fcInstanceBandwidthGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 1,
    description:
      'Network bandwidth of one Function Compute instance. The limits page gives 1 to 5 Gbit/s for GPU instances without saying which instance gets which; the estimate takes the lower end.',
    source:
      'https://www.alibabacloud.com/help/en/functioncompute/fc-3-0/product-overview/limits-of-usage (function running resources: bandwidth 1 Gbit/s ~ 5 Gbit/s)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'performanceNasReadMBps',
    platform: FC,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 600,
    description:
      'Initial read bandwidth of a General-purpose Performance NAS file system, shared by every instance that mounts it: the estimate divides it among the concurrent cold starts. It grows with the data stored.',
    source:
      'https://www.alibabacloud.com/help/en/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices (Performance NAS about 600 MB/s initial read, as first quoted from this page; not found again in the copies of the page searched since, so unverified); https://www.alibabacloud.com/help/en/nas/user-guide/nas-performance-overview',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'performanceNasClientReadMBps',
    platform: FC,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 300,
    description:
      "What one client (one instance) reads from a Performance NAS file system, whatever the file system's own bandwidth: Alibaba's NAS performance test gives about 300 for one ECS instance reading 1 MiB blocks (the page writes the unit as Mbit/s, but its own example, a 1 Gbit/s instance topping out at 125, shows MB/s is meant). Below the instance's network only on instances faster than 2.4 Gbit/s.",
    source:
      'https://www.alibabacloud.com/help/ja/doc-detail/95501.htm (NAS performance test, Linux: fio -rw=randread -bs=1M on one ECS instance, Performance NAS estimate 300; "the maximum throughput does not exceed the ECS instance\'s bandwidth")',
    basis: EstimateBasis.PUBLISHED_MEASUREMENT,
  },
  {
    name: 'ossAccountDownloadGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 100,
    description:
      'OSS download bandwidth of one Alibaba Cloud account in a region (internal and public together), shared by every instance reading the bucket. 100 Gbit/s in Hangzhou, Shanghai, Beijing, Shenzhen and Singapore; 10 Gbit/s in other mainland regions.',
    source: 'https://www.alibabacloud.com/help/en/oss/user-guide/limits (bandwidth table)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'ossAcceleratorGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 100,
    description:
      'Read bandwidth of an OSS accelerator, shared by every instance reading through it. Alibaba states only that it scales linearly with the accelerator capacity up to hundreds of Gbit/s; 100 Gbit/s is assumed.',
    source:
      'https://www.alibabacloud.com/help/en/oss/user-guide/overview-77/ (benefits: bandwidth scales linearly with capacity, burst up to hundreds of Gbit/s)',
    basis: EstimateBasis.ASSUMPTION,
  },
  {
    name: 'fcInstanceStartSeconds',
    platform: FC,
    unit: EstimateUnit.SECONDS,
    description:
      'Start of a Function Compute GPU instance, before any model bytes move (the image is pre-processed when the function is deployed). Alibaba publishes no figure, so every estimate names it as left out; set it from your own measurements to count it.',
    source: 'none published (the FC instance type and cold-start pages give no GPU instance start time)',
    basis: EstimateBasis.ASSUMPTION,
  },
  {
    name: 'fcVpcAttachSeconds',
    platform: FC,
    unit: EstimateUnit.SECONDS,
    description:
      'Extra cold-start time of a function with a vpc_config (NAS and the OSS accelerator need one). Alibaba publishes no figure, so the estimates of those strategies name it as left out; set it from your own measurements to count it.',
    source: 'none published (Function Compute VPC configuration docs give no timing)',
    basis: EstimateBasis.ASSUMPTION,
  },
  internetDownloadParameter(FC, FC_INTERNET_PARAMETER),
];
