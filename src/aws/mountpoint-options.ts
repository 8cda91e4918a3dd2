import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { requireLiteralString, TOKEN_INLINE } from '../core/contract';
import { isUnresolved } from '../core/tokens';
import { tokensAs } from './node-class-checks';

/** Mountpoint for Amazon S3 flags a read-only model mount may take, without the leading `--`. */
const ALLOWED = [
  'allow-other',
  'allow-root',
  'uid',
  'gid',
  'file-mode',
  'dir-mode',
  'metadata-ttl',
  'negative-metadata-ttl',
  'max-threads',
  'read-part-size',
  'part-size',
  'maximum-throughput-gbps',
  'requester-pays',
  'expected-bucket-owner',
  'transfer-acceleration',
  'dual-stack',
  'force-path-style',
  'endpoint-url',
  'debug',
  'debug-crt',
  'log-metrics',
  'no-log',
  'user-agent-prefix',
];
/** Set by the workload from the model and the platform props. */
const MANAGED = ['region', 'prefix', 'read-only'];
/** Writes contradict a read-only model mount. */
const WRITES = [
  'allow-delete',
  'allow-overwrite',
  'incremental-upload',
  'write-part-size',
  'storage-class',
  'sse',
  'sse-kms-key-id',
  'upload-checksums',
];
/** The CSI driver configures the cache from volume attributes (the strategy's fileCache). */
const CACHE = ['cache', 'max-cache-size', 'cache-xz', 'cache-xz-max-size'];

/** The flag name of a mount option (`metadata-ttl indefinite`, `--uid=1000`). */
export function mountOptionName(option: string): string {
  return option.trim().replace(/^-+/, '').split(/[\s=]/)[0];
}

/**
 * Checks the user's Mountpoint mount options for a read-only model volume (the strategy's
 * `mountOptions`) and returns them in the `name value` form the CSI driver's examples use. A
 * Terraform token as an option's flag is refused in words (the flag is checked here); one in its
 * value (`max-threads <token>`) passes.
 */
export function checkMountpointOptions(scope: IConstruct, options: string[]): string[] {
  return options.map((option, index) => {
    const name = mountOptionName(option);
    // The flag is checked against the tables above; a token as its value reaches the PV as it is.
    if (isUnresolved(name)) {
      requireLiteralString(
        scope,
        'GPUM-EKS-MOUNT-OPTION',
        `storage.mountOptions[${index}]`,
        option,
        "the workload checks each mount option's flag against Mountpoint for Amazon S3's flags at synth",
      );
    }
    const fail = (why: string, fix = why) => {
      throw new ValidationError('GPUM-EKS-MOUNT-OPTION', `mount option "${tokensAs(option, TOKEN_INLINE)}": ${why}`, scope, {
        property: `storage.mountOptions[${index}]`,
        value: tokensAs(option),
        fix,
      });
    };
    if (MANAGED.includes(name)) {
      const fix = 'remove it';
      fail(`the workload sets --${name} itself (from the platform's region, the model's storagePath and the read-only mount); ${fix}`, fix);
    }
    if (WRITES.includes(name)) fail('the model volume is mounted read-only; write options do not apply');
    if (CACHE.includes(name)) {
      const fix = "use the strategy's fileCache: { size } instead";
      fail(`the CSI driver takes the cache from volume attributes: ${fix}`, fix);
    }
    if (!ALLOWED.includes(name)) {
      const fix = `Use one of: ${ALLOWED.join(', ')}`;
      fail(`not a Mountpoint for Amazon S3 option for a read-only mount. ${fix}`, fix);
    }
    return option
      .trim()
      .replace(/^-+/, '')
      .replace(/^([^\s=]+)=/, '$1 ');
  });
}
