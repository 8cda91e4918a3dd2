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
 * The examples (all, or the ones named), each built into an app of its own as its main.ts does, and
 * synthesized once each, in name order: advice said once per app (the project's APIs) is then what a
 * user of that example sees. Throws when a resource of any of them does not fit its provider's schema.
 */
export function synthesizeExamples(names?: string[]): Map<string, SynthesizedExample> {
  const examples = loadExamples(names);
  const apps = examples.map((example) => {
    const app = testApp();
    example.build(app);
    return app;
  });
  const out = new Map<string, SynthesizedExample>();
  for (const [i, { name }] of examples.entries()) {
    const stack = apps[i].node.findChild(name) as TerraformStack;
    out.set(name, { name, stack, json: synthJson(stack) });
  }
  return out;
}
