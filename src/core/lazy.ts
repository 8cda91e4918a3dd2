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

/**
 * A value computed at synth from another value as Terraform will read it (tokens rendered as their
 * expressions): a name that carries a hash of a specification, stable from one synth to the next.
 */
export function lazyFromResolved(value: unknown, produce: (resolved: unknown) => unknown): IResolvable {
  return new ResolvedLazy(value, produce);
}

class ResolvedLazy implements IResolvable {
  public readonly creationStack: string[] = [];

  constructor(
    private readonly value: unknown,
    private readonly produce: (resolved: unknown) => unknown,
  ) {}

  public resolve(context: IResolveContext): unknown {
    return this.produce(context.resolve(this.value));
  }

  public toString(): string {
    return '<lazy value>';
  }
}
