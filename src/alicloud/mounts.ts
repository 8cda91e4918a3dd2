import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isResolved } from '../core/tokens';
import { requireBoolean, valueText } from '../core/contract';

/** Function Compute 3.0 limits: per function, and mount directories unique across both kinds. */
const MAX_NAS_MOUNT_POINTS = 5;
const MAX_OSS_MOUNT_POINTS = 5;

/**
 * Directories Function Compute cannot mount over: the NAS guide asks for a subdirectory of /home,
 * /mnt, /tmp or /data, and a mount on a system directory (/bin, /opt, /var, /dev, ...) fails.
 */
const SYSTEM_DIRECTORIES = [
  '/bin',
  '/sbin',
  '/lib',
  '/lib64',
  '/usr',
  '/opt',
  '/var',
  '/etc',
  '/dev',
  '/proc',
  '/sys',
  '/boot',
  '/root',
  '/run',
  '/code',
];

/** A NAS mount point of the function (`nas_config.mount_points`). */
export interface FcNasMountPoint {
  /** `<mount target domain>:/<remote directory>`. */
  readonly serverAddr: string;
  /** The absolute directory in the container. */
  readonly mountDir: string;
  /**
   * Encrypt NFS traffic in transit.
   * @default false
   */
  readonly enableTls?: boolean;
}

/** An OSS mount point of the function (`oss_mount_config.mount_points`). */
export interface FcOssMountPoint {
  readonly bucketName: string;
  /** The path inside the bucket, starting with `/`. */
  readonly bucketPath: string;
  /** `http://oss-<region>-internal.aliyuncs.com` or an accelerator endpoint. */
  readonly endpoint: string;
  /** The absolute directory in the container. */
  readonly mountDir: string;
  /**
   * Mount read-only.
   * @default true
   */
  readonly readOnly?: boolean;
}

/**
 * The function's mount points, checked against Function Compute's limits as they are added.
 * @internal
 */
export class FcMounts {
  public readonly nas: FcNasMountPoint[] = [];
  public readonly oss: FcOssMountPoint[] = [];

  constructor(private readonly scope: IConstruct) {}

  /** `dirProperty` names the directory in errors: an added mount's `mountDir`, or the model's `mountPath`. */
  public addNas(mount: FcNasMountPoint, dirProperty = 'mount.mountDir'): void {
    this.checkDir(mount.mountDir, dirProperty);
    requireBoolean(this.scope, 'GPUM-FC-FLAG', 'mount.enableTls', mount.enableTls);
    // Only General-purpose NAS encrypts NFS traffic in transit (FC NASMountConfig, enableTLS).
    if (mount.enableTls === true && isResolved(mount.serverAddr) && /\.extreme\.nas\.aliyuncs\.com:/i.test(mount.serverAddr)) {
      const fix = 'set enableTls to false, or mount a General-purpose NAS file system';
      throw new ValidationError(
        'GPUM-FC-NAS-ADDRESS',
        `mount.enableTls is true, but ${mount.serverAddr} is an Extreme NAS address, and only General-purpose NAS supports TLS: ${fix}`,
        this.scope,
        { property: 'mount.enableTls', value: 'true', fix },
      );
    }
    if (this.nas.length >= MAX_NAS_MOUNT_POINTS) {
      const fix = 'Mount a parent directory instead of several children';
      throw new ValidationError(
        'GPUM-FC-MOUNT-LIMIT',
        `a function takes at most ${MAX_NAS_MOUNT_POINTS} NAS mount points; adding ${mount.mountDir} would make ${this.nas.length + 1}. ${fix}`,
        this.scope,
        { property: dirProperty, value: valueText(mount.mountDir), fix },
      );
    }
    this.nas.push(mount);
  }

  /** `dirProperty` as for {@link addNas}. */
  public addOss(mount: FcOssMountPoint, dirProperty = 'mount.mountDir'): void {
    this.checkDir(mount.mountDir, dirProperty);
    requireBoolean(this.scope, 'GPUM-FC-FLAG', 'mount.readOnly', mount.readOnly);
    if (this.oss.length >= MAX_OSS_MOUNT_POINTS) {
      const fix = 'Mount a common prefix instead of several';
      throw new ValidationError(
        'GPUM-FC-MOUNT-LIMIT',
        `a function takes at most ${MAX_OSS_MOUNT_POINTS} OSS mount points; adding ${mount.mountDir} would make ${this.oss.length + 1}. ${fix}`,
        this.scope,
        { property: dirProperty, value: valueText(mount.mountDir), fix },
      );
    }
    if (isResolved(mount.bucketPath) && !mount.bucketPath.startsWith('/')) {
      const fix = 'must start with "/" (for example "/models/llama")';
      throw new ValidationError('GPUM-FC-MOUNT-DIR', `OSS bucketPath "${mount.bucketPath}" ${fix}`, this.scope, {
        property: 'mount.bucketPath',
        value: mount.bucketPath,
        fix,
      });
    }
    this.oss.push(mount);
  }

  private checkDir(dir: string, property: string): void {
    if (!isResolved(dir)) return;
    if (!dir.startsWith('/') || dir === '/' || /\/\.\.?(\/|$)/.test(dir)) {
      const fix = 'must be an absolute path other than "/", such as /mnt/models';
      throw new ValidationError('GPUM-FC-MOUNT-DIR', `mount directory "${dir}" ${fix}`, this.scope, { property, value: dir, fix });
    }
    const system = SYSTEM_DIRECTORIES.find((d) => dir === d || dir.startsWith(`${d}/`));
    if (system) {
      const fix = `Use a directory under /mnt, /home, /data or /tmp, such as /mnt${dir}`;
      throw new ValidationError(
        'GPUM-FC-MOUNT-DIR',
        `mount directory "${dir}" is under the system directory ${system}, where Function Compute cannot mount. ${fix}`,
        this.scope,
        { property, value: dir, fix },
      );
    }
    const taken = [...this.nas.map((m) => m.mountDir), ...this.oss.map((m) => m.mountDir)];
    const clash = taken.find((other) => other === dir || dir.startsWith(`${other}/`) || other.startsWith(`${dir}/`));
    if (clash) {
      const fix = 'Choose another directory';
      throw new ValidationError(
        'GPUM-FC-MOUNT-DIR',
        `mount directory "${dir}" ${clash === dir ? 'is already used' : `overlaps "${clash}"`}: NAS and OSS mount directories must be unique and not nested. ${fix}`,
        this.scope,
        { property, value: dir, fix },
      );
    }
  }
}
