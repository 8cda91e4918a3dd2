import { CLOUD_RUN_INSTANCE_NETWORK } from '../../core/staging/staging-estimate';
import { internetDownloadParameter } from '../../core/storage-advice/internet-candidate';
import { EstimateBasis, EstimateUnit, ParameterDefinition } from '../../core/storage-advice/parameters';
import { AdvicePlatform } from '../../core/storage-advice/workload';

const RUN = AdvicePlatform.GOOGLE_CLOUD_RUN;

/** The name of the internet download parameter on Cloud Run. */
export const CLOUD_RUN_INTERNET_PARAMETER = 'cloudRunInternetDownloadMBps';

/**
 * Every figure the estimate uses on Cloud Run. Each default carries its public source; where none exists the basis says ASSUMPTION
 * and the estimate lists the parameter among its assumptions.
 */
export const CLOUD_RUN_PARAMETERS: ParameterDefinition[] = [
  {
    name: 'cloudRunInstanceStartSeconds',
    platform: RUN,
    unit: EstimateUnit.SECONDS,
    value: 5,
    description: 'Start of a Cloud Run GPU instance with the drivers preinstalled, before any model bytes move.',
    source:
      'https://cloud.google.com/run/docs/configuring/services/gpu ("instances start in about 5 seconds"), reference sheet google-cloud-run.md §6',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'cloudRunInstanceMBps',
    platform: RUN,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: CLOUD_RUN_INSTANCE_NETWORK.gbps * 125,
    description:
      "Network throughput of one Cloud Run instance: the Direct VPC egress limit of 1 Gbit/s per instance, which the Cloud Storage strategies' all-traffic egress goes through. The same figure as the staging job's cloudRunStagingInstanceGbps. Third-party GPU deployments report about 1.05 GiB/s with buffered reads (not verified here); override with your own measurement. Image streaming is modelled at this figure too: Cloud Run publishes no image-pull throughput.",
    source: CLOUD_RUN_INSTANCE_NETWORK.source,
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'cloudRunGcsfuseDefaultReadMBps',
    platform: RUN,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: (v) => (v.cloudRunInstanceMBps === undefined ? undefined : v.cloudRunInstanceMBps / 2),
    description:
      'Sequential read throughput of a Cloud Storage FUSE mount with neither file cache nor buffered read ("does not parallelize the download"): cloudRunInstanceMBps divided by 2, the smallest of the 2-5x speed-ups gcsfuse publishes for buffered reads.',
    source:
      'https://github.com/GoogleCloudPlatform/gcsfuse/releases/tag/v3.3.0 (buffered read: 2-5x throughput for large sequential reads); https://cloud.google.com/run/docs/configuring/services/gpu-best-practices',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'cloudRunDirectVpcConnectSeconds',
    platform: RUN,
    unit: EstimateUnit.SECONDS,
    description:
      'Connection delay of Direct VPC egress at instance start, which the Cloud Storage strategies use (all-traffic egress with Private Google Access). Google warns that instances "might" see delays of a minute or more and gives no typical figure, so the estimates name the delay as left out; set it from your own measurement to count it.',
    source:
      'https://cloud.google.com/run/docs/configuring/vpc-direct-vpc (Limitations: "You might experience connection establishment delays of a minute or more on instance startup")',
    basis: EstimateBasis.ASSUMPTION,
  },
  {
    name: 'cloudRunCloudNatConnectSeconds',
    platform: RUN,
    unit: EstimateUnit.SECONDS,
    description:
      'Further connection delay at instance start when Direct VPC egress reaches the internet through Cloud NAT, as ModelStorage.internet() does on Cloud Run (GPUM-CR-INTERNET-EGRESS). Google warns instances "might" see cold-start delays of 30 s or more and gives no typical figure, so, like cloudRunDirectVpcConnectSeconds, the estimate names it as left out; set it from your own measurement to count it (on top of cloudRunDirectVpcConnectSeconds).',
    source:
      'https://cloud.google.com/run/docs/configuring/vpc-direct-vpc (Limitations: with Cloud NAT and Direct VPC egress, "cold start delays of 30 seconds or more" may occur; read in the zh-CN copy), reference sheet google-cloud-run.md §7',
    basis: EstimateBasis.ASSUMPTION,
  },
  {
    name: 'cloudRunRapidCacheZoneMBps',
    platform: RUN,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 12500,
    description:
      "Bandwidth of one zone's Rapid Cache (Anywhere Cache) for the model's bucket, shared by the instances that cold-start together in that zone: 100 Gbps to start, growing by 20 Gbps per TiB cached. Used only with rapidCache.",
    source:
      'https://cloud.google.com/storage/docs/anywhere-cache ("The cache bandwidth limit starts at 100 Gbps and scales at the rate of 20 Gbps per 1 TiB of stored data")',
    basis: EstimateBasis.PUBLISHED,
  },
  internetDownloadParameter(RUN, CLOUD_RUN_INTERNET_PARAMETER),
];
