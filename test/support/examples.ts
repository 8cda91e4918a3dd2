import { loadExamples } from '../../scripts/lib/examples';
import { TerraformStack } from '../../src/core/framework';
import { testApp } from './stacks';
import { synthJson } from './synth';

/** An example stack as built by its `build(app)`, and its synthesized JSON (every resource validated by its provider). */
export interface SynthesizedExample {
  readonly name: string;
  readonly stack: TerraformStack;
  readonly json: any;
}

/**
 * The examples (all, or the ones named) built into one app and synthesized once each, in name
 * order. Throws when a resource of any of them does not fit its provider's schema.
 */
export function synthesizeExamples(names?: string[]): Map<string, SynthesizedExample> {
  const app = testApp();
  const examples = loadExamples(names);
  for (const example of examples) example.build(app);
  const out = new Map<string, SynthesizedExample>();
  for (const { name } of examples) {
    const stack = app.node.findChild(name) as TerraformStack;
    out.set(name, { name, stack, json: synthJson(stack) });
  }
  return out;
}
