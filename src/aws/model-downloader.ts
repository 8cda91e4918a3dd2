import { IConstruct } from 'constructs';
import { addInfo, addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { Op, Token } from '../core/framework';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { checkRange } from './node-class-checks';
import { compareSemVer, parseSemVer } from './versions';
import { locationProblem, requireEnumMember, valueText } from '../core/contract';
import { EKS_LOCATION } from './contract';
import { checkImageReference } from './image-reference';

/** The S3 transfer client of the AWS CLI (`s3.preferred_transfer_client`). */
export enum S3TransferClient {
  /**
   * The AWS CLI's Python transfer manager, an opt-in. It honours all three download settings:
   * `concurrency` (`max_concurrent_requests`), `partSize` (`multipart_chunksize`) and `retries`
   * (`max_attempts`), and no target bandwidth.
   */
  CLASSIC = 'classic',
  /**
   * The AWS Common Runtime (CRT) client, the default: a C client that opens as many connections as
   * its target bandwidth takes (the CLI's own choice on p4d, p5 and trn1). It honours `partSize` and
   * `targetBandwidthGbps` (default: the node's network, from the NodePool's instance types); it
   * retries on its own policy and ignores `max_concurrent_requests`, so `concurrency` and `retries`
   * must stay unset with it (awscli `topics/s3-config.rst`, `preferred_transfer_client`).
   */
  CRT = 'crt',
}

/** Options for {@link EksModelDownloader.awsCli}. */
export interface AwsCliDownloaderOptions {
  /**
   * The AWS CLI v2 image. It needs AWS CLI >= 2.15.0 for EKS Pod Identity credentials.
   * @default EksModelDownloader.DEFAULT_AWS_CLI_IMAGE
   */
  readonly image?: string;

  /**
   * The S3 transfer client. Left unset, it is the CRT client, unless the strategy sets `concurrency`
   * or `retries` (which only the classic client honours): the classic client is then used, with the
   * warning `GPUM-EKS-DOWNLOAD-CLASSIC`.
   * @default - S3TransferClient.CRT (S3TransferClient.CLASSIC when the strategy sets concurrency or retries)
   */
  readonly transferClient?: S3TransferClient;

  /**
   * The throughput the CRT client aims for, in gigabits per second (`s3.target_bandwidth`); it opens
   * as many connections as that takes. `S3TransferClient.CRT` only.
   * @default - the network performance of the smallest instance type the pod can land on (EC2's
   * figure, from the NodePool's instance families); the CLI's own figure (10 Gb/s on all but p4d,
   * p4de, p5.48xlarge and trn1) when the pool's types are not known
   */
  readonly targetBandwidthGbps?: number;
}

/** Options for {@link EksModelDownloader.s5cmd}. */
export interface S5cmdDownloaderOptions {
  /**
   * Ranged parts of one file downloaded at once (`s5cmd cp --concurrency`). Few large files (a
   * sharded safetensors model) go faster with more.
   * @default 32
   */
  readonly concurrencyPerFile?: number;
}

/** What a workload asks its downloader to fetch. */
export interface ModelDownloadRequest {
  /** The model's S3 prefix, `s3://<bucket>/<prefix>/`, with its trailing slash. */
  readonly source: string;
  /** The directory the files land in. */
  readonly destination: string;
  /** The bucket's region. */
  readonly region: string;
  /**
   * The strategy's `concurrency`.
   * @default 64
   */
  readonly concurrency?: number;
  /**
   * The strategy's `partSize`.
   * @default Size.mebibytes(64)
   */
  readonly partSize?: Size;
  /**
   * The strategy's `retries`.
   * @default 5
   */
  readonly retries?: number;
  /**
   * The network performance, in Gb/s, of the smallest node the pod can land on (EC2's figure for
   * the NodePool's instance types): the CRT client's target bandwidth unless the downloader names one.
   * @default - unknown: the CLI derives its own target
   */
  readonly nodeNetworkGbps?: number;
  /**
   * Where `nodeNetworkGbps` comes from (`g5.xlarge, the smallest instance type ...`), for messages.
   * @default - none
   */
  readonly nodeNetworkSource?: string;
}

/** An environment variable of the download container. */
export interface ModelDownloadEnvVar {
  /** The variable's name. */
  readonly name: string;
  /** The variable's value. */
  readonly value: string;
}

/** The download init container's process. */
export interface ModelDownloadContainer {
  /** The image. */
  readonly image: string;
  /**
   * The command, when the image's entrypoint is not used.
   * @default - the image's entrypoint
   */
  readonly command?: string[];
  /**
   * The arguments.
   * @default - none
   */
  readonly args?: string[];
  /** The environment. */
  readonly env: ModelDownloadEnvVar[];
}

const DEFAULT_CONCURRENCY = 64;
const DEFAULT_RETRIES = 5;
const DEFAULT_PART_SIZE = Size.mebibytes(64);
/** EKS Pod Identity credentials need AWS CLI v2 >= 2.15.0; 2.31.0 also has the CRT client GA. */
const DEFAULT_AWS_CLI_IMAGE = 'public.ecr.aws/aws-cli/aws-cli:2.31.0';
const AWS_CONFIG_FILE = '/tmp/aws/config';
/** The most network bandwidth an EC2 instance has (p6-b300: 6400 Gb/s, gpu-catalogue.md §1.3). */
const MAX_TARGET_GBPS = 6400;
/**
 * Writes the CLI configuration (passed in an environment variable, so the manifest shows it) and
 * syncs the prefix: a restarted init container skips the files it already has.
 */
const AWS_CLI_SCRIPT =
  'set -eu; mkdir -p /tmp/aws; printf "%s\\n" "$MODEL_DOWNLOAD_AWS_CONFIG" > "$AWS_CONFIG_FILE"; exec aws s3 sync --only-show-errors "$MODEL_SOURCE" "$MODEL_DESTINATION"';
/** The aws-sdk-go release whose container credential provider accepts EKS Pod Identity's 169.254.170.23. */
const POD_IDENTITY_GO_SDK = '1.47.11';
/** Why the AWS CLI's CRT transfer client ignores a strategy option. */
const CRT_IGNORES = {
  concurrency: 'the CRT client sizes its connection pool from targetBandwidthGbps',
  retries: 'the CRT client retries on its own policy',
} as const;

interface DownloadTool {
  readonly name: string;
  container(scope: IConstruct, request: ModelDownloadRequest): ModelDownloadContainer;
}

/**
 * The tool the `ModelStorage.downloadAtStart()` init container copies the model with. Its AWS SDK
 * must accept EKS Pod Identity credentials, which is why the default is the AWS CLI.
 *
 * How the strategy's settings map:
 *
 * | setting | AWS CLI, CRT client (default) | AWS CLI, classic client | s5cmd |
 * |---|---|---|---|
 * | `concurrency` (64) | must stay unset: `s3.target_bandwidth` (the node's network) sizes the connections | `s3.max_concurrent_requests` | `--numworkers` |
 * | `partSize` (64 MiB) | `s3.multipart_chunksize` | `s3.multipart_chunksize` and `multipart_threshold` | `cp --part-size` (whole MiB) |
 * | `retries` (5) | must stay unset (the CRT's own policy) | `max_attempts` = retries + 1, `retry_mode = standard` | `--retry-count` |
 */
export class EksModelDownloader {
  /** The default AWS CLI image: AWS CLI v2.31.0 (EKS Pod Identity needs >= 2.15.0). */
  public static readonly DEFAULT_AWS_CLI_IMAGE = DEFAULT_AWS_CLI_IMAGE;

  /**
   * `aws s3 sync` from {@link EksModelDownloader.DEFAULT_AWS_CLI_IMAGE} with the CRT transfer client,
   * targeting the node's network bandwidth (the classic client when the strategy sets `concurrency`
   * or `retries`, see {@link AwsCliDownloaderOptions.transferClient}).
   */
  public static readonly AWS_CLI: EksModelDownloader = new EksModelDownloader(awsCliTool({}));

  /** `aws s3 sync` from the official AWS CLI v2 image, with the chosen transfer client. */
  public static awsCli(options: AwsCliDownloaderOptions = {}): EksModelDownloader {
    return new EksModelDownloader(awsCliTool(options));
  }

  /**
   * `s5cmd cp` from an image you name. Its aws-sdk-go must be >= v1.47.11 for EKS Pod Identity
   * credentials: `peakcom/s5cmd` up to v2.3.0 ships v1.44.312 and cannot read them (peak/s5cmd#807),
   * so those images fail at synth and any other is warned about (`GPUM-EKS-S5CMD-POD-IDENTITY`).
   */
  public static s5cmd(image: string, options: S5cmdDownloaderOptions = {}): EksModelDownloader {
    return new EksModelDownloader(s5cmdTool(image, options));
  }

  private constructor(private readonly tool: DownloadTool) {}

  /** `aws-cli` or `s5cmd`. */
  public get toolName(): string {
    return this.tool.name;
  }

  /** The init container's process for a download, checked against the tool's limits. */
  public bind(scope: IConstruct, request: ModelDownloadRequest): ModelDownloadContainer {
    checkDownloadRequest(scope, request);
    return this.tool.container(scope, request);
  }
}

/** A request's own text is a whole token (left to Terraform) or literal text with tokens inside. */
const wholeToken = (value: unknown): boolean => typeof value === 'string' && /^\$\{TfToken\[[^\]]+\]\}$/.test(value);

/**
 * What a caller of `bind` asks for (`GPUM-EKS-DOWNLOAD`, the region `GPUM-EKS-REGION`): an `s3://`
 * prefix with its trailing slash (`aws s3 sync` and `s5cmd cp <prefix>*` copy the prefix's files),
 * an absolute destination, a region, and a node network the CRT target can be set from.
 */
function checkDownloadRequest(scope: IConstruct, request: ModelDownloadRequest): void {
  const fail = (property: string, value: unknown, why: string, fix: string): never => {
    throw new ValidationError('GPUM-EKS-DOWNLOAD', `${property} ${JSON.stringify(String(value))} ${why}: ${fix}`, scope, {
      property,
      value: String(value),
      fix,
    });
  };
  const { source, destination } = request;
  if (!wholeToken(source) && (typeof source !== 'string' || !/^s3:\/\/[^/\s]+\/(?:[^\s]*\/)?$/.test(source))) {
    fail('source', source, 'is not an S3 prefix with its trailing slash', 'give s3://<bucket>/<prefix>/, such as s3://acme-models/llama/');
  }
  if (
    !wholeToken(destination) &&
    (typeof destination !== 'string' || !destination.startsWith('/') || /(^|\/)\.\.(\/|$)/.test(destination))
  ) {
    fail('destination', destination, 'is not an absolute directory', 'give the directory the files land in, such as /models/llama');
  }
  if (!isUnresolved(request.region)) {
    const problem = locationProblem(EKS_LOCATION, { region: request.region, regionProperty: 'region' });
    if (problem)
      throw new ValidationError(problem.code, problem.message, scope, {
        property: problem.property,
        value: problem.value,
        fix: problem.fix,
      });
  }
  const gbps = request.nodeNetworkGbps;
  if (gbps !== undefined && !isUnresolved(gbps) && !(typeof gbps === 'number' && gbps > 0 && gbps <= MAX_TARGET_GBPS)) {
    fail(
      'nodeNetworkGbps',
      gbps,
      `is not a network bandwidth EC2 offers`,
      `give the node's network in Gb/s, more than 0 and at most ${MAX_TARGET_GBPS}`,
    );
  }
}

function text(value: number): string {
  return isUnresolved(value) ? Token.asString(value) : String(value);
}

function partBytes(scope: IConstruct, partSize: Size): number {
  const mib = partSize.toMebibytes();
  if (mib < 5 || mib > 5120) {
    const fix = 'S3 parts are 5 MiB to 5 GiB. Use for example Size.mebibytes(64)';
    throw new ValidationError('GPUM-EKS-DOWNLOAD', `partSize is ${partSize}: ${fix}`, scope, {
      property: 'storage.partSize',
      value: String(partSize),
      fix,
    });
  }
  return Math.ceil(partSize.toBytes());
}

function awsCliTool(options: AwsCliDownloaderOptions): DownloadTool {
  return {
    name: 'aws-cli',
    container(scope, request) {
      requireEnumMember(scope, 'GPUM-EKS-DOWNLOAD', 'modelDownloader.transferClient', options.transferClient, S3TransferClient, {
        enumName: 'S3TransferClient',
        notMember: "not an AWS CLI transfer client (s3.preferred_transfer_client takes 'crt' or 'classic')",
        showValues: true,
      });
      if (options.image !== undefined) checkImageReference(scope, 'modelDownloader.image', options.image, 'GPUM-EKS-DOWNLOADER');
      const client = transferClient(scope, options, request);
      const part = partBytes(scope, request.partSize ?? DEFAULT_PART_SIZE);
      const s3: string[] = [`preferred_transfer_client = ${client}`];
      const profile: string[] = [`region = ${request.region}`];
      if (client === S3TransferClient.CRT) {
        const ignored = (['concurrency', 'retries'] as const).filter((name) => request[name] !== undefined);
        if (ignored.length > 0) {
          const fix = 'remove them from ModelStorage.downloadAtStart(), or use S3TransferClient.CLASSIC, which honours them';
          throw new ValidationError(
            'GPUM-EKS-DOWNLOAD',
            `the AWS CLI's CRT transfer client ignores ${ignored.map((name) => `${name} (${CRT_IGNORES[name]})`).join(' and ')}: ${fix}`,
            scope,
            {
              property: ignored.map((name) => `storage.${name}`).join(', '),
              value: ignored.map((name) => valueText(request[name]!)).join(', '),
              fix,
            },
          );
        }
        s3.push(`multipart_chunksize = ${part}`);
        const gbps = targetBandwidth(scope, options, request);
        // Bytes per second: the CLI reads a plain integer exactly, while its "Gb/s" suffix is binary.
        if (gbps !== undefined) s3.push(`target_bandwidth = ${isUnresolved(gbps) ? Token.asString(gbps) : Math.round((gbps * 1e9) / 8)}`);
      } else {
        if (options.targetBandwidthGbps !== undefined) {
          const fix = 'Remove it, or choose the CRT client';
          throw new ValidationError(
            'GPUM-EKS-DOWNLOAD',
            `targetBandwidthGbps applies to S3TransferClient.CRT only: the classic client has no target bandwidth. ${fix}`,
            scope,
            { property: 'modelDownloader.targetBandwidthGbps', value: valueText(options.targetBandwidthGbps), fix },
          );
        }
        const concurrency = request.concurrency ?? DEFAULT_CONCURRENCY;
        const retries = request.retries ?? DEFAULT_RETRIES;
        checkRange(scope, 'GPUM-EKS-DOWNLOAD', 'concurrency (AWS CLI s3.max_concurrent_requests)', concurrency, 1, 1024);
        checkRange(scope, 'GPUM-EKS-DOWNLOAD', 'retries (AWS CLI max_attempts - 1)', retries, 0, 100);
        profile.push('retry_mode = standard', `max_attempts = ${isUnresolved(retries) ? Token.asString(Op.add(retries, 1)) : retries + 1}`);
        s3.push(`max_concurrent_requests = ${text(concurrency)}`, `multipart_threshold = ${part}`, `multipart_chunksize = ${part}`);
      }
      const config = ['[default]', ...profile, 's3 =', ...s3.map((line) => `  ${line}`)].join('\n');
      return {
        image: options.image ?? DEFAULT_AWS_CLI_IMAGE,
        command: ['/bin/sh', '-c', AWS_CLI_SCRIPT],
        env: [
          { name: 'AWS_REGION', value: request.region },
          { name: 'AWS_CONFIG_FILE', value: AWS_CONFIG_FILE },
          { name: 'MODEL_DOWNLOAD_AWS_CONFIG', value: config },
          { name: 'MODEL_SOURCE', value: request.source },
          { name: 'MODEL_DESTINATION', value: request.destination },
        ],
      };
    },
  };
}

/**
 * The chosen client, else the CRT client; the classic one when the strategy tunes what only it
 * honours (`concurrency`, `retries`), which release 0.1's default client did.
 */
function transferClient(scope: IConstruct, options: AwsCliDownloaderOptions, request: ModelDownloadRequest): S3TransferClient {
  if (options.transferClient !== undefined) return options.transferClient;
  const tuned = [...(request.concurrency !== undefined ? ['concurrency'] : []), ...(request.retries !== undefined ? ['retries'] : [])];
  if (tuned.length === 0) return S3TransferClient.CRT;
  addWarning(
    scope,
    'GPUM-EKS-DOWNLOAD-CLASSIC',
    `downloadAtStart() sets ${tuned.join(' and ')}, which only the AWS CLI's classic transfer client honours, so the model is downloaded with it: the CRT client, the default, reaches far more of a large node's network (it opens as many connections as the node's bandwidth takes). Remove ${tuned.join(' and ')} to use the CRT client, or choose the classic one with modelDownloader: EksModelDownloader.awsCli({ transferClient: S3TransferClient.CLASSIC })`,
  );
  return S3TransferClient.CLASSIC;
}

/** The CRT client's target: the downloader's figure, else the node's network, else the CLI's own. */
function targetBandwidth(scope: IConstruct, options: AwsCliDownloaderOptions, request: ModelDownloadRequest): number | undefined {
  const given = options.targetBandwidthGbps;
  if (given !== undefined) {
    if (!isUnresolved(given) && !(given > 0 && given <= MAX_TARGET_GBPS)) {
      const fix = `give the node's network bandwidth in Gb/s, more than 0 and at most ${MAX_TARGET_GBPS}`;
      throw new ValidationError('GPUM-EKS-DOWNLOAD', `targetBandwidthGbps is ${given}: ${fix}`, scope, {
        property: 'modelDownloader.targetBandwidthGbps',
        value: String(given),
        fix,
      });
    }
    return given;
  }
  const node = request.nodeNetworkGbps;
  if (node === undefined || isUnresolved(node)) {
    addInfo(
      scope,
      'GPUM-EKS-DOWNLOAD-BANDWIDTH',
      "the NodePool's instance types are not known to the library, so the AWS CLI's CRT client sets its own target bandwidth: its figure on p4d, p4de, p5.48xlarge and trn1, 10 Gb/s on every other type. Give the pool's instanceFamilies, or targetBandwidthGbps in EksModelDownloader.awsCli()",
    );
    return undefined;
  }
  addInfo(
    scope,
    'GPUM-EKS-DOWNLOAD-BANDWIDTH',
    `the AWS CLI's CRT client targets ${node} Gb/s (s3.target_bandwidth), the network of ${request.nodeNetworkSource ?? 'the node'}. Narrow the node class to the sizes you use, or set targetBandwidthGbps in EksModelDownloader.awsCli()`,
  );
  return node;
}

function s5cmdTool(image: string, options: S5cmdDownloaderOptions): DownloadTool {
  return {
    name: 's5cmd',
    container(scope, request) {
      if (!image) {
        const fix = `name an image whose aws-sdk-go is >= v${POD_IDENTITY_GO_SDK}`;
        throw new ValidationError('GPUM-EKS-DOWNLOADER', `the s5cmd image is empty: ${fix}`, scope, {
          property: 'modelDownloader',
          value: image,
          fix,
        });
      }
      const version = /^(?:docker\.io\/)?peakcom\/s5cmd:(v?\d+\.\d+\.\d+)$/.exec(image)?.[1];
      const parsed = version ? parseSemVer(version) : undefined;
      if (parsed && compareSemVer(parsed, parseSemVer('2.3.0')!) <= 0) {
        const fix = `Use EksModelDownloader.AWS_CLI, or an s5cmd image built with aws-sdk-go >= v${POD_IDENTITY_GO_SDK}`;
        throw new ValidationError(
          'GPUM-EKS-DOWNLOADER',
          `${image} is built with aws-sdk-go v1.44.312, whose container credential provider rejects EKS Pod Identity's endpoint (169.254.170.23, peak/s5cmd#807): every pod would crash-loop in its init container. ${fix}`,
          scope,
          { property: 'modelDownloader', value: image, fix },
        );
      }
      addWarning(
        scope,
        'GPUM-EKS-S5CMD-POD-IDENTITY',
        `the model is downloaded with s5cmd from ${image}: its aws-sdk-go must be >= v${POD_IDENTITY_GO_SDK} to read EKS Pod Identity credentials ("invalid endpoint host 169.254.170.23" otherwise, peak/s5cmd#807). Check the image, or use EksModelDownloader.AWS_CLI`,
      );
      const workers = request.concurrency ?? DEFAULT_CONCURRENCY;
      const perFile = options.concurrencyPerFile ?? 32;
      const retries = request.retries ?? DEFAULT_RETRIES;
      checkRange(scope, 'GPUM-EKS-DOWNLOAD', 'concurrency (s5cmd --numworkers)', workers, 1, 4096);
      checkRange(scope, 'GPUM-EKS-DOWNLOAD', 'concurrencyPerFile (s5cmd cp --concurrency)', perFile, 1, 1024);
      checkRange(scope, 'GPUM-EKS-DOWNLOAD', 'retries (s5cmd --retry-count)', retries, 0, 100);
      const partSize = request.partSize ?? DEFAULT_PART_SIZE;
      partBytes(scope, partSize);
      const partMiB = partSize.toMebibytes();
      if (!Number.isInteger(partMiB)) {
        const fix = 's5cmd takes whole MiB. Use for example Size.mebibytes(64)';
        throw new ValidationError('GPUM-EKS-DOWNLOAD', `partSize is ${partSize}: ${fix}`, scope, {
          property: 'storage.partSize',
          value: String(partSize),
          fix,
        });
      }
      return {
        image,
        args: [
          '--numworkers',
          text(workers),
          '--retry-count',
          text(retries),
          'cp',
          '--concurrency',
          text(perFile),
          '--part-size',
          String(partMiB),
          `${request.source}*`,
          `${request.destination}/`,
        ],
        env: [{ name: 'AWS_REGION', value: request.region }],
      };
    },
  };
}
