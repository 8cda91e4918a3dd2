import { checkAmount } from './private/amounts';

/** A span of time: a timeout, a probe period, a start-up budget. */
export class Duration {
  public static millis(amount: number): Duration {
    return Duration.inUnits(amount, 1).divided(1000);
  }

  public static seconds(amount: number): Duration {
    return Duration.inUnits(amount, 1);
  }

  public static minutes(amount: number): Duration {
    return Duration.inUnits(amount, 60);
  }

  public static hours(amount: number): Duration {
    return Duration.inUnits(amount, 3600);
  }

  /** Checks the amount before scaling it: a scaled token or NaN no longer says what was given. */
  private static inUnits(amount: number, secondsPerUnit: number): Duration {
    checkAmount('GPUM-DURATION-AMOUNT', 'a duration', 'units', amount, 'Duration.seconds(30)');
    return new Duration(amount * secondsPerUnit);
  }

  private readonly amountInSeconds: number;

  private constructor(amountInSeconds: number) {
    checkAmount('GPUM-DURATION-AMOUNT', 'a duration', 'seconds', amountInSeconds, 'Duration.seconds(30)');
    this.amountInSeconds = amountInSeconds;
  }

  private divided(divisor: number): Duration {
    return new Duration(this.amountInSeconds / divisor);
  }

  public toSeconds(): number {
    return this.amountInSeconds;
  }

  public toMilliseconds(): number {
    return this.amountInSeconds * 1000;
  }

  public toMinutes(): number {
    return this.amountInSeconds / 60;
  }

  public plus(other: Duration): Duration {
    return new Duration(this.amountInSeconds + other.amountInSeconds);
  }

  public isGreaterThan(other: Duration): boolean {
    return this.amountInSeconds > other.amountInSeconds;
  }

  /** `90s`, `5m`, `1.5h`. */
  public toString(): string {
    if (this.amountInSeconds >= 3600 && this.amountInSeconds % 360 === 0) return `${this.amountInSeconds / 3600}h`;
    if (this.amountInSeconds >= 60 && this.amountInSeconds % 60 === 0) return `${this.amountInSeconds / 60}m`;
    return `${this.amountInSeconds}s`;
  }
}
