import { IResolvable, IResolveContext } from './framework';

/**
 * A value computed at synth, like `Lazy.anyValue`, without the full stack trace cdktf's Lazy
 * captures when it is created (about a millisecond each; with a few per workload it was the largest
 * cost of synthesizing a hundred workloads). Used where a construct renders state that can still
 * change after construction (environment variables, mount points).
 */
export function lazyValue(produce: () => unknown): IResolvable {
  return new CheapLazy(produce);
}

class CheapLazy implements IResolvable {
  public readonly creationStack: string[] = [];

  constructor(private readonly produce: () => unknown) {}

  public resolve(_context: IResolveContext): unknown {
    return this.produce();
  }

  public toString(): string {
    return '<lazy value>';
  }
}
