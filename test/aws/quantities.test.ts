import { goDuration, gibibyteQuantity } from '../../src/aws/quantities';
import { NodeImage } from '../../src/aws/node-image';
import { compareSemVer, parseSemVer } from '../../src/aws/versions';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';

test('Go durations as Karpenter accepts them', () => {
  expect(goDuration(Duration.hours(720))).toBe('720h');
  expect(goDuration(Duration.minutes(90))).toBe('1h30m');
  expect(goDuration(Duration.seconds(45))).toBe('45s');
  expect(goDuration(Duration.seconds(3725))).toBe('1h2m5s');
  expect(goDuration(Duration.seconds(0))).toBe('0s');
  expect(goDuration(Duration.millis(1500))).toBe('2s');
});

test('EBS sizes in whole GiB, rounded up', () => {
  expect(gibibyteQuantity(Size.gibibytes(100))).toBe('100Gi');
  expect(gibibyteQuantity(Size.gigabytes(100))).toBe('94Gi');
  expect(gibibyteQuantity(Size.mebibytes(1))).toBe('1Gi');
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
