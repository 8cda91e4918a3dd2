import { binaryQuantity, countQuantity, cpuQuantity, ebsVolumeSize, goDuration } from '../../src/aws/quantities';
import { NodeImage } from '../../src/aws/node-image';
import { compareSemVer, parseSemVer } from '../../src/aws/versions';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';
import { canonicalQuantity, isCanonicalQuantity } from '../support/schemas/kubernetes-quantity';

test('Go durations as Karpenter accepts them', () => {
  expect(goDuration(Duration.hours(720))).toBe('720h');
  expect(goDuration(Duration.minutes(90))).toBe('1h30m');
  expect(goDuration(Duration.seconds(45))).toBe('45s');
  expect(goDuration(Duration.seconds(3725))).toBe('1h2m5s');
  expect(goDuration(Duration.seconds(0))).toBe('0s');
  expect(goDuration(Duration.millis(1500))).toBe('2s');
});

test('EBS sizes in whole GiB, rounded up, never another unit (the CRD pattern admits no 18Ti)', () => {
  expect(ebsVolumeSize(Size.gibibytes(100))).toBe('100Gi');
  expect(ebsVolumeSize(Size.gigabytes(100))).toBe('94Gi');
  expect(ebsVolumeSize(Size.mebibytes(1))).toBe('1Gi');
  expect(ebsVolumeSize(Size.tebibytes(18))).toBe('18432Gi');
});

describe('canonical quantities, as the API server writes them back', () => {
  test('the test oracle agrees with apimachinery on known cases', () => {
    expect(canonicalQuantity('1024Mi')).toBe('1Gi');
    expect(canonicalQuantity('1024Gi')).toBe('1Ti');
    expect(canonicalQuantity('1536Mi')).toBe('1536Mi');
    expect(canonicalQuantity('0.5')).toBe('500m');
    expect(canonicalQuantity('1.5')).toBe('1500m');
    expect(canonicalQuantity('2000m')).toBe('2');
    expect(canonicalQuantity('1000')).toBe('1k');
    expect(canonicalQuantity('512Ki')).toBe('512Ki');
    expect(canonicalQuantity('0.5Ki')).toBe('512');
    expect(canonicalQuantity('16')).toBe('16');
    expect(canonicalQuantity('0Gi')).toBe('0');
  });

  test('memory and storage: whole Mi (or Gi) rounded up, in the largest unit that keeps a whole number', () => {
    expect(binaryQuantity(Size.gibibytes(1024))).toBe('1Ti');
    expect(binaryQuantity(Size.gibibytes(64))).toBe('64Gi');
    expect(binaryQuantity(Size.mebibytes(1536))).toBe('1536Mi');
    expect(binaryQuantity(Size.gigabytes(1))).toBe('954Mi');
    expect(binaryQuantity(Size.gibibytes(17.6), 'Gi')).toBe('18Gi');
    expect(binaryQuantity(Size.gibibytes(1023.5), 'Gi')).toBe('1Ti');
    expect(binaryQuantity(Size.tebibytes(2048))).toBe('2Pi');
  });

  test('CPU: whole cores plain, fractions in millicores rounded up, thousands with k', () => {
    expect(cpuQuantity(16)).toBe('16');
    expect(cpuQuantity(0.5)).toBe('500m');
    expect(cpuQuantity(1.5)).toBe('1500m');
    expect(cpuQuantity(0.1)).toBe('100m');
    expect(cpuQuantity(0.0001)).toBe('1m');
    expect(cpuQuantity(2.0004)).toBe('2001m');
    expect(cpuQuantity(1000)).toBe('1k');
    expect(countQuantity(8)).toBe('8');
    expect(countQuantity(100000)).toBe('100k');
  });

  test("every quantity the builders write round-trips unchanged through the server's canonicalization", () => {
    const written: string[] = [];
    for (let mib = 1; mib <= 5000; mib += 37) written.push(binaryQuantity(Size.mebibytes(mib)));
    for (let gib = 1; gib <= 70000; gib += 511)
      written.push(binaryQuantity(Size.gibibytes(gib)), binaryQuantity(Size.gibibytes(gib * 1.1), 'Gi'));
    for (const k of [1, 2, 4, 1024, 4096, 1024 * 1024]) written.push(binaryQuantity(Size.gibibytes(k)));
    for (let millis = 1; millis <= 20000; millis += 97) written.push(cpuQuantity(millis / 1000));
    for (const count of [1, 8, 64, 1000, 1500, 100000]) written.push(cpuQuantity(count), countQuantity(count));
    expect(written.filter((q) => !isCanonicalQuantity(q))).toEqual([]);
  });
});

test('versions and AMI floors', () => {
  expect(parseSemVer('v1.46.0')).toEqual({ major: 1, minor: 46, patch: 0 });
  expect(parseSemVer('1.46')).toBeUndefined();
  expect(compareSemVer(parseSemVer('1.10.0')!, parseSemVer('1.9.9')!)).toBeGreaterThan(0);
  expect(NodeImage.bottlerocket('v1.46.0').isAtLeast('1.46.0')).toBe(true);
  expect(NodeImage.bottlerocket('1.45.9').isAtLeast('1.46.0')).toBe(false);
  expect(NodeImage.bottlerocket('1.100.0').isAtLeast('1.46.0')).toBe(true);
  expect(NodeImage.bottlerocketLatest().isAtLeast('9.0.0')).toBe(true);
  expect(NodeImage.al2023('20250821').alias).toBe('al2023@v20250821');
  expect(NodeImage.al2023('v20250820').isAtLeast('v20250821')).toBe(false);
  expect(NodeImage.bottlerocket('v1.57.0').alias).toBe('bottlerocket@v1.57.0');
});
