import { UnscopedValidationError } from './errors';
import { checkAmount } from './private/amounts';

const KIB = 1024;
const MIB = KIB * 1024;
const GIB = MIB * 1024;
const TIB = GIB * 1024;
const MB = 1000 * 1000;
const GB = MB * 1000;
const TB = GB * 1000;

const UNITS: Record<string, number> = {
  b: 1,
  kib: KIB,
  ki: KIB,
  mib: MIB,
  mi: MIB,
  gib: GIB,
  gi: GIB,
  tib: TIB,
  ti: TIB,
  kb: 1000,
  k: 1000,
  mb: MB,
  m: MB,
  gb: GB,
  g: GB,
  tb: TB,
  t: TB,
};

/**
 * An amount of data: a model's size, a cache, a disk.
 *
 * Binary units (`mebibytes`, `gibibytes`) are powers of 1024; decimal units (`megabytes`,
 * `gigabytes`) are powers of 1000, which is how the clouds state most of their limits.
 */
export class Size {
  /** @param amount a whole or fractional number of bytes */
  public static bytes(amount: number): Size {
    return Size.inUnits(amount, 1);
  }

  public static kibibytes(amount: number): Size {
    return Size.inUnits(amount, KIB);
  }

  public static mebibytes(amount: number): Size {
    return Size.inUnits(amount, MIB);
  }

  public static gibibytes(amount: number): Size {
    return Size.inUnits(amount, GIB);
  }

  public static tebibytes(amount: number): Size {
    return Size.inUnits(amount, TIB);
  }

  public static megabytes(amount: number): Size {
    return Size.inUnits(amount, MB);
  }

  public static gigabytes(amount: number): Size {
    return Size.inUnits(amount, GB);
  }

  public static terabytes(amount: number): Size {
    return Size.inUnits(amount, TB);
  }

  /**
   * Parses `20GiB`, `500 MB`, `1.5GB`, `16Gi` (a Kubernetes quantity) or a plain number of bytes.
   *
   * @throws Error when the text is not a size
   */
  public static parse(text: string): Size {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$/.exec(text);
    const unit = match ? UNITS[(match[2] || 'b').toLowerCase()] : undefined;
    if (!match || unit === undefined) {
      const fix = 'write a number and a unit, for example 20GiB, 500MB or 1.5GB (units: B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)';
      throw new UnscopedValidationError('GPUM-SIZE', `"${text}" is not a size: ${fix}`, { value: text, fix });
    }
    if (unit === 1 && !Number.isInteger(Number(match[1]))) {
      const fix = 'a count of bytes is whole: write a whole number of bytes, or the size in a larger unit, for example 20GiB';
      throw new UnscopedValidationError('GPUM-SIZE', `"${text}" is a fraction of a byte: ${fix}`, { value: text, fix });
    }
    return new Size(Number(match[1]) * unit);
  }

  /** Checks the amount before scaling it: a scaled token or NaN no longer says what was given. */
  private static inUnits(amount: number, bytesPerUnit: number): Size {
    checkAmount('GPUM-SIZE-AMOUNT', 'a size', 'units', amount, 'Size.gibibytes(20)');
    return new Size(amount * bytesPerUnit);
  }

  private readonly amountInBytes: number;

  private constructor(amountInBytes: number) {
    checkAmount('GPUM-SIZE-AMOUNT', 'a size', 'bytes', amountInBytes, 'Size.gibibytes(20)');
    this.amountInBytes = amountInBytes;
  }

  public toBytes(): number {
    return this.amountInBytes;
  }

  public toKibibytes(): number {
    return this.amountInBytes / KIB;
  }

  public toMebibytes(): number {
    return this.amountInBytes / MIB;
  }

  public toGibibytes(): number {
    return this.amountInBytes / GIB;
  }

  public toMegabytes(): number {
    return this.amountInBytes / MB;
  }

  public toGigabytes(): number {
    return this.amountInBytes / GB;
  }

  /** Whole mebibytes, rounded up: what an API that takes MB (really MiB) needs to hold this size. */
  public toMebibytesCeil(): number {
    return Math.ceil(this.amountInBytes / MIB);
  }

  /** A Kubernetes quantity in whole mebibytes or gibibytes, rounded up (`20Gi`, `512Mi`). */
  public toKubernetesQuantity(): string {
    const mib = this.toMebibytesCeil();
    return mib % 1024 === 0 ? `${mib / 1024}Gi` : `${mib}Mi`;
  }

  public plus(other: Size): Size {
    return new Size(this.amountInBytes + other.amountInBytes);
  }

  public times(factor: number): Size {
    return new Size(this.amountInBytes * factor);
  }

  public isGreaterThan(other: Size): boolean {
    return this.amountInBytes > other.amountInBytes;
  }

  public isLessThan(other: Size): boolean {
    return this.amountInBytes < other.amountInBytes;
  }

  /** A human-readable form in the largest binary unit that keeps the number at or above 1: `20 GiB`. */
  public toString(): string {
    const units: Array<[string, number]> = [
      ['TiB', TIB],
      ['GiB', GIB],
      ['MiB', MIB],
      ['KiB', KIB],
    ];
    for (const [name, factor] of units) {
      if (this.amountInBytes >= factor) {
        return `${formatNumber(this.amountInBytes / factor)} ${name}`;
      }
    }
    return `${this.amountInBytes} B`;
  }
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}
