/** A span of time: a timeout, a probe period, a start-up budget. */
export class Duration {
  public static millis(amount: number): Duration {
    return new Duration(amount / 1000);
  }

  public static seconds(amount: number): Duration {
    return new Duration(amount);
  }

  public static minutes(amount: number): Duration {
    return new Duration(amount * 60);
  }

  public static hours(amount: number): Duration {
    return new Duration(amount * 3600);
  }

  private readonly amountInSeconds: number;

  private constructor(amountInSeconds: number) {
    if (!Number.isFinite(amountInSeconds) || amountInSeconds < 0) {
      throw new Error(`a duration must be a finite number of seconds of at least 0, got ${amountInSeconds}`);
    }
    this.amountInSeconds = amountInSeconds;
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
