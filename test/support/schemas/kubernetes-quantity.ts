/**
 * Kubernetes resource quantities as the API server reads and writes them
 * (k8s.io/apimachinery `resource.Quantity`: `ParseQuantity`, `CanonicalizeBytes`), written from the
 * API's rules rather than from the library's code, so that tests can tell a canonical quantity
 * from one the server would rewrite (hashicorp/terraform-provider-kubernetes#1466).
 */

/** The Kubernetes quantity grammar (the pattern of `resource.Quantity` in OpenAPI). */
export const QUANTITY_PATTERN =
  '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$';

const BINARY: Record<string, number> = { Ki: 1, Mi: 2, Gi: 3, Ti: 4, Pi: 5, Ei: 6 };
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const BINARY_SUFFIX = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];
const DECIMAL_SUFFIX: Array<[number, string]> = [
  [18, 'E'],
  [15, 'P'],
  [12, 'T'],
  [9, 'G'],
  [6, 'M'],
  [3, 'k'],
  [0, ''],
  [-3, 'm'],
  [-6, 'u'],
  [-9, 'n'],
];

interface Parsed {
  /** The value as numerator / denominator. */
  readonly num: bigint;
  readonly den: bigint;
  readonly format: 'BinarySI' | 'DecimalSI' | 'DecimalExponent';
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Parses a quantity; undefined when the text is not one. */
export function parseQuantity(text: string): Parsed | undefined {
  if (!new RegExp(QUANTITY_PATTERN).test(text)) return undefined;
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(.*)$/.exec(text)!;
  const [, sign, whole, fraction = '', suffix] = match;
  let num = BigInt(`${whole || '0'}${fraction}`) * (sign === '-' ? -1n : 1n);
  let den = 10n ** BigInt(fraction.length);
  let format: Parsed['format'];
  if (suffix in BINARY) {
    num *= 1024n ** BigInt(BINARY[suffix]);
    format = 'BinarySI';
  } else if (suffix in DECIMAL) {
    const exponent = DECIMAL[suffix];
    if (exponent >= 0) num *= 10n ** BigInt(exponent);
    else den *= 10n ** BigInt(-exponent);
    format = 'DecimalSI';
  } else {
    const exponent = Number(suffix.slice(1));
    if (exponent >= 0) num *= 10n ** BigInt(exponent);
    else den *= 10n ** BigInt(-exponent);
    format = 'DecimalExponent';
  }
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor, format };
}

/** The form the API server writes a quantity back in. */
export function canonicalQuantity(text: string): string {
  const parsed = parseQuantity(text);
  if (!parsed) throw new Error(`"${text}" is not a Kubernetes quantity`);
  const { num, den } = parsed;
  if (num === 0n) return '0';
  let format = parsed.format;
  // Small or fractional binary values are written in decimal (CanonicalizeBytes).
  if (format === 'BinarySI' && (den !== 1n || (num > -1024n && num < 1024n))) format = 'DecimalSI';
  if (format === 'BinarySI') {
    let amount = num;
    let exponent = 0;
    while (amount % 1024n === 0n && exponent < BINARY_SUFFIX.length - 1) {
      amount /= 1024n;
      exponent += 1;
    }
    return `${amount}${BINARY_SUFFIX[exponent]}`;
  }
  if (format === 'DecimalExponent') return text;
  for (const [exponent, suffix] of DECIMAL_SUFFIX) {
    // value / 10^exponent must be a whole number.
    const scaledNum = exponent >= 0 ? num : num * 10n ** BigInt(-exponent);
    const scaledDen = exponent >= 0 ? den * 10n ** BigInt(exponent) : den;
    if (scaledNum % scaledDen === 0n) return `${scaledNum / scaledDen}${suffix}`;
  }
  // Finer than nano: the server rounds up to whole nano units.
  const nanos = (num * 10n ** 9n + den - 1n) / den;
  return `${nanos}n`;
}

/** True when the server would keep the quantity exactly as written. */
export function isCanonicalQuantity(text: string): boolean {
  return parseQuantity(text) !== undefined && canonicalQuantity(text) === text;
}
