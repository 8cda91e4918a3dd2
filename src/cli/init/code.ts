/**
 * A small code model for the generated `main.ts`: each node renders as TypeScript source and
 * evaluates to the value that source produces, so that `init` writes the program and builds the same
 * stack in-process (for the first snapshot) from one description.
 */

/** Where a name is imported from in the generated program. */
export interface Import {
  readonly module: string;
  readonly name: string;
}

/** What evaluation needs: the stack (`this`), the constants declared so far, and the modules. */
export interface EvalContext {
  readonly self: unknown;
  readonly locals: Map<string, unknown>;
  load(module: string): Record<string, unknown>;
}

/** An expression. */
export interface Code {
  /** The source, indented for a line that starts at `indent`. */
  render(indent: string): string;
  /** The names it uses from other modules. */
  readonly imports: Import[];
  evaluate(ctx: EvalContext): unknown;
}

const INDENT = '  ';
const LINE = 110;

/** A string, number or boolean literal. */
export function lit(value: string | number | boolean): Code {
  return {
    render: () => (typeof value === 'string' ? quote(value) : String(value)),
    imports: [],
    evaluate: () => value,
  };
}

/** A name imported from a module: `ref('cdktf', 'App')`. */
export function ref(module: string, name: string): Code {
  return { render: () => name, imports: [{ module, name }], evaluate: (ctx) => ctx.load(module)[name] };
}

/** `this`: the stack whose constructor runs the statements. */
export const THIS: Code = { render: () => 'this', imports: [], evaluate: (ctx) => ctx.self };

/** A constant declared by an earlier statement. */
export function local(name: string): Code {
  return { render: () => name, imports: [], evaluate: (ctx) => ctx.locals.get(name) };
}

/** `target.name`. */
export function prop(target: Code, name: string): Code {
  return {
    render: (indent) => `${target.render(indent)}.${name}`,
    imports: target.imports,
    evaluate: (ctx) => (target.evaluate(ctx) as Record<string, unknown>)[name],
  };
}

/** `target.method(args)`. */
export function call(target: Code, method: string, ...args: Code[]): Code {
  return {
    render: (indent) => `${target.render(indent)}.${method}(${renderArgs(args, indent)})`,
    imports: [...target.imports, ...args.flatMap((a) => a.imports)],
    evaluate: (ctx) => {
      const self = target.evaluate(ctx) as Record<string, (...a: unknown[]) => unknown>;
      return self[method](...args.map((a) => a.evaluate(ctx)));
    },
  };
}

/** `new cls(args)`. */
export function construct(cls: Code, ...args: Code[]): Code {
  return {
    render: (indent) => `new ${cls.render(indent)}(${renderArgs(args, indent)})`,
    imports: [...cls.imports, ...args.flatMap((a) => a.imports)],
    evaluate: (ctx) => {
      const Ctor = cls.evaluate(ctx) as new (...a: unknown[]) => unknown;
      return new Ctor(...args.map((a) => a.evaluate(ctx)));
    },
  };
}

/** An array literal. */
export function arr(items: Code[]): Code {
  return {
    render: (indent) => `[${items.map((i) => i.render(indent)).join(', ')}]`,
    imports: items.flatMap((i) => i.imports),
    evaluate: (ctx) => items.map((i) => i.evaluate(ctx)),
  };
}

/** A property of an object literal: its value, and a comment line above it. */
export interface Entry {
  readonly value: Code;
  readonly comment?: string;
}

/** An object literal; entries left `undefined` are left out. Short objects stay on one line. */
export function obj(entries: Record<string, Code | Entry | undefined>): Code {
  const present = Object.entries(entries)
    .filter((e): e is [string, Code | Entry] => e[1] !== undefined)
    .map(([key, e]) => ({ key, ...('render' in e ? { value: e } : e) }));
  return {
    render: (indent) => {
      if (present.length === 0) return '{}';
      const inner = indent + INDENT;
      const oneLine = `{ ${present.map((e) => `${key(e.key)}: ${e.value.render(inner)}`).join(', ')} }`;
      if (!present.some((e) => e.comment) && !oneLine.includes('\n') && indent.length + oneLine.length <= LINE - 20) return oneLine;
      const lines = present.flatMap((e) => [
        ...(e.comment ? commentLines(e.comment, inner) : []),
        `${inner}${key(e.key)}: ${e.value.render(inner)},`,
      ]);
      return `{\n${lines.join('\n')}\n${indent}}`;
    },
    imports: present.flatMap((e) => e.value.imports),
    evaluate: (ctx) => Object.fromEntries(present.map((e) => [e.key, e.value.evaluate(ctx)])),
  };
}

/**
 * Source written elsewhere (a strategy's settings as `advise` prints them) with the value it
 * stands for; the tests check that the two agree by running the generated program.
 */
export function raw(source: string, value: unknown, imports: Import[]): Code {
  return { render: () => source, imports, evaluate: () => value };
}

/** A statement of the stack's constructor: an expression, maybe kept in a constant, with comment lines above it. */
export interface Statement {
  readonly code: Code;
  readonly declare?: string;
  readonly comment?: string[];
}

/** The statements as the body of a constructor, at `indent`. */
export function renderStatements(statements: Statement[], indent: string): string {
  return statements
    .map((s) => {
      const comment = (s.comment ?? [])
        .flatMap((line) => commentLines(line, indent))
        .map((line) => `${line}\n`)
        .join('');
      return `${comment}${indent}${s.declare ? `const ${s.declare} = ` : ''}${s.code.render(indent)};`;
    })
    .join('\n');
}

/** Runs the statements in order, as the generated constructor would. */
export function runStatements(statements: Statement[], ctx: EvalContext): void {
  for (const s of statements) {
    const value = s.code.evaluate(ctx);
    if (s.declare) ctx.locals.set(s.declare, value);
  }
}

/** The import lines for every name the statements use (plus `extra`), grouped by module, sorted. */
export function renderImports(statements: Statement[], extra: Import[] = [], frameworkModule = 'cdktf'): string {
  const byModule = new Map<string, Set<string>>();
  for (const i of [...extra, ...statements.flatMap((s) => s.code.imports)]) {
    // Templates name the framework `cdktf`; a CDK Terrain app imports the same names from `cdktn`.
    const module = i.module === 'cdktf' ? frameworkModule : i.module;
    byModule.set(module, (byModule.get(module) ?? new Set()).add(i.name));
  }
  return [...byModule.entries()]
    .sort(([a], [b]) => moduleRank(a) - moduleRank(b) || a.localeCompare(b))
    .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '${module}';`)
    .join('\n');
}

/** Provider packages first, then the framework and constructs, then this library. */
function moduleRank(module: string): number {
  if (module.startsWith('cdktf-gpu-models')) return 2;
  if (module === 'cdktf' || module === 'cdktn' || module === 'constructs') return 1;
  return 0;
}

/** A comment as \`//\` lines at \`indent\`, wrapped at the line width. */
function commentLines(text: string, indent: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && indent.length + 3 + current.length + 1 + word.length > LINE) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => `${indent}// ${line}`);
}

function renderArgs(args: Code[], indent: string): string {
  return args.map((a) => a.render(indent)).join(', ');
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

/** A single-quoted TypeScript string literal. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}
