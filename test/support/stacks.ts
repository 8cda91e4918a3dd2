import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { collectAdvice } from '../../src/core/advice';
import { App, TerraformStack, Testing } from '../../src/core/framework';
export { synthJson } from './synth';
import { resolveValue } from '../../src/core/tokens';

/** One output folder for every test app: `Testing.synth` writes nothing there, so they need no temporary folder each. */
const OUTDIR = path.join(os.tmpdir(), 'cdktf-gpu-models-tests');

/** A fresh app with its version stubbed, so snapshots do not embed it (`Testing.app()` without a new temporary folder). */
export function testApp(): App {
  fs.mkdirSync(OUTDIR, { recursive: true });
  return Testing.app({ outdir: OUTDIR });
}

/** A fresh app and an empty stack. */
export function newStack(id = 'test'): TerraformStack {
  return new TerraformStack(testApp(), id);
}

/** The IDs of the warnings in the stack, sorted. */
export function warningIds(stack: TerraformStack): string[] {
  return collectAdvice(stack)
    .filter((a) => a.level === 'warning')
    .map((a) => a.id ?? a.message)
    .sort();
}

/** The one resource of a type in a synthesized stack, with its logical name. */
export function onlyResource(json: any, type: string): { name: string; body: any } {
  const instances = Object.entries<any>(json.resource?.[type] ?? {});
  if (instances.length !== 1) throw new Error(`expected one ${type}, found ${instances.length}`);
  return { name: instances[0][0], body: instances[0][1] };
}

/** `${type.name.attribute}`: how Terraform JSON refers to another resource's attribute. */
export function ref(type: string, name: string, attribute: string): string {
  return `\${${type}.${name}.${attribute}}`;
}

/**
 * A recursive subset matcher for `toHaveResourceWithProperties`, whose jest adapter compares nested
 * objects exactly: plain objects below the top become `expect.objectContaining`.
 */
export function containing(properties: Record<string, any>): Record<string, any> {
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, nested(v)]));
}

function nested(value: any): any {
  if (Array.isArray(value)) return value.map(nested);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return expect.objectContaining(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nested(v)])));
  }
  return value;
}

/** What a value (a token) resolves to in the stack's synthesized JSON. */
export function stackResolve(stack: TerraformStack, value: unknown): unknown {
  return resolveValue(stack, value);
}
