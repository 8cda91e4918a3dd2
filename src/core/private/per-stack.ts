import { IConstruct } from 'constructs';
import { TerraformStack } from '../framework';

/**
 * A value kept per stack, made on first use: the registries that let the constructs of one stack
 * see each other (created namespaces, shared NAS wiring, default providers, warnings said once).
 * Per stack because resources cannot be shared across stacks without outputs, and so that separate
 * apps, such as separate tests, never see each other's. Held weakly: a stack that is gone takes its
 * value with it.
 */
export function perStack<T>(create: () => T): (scope: IConstruct) => T {
  const values = new WeakMap<TerraformStack, T>();
  return (scope) => {
    const stack = TerraformStack.of(scope);
    let value = values.get(stack);
    if (value === undefined) {
      value = create();
      values.set(stack, value);
    }
    return value;
  };
}
