import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';

describe('Size', () => {
  test('binary and decimal units convert through bytes', () => {
    expect(Size.gibibytes(1).toBytes()).toBe(1024 ** 3);
    expect(Size.gigabytes(15).toBytes()).toBe(15e9);
    expect(Size.mebibytes(2048).toGibibytes()).toBe(2);
    expect(Size.gigabytes(1).toMegabytes()).toBe(1000);
    expect(Size.gibibytes(1.5).toMebibytesCeil()).toBe(1536);
  });

  test('parses sizes as the command line and users write them', () => {
    expect(Size.parse('20GiB').toGibibytes()).toBe(20);
    expect(Size.parse('500 MB').toBytes()).toBe(500e6);
    expect(Size.parse('1.5GB').toBytes()).toBe(1.5e9);
    expect(Size.parse('16Gi').toGibibytes()).toBe(16);
    expect(Size.parse('4096').toBytes()).toBe(4096);
  });

  test('fails on text that is not a size, saying how to write one', () => {
    expect(() => Size.parse('twenty gigs')).toThrow(/not a size: write a number and a unit/);
    expect(() => Size.parse('20XB')).toThrow(/not a size/);
    expect(() => Size.parse('0.0000001B')).toThrow(/\[GPUM-SIZE\] "0.0000001B" is a fraction of a byte: a count of bytes is whole/);
    expect(() => Size.parse('4096.5')).toThrow(/\[GPUM-SIZE\] .*fraction of a byte/);
    expect(Size.parse('1.5KB').toBytes()).toBe(1500);
    expect(() => Size.gibibytes(-1)).toThrow(/at least 0/);
  });

  test('compares, adds and prints', () => {
    expect(Size.gigabytes(16).isGreaterThan(Size.gibibytes(14))).toBe(true);
    expect(Size.gibibytes(1).plus(Size.mebibytes(512)).toString()).toBe('1.5 GiB');
    expect(Size.mebibytes(480).toString()).toBe('480 MiB');
    expect(Size.bytes(12).toString()).toBe('12 B');
    expect(Size.gibibytes(2).times(3).toGibibytes()).toBe(6);
  });

  test('renders Kubernetes quantities rounded up', () => {
    expect(Size.gibibytes(20).toKubernetesQuantity()).toBe('20Gi');
    expect(Size.mebibytes(1536).toKubernetesQuantity()).toBe('1536Mi');
    expect(Size.gigabytes(1).toKubernetesQuantity()).toBe('954Mi');
  });
});

describe('Duration', () => {
  test('converts and prints', () => {
    expect(Duration.minutes(10).toSeconds()).toBe(600);
    expect(Duration.hours(1).toMinutes()).toBe(60);
    expect(Duration.millis(1500).toSeconds()).toBe(1.5);
    expect(Duration.seconds(90).toString()).toBe('90s');
    expect(Duration.minutes(5).toString()).toBe('5m');
    expect(Duration.seconds(30).plus(Duration.seconds(30)).isGreaterThan(Duration.seconds(59))).toBe(true);
  });

  test('fails on a negative span', () => {
    expect(() => Duration.seconds(-1)).toThrow(/at least 0/);
  });
});
