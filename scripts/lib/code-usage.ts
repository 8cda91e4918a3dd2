import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative, sep } from 'path';
import * as ts from 'typescript';

/** A folder of `src/` that owns a catalogue: `core` or a platform (`alicloud`, `google`, `aws`). */
export type CodeOwner = string;

/** How a literal `GPUM-…` ID is used: the level its call gives it, when the call says. */
export interface CodeUse {
  readonly code: string;
  /** `src/aws/selector-terms.ts:14` */
  readonly location: string;
  /** The top folder under `src/`. */
  readonly folder: string;
  /** `error` for the error classes, `warning`/`info` for addWarning/addInfo; undefined when a helper builds it. */
  readonly level?: 'error' | 'warning' | 'info';
}

/** A whole ID: `GPUM-` and upper-case words joined by single dashes (not a prefix such as `GPUM-ADVICE-…`). */
export const CODE_PATTERN = /GPUM-[A-Z0-9]+(?:-[A-Z0-9]+)*(?![-A-Z0-9])/g;

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** The calls that take an ID, the argument it is in, and the level they give it. */
const CALLEES: Record<string, { readonly argument: number; readonly level: 'error' | 'warning' | 'info' }> = {
  ValidationError: { argument: 0, level: 'error' },
  UnscopedValidationError: { argument: 0, level: 'error' },
  GpuModelsError: { argument: 0, level: 'error' },
  addWarning: { argument: 1, level: 'warning' },
  addInfo: { argument: 1, level: 'info' },
};

/** Every `.ts` file under `src/`, generated bindings left out. */
export function sourceFiles(dir: string = SRC): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'generated') files.push(...sourceFiles(path));
    } else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files.sort();
}

/**
 * Every `GPUM-…` ID written as a string literal in `src/` (a quoted string, or the literal parts of a
 * template such as `` `[GPUM-EKS-SELECTOR] ${what}` ``): IDs kept in variables or tables count where
 * they are written. Comments do not count. The catalogue files themselves are left out.
 */
export function codeUses(): CodeUse[] {
  return codeLiterals().map(({ code, node, rel, line }) => ({
    code,
    location: `${rel}:${line}`,
    folder: rel.split('/').length > 2 ? rel.split('/')[1] : 'core',
    level: levelOf(node),
  }));
}

/** Each `GPUM-…` ID in a string literal of `src/` (catalogue files left out), with the literal and where it is. */
function codeLiterals(): Array<{ code: string; node: ts.Node; rel: string; line: number }> {
  const found: Array<{ code: string; node: ts.Node; rel: string; line: number }> = [];
  for (const file of sourceFiles()) {
    if (/[\\/]codes\.ts$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes('GPUM-')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const rel = relative(ROOT, file).split(sep).join('/');
    const visit = (node: ts.Node): void => {
      const literal = literalText(node);
      if (literal !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        for (const match of literal.matchAll(CODE_PATTERN)) found.push({ code: match[0], node, rel, line });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  return undefined;
}

/** The level the enclosing call gives an ID passed to it directly as its code (or message) argument. */
function levelOf(node: ts.Node): CodeUse['level'] {
  let arg: ts.Node = ts.isTemplateHead(node) ? node.parent : node;
  // A conditional picks between codes: `big ? 'GPUM-A' : 'GPUM-B'`.
  while (ts.isConditionalExpression(arg.parent) || ts.isParenthesizedExpression(arg.parent)) arg = arg.parent;
  const call = arg.parent;
  if (!call || !(ts.isCallExpression(call) || ts.isNewExpression(call))) return undefined;
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  const taker = ts.isIdentifier(callee) ? CALLEES[callee.text] : undefined;
  return taker && call.arguments?.[taker.argument] === arg ? taker.level : undefined;
}

/**
 * The catalogue that owns an ID used in these folders of `src/`: the one platform that uses it, or core
 * when core, the command line or more than one platform uses it.
 */
export function ownerOf(folders: Iterable<string>): CodeOwner {
  const platforms = [...new Set(folders)].filter((f) => f !== 'core' && f !== 'cli');
  const shared = platforms.length !== 1 || [...folders].some((f) => f === 'core' || f === 'cli');
  return shared ? 'core' : (platforms[0] as CodeOwner);
}

/** One `new ValidationError(…)` (or another error class of the library) in `src/`, with the fields its options give. */
export interface ErrorConstruction {
  /** `src/aws/selector-terms.ts:14` */
  readonly location: string;
  /** The class constructed. */
  readonly errorClass: string;
  /** The option keys the site passes (`property`, `value`, `fix`, …); undefined when they cannot be read from the source. */
  readonly fields?: readonly string[];
}

/** The error classes and the argument their options are in. */
const ERROR_OPTIONS_ARGUMENT: Record<string, number> = { ValidationError: 3, UnscopedValidationError: 2, GpuModelsError: 2 };

/**
 * Every construction of the library's error classes in `src/`, with the keys of its options: an object literal
 * written in the call, or a variable or parameter of the enclosing function declared with one (as a value or a type).
 */
export function errorConstructions(): ErrorConstruction[] {
  const found: ErrorConstruction[] = [];
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!/new (Unscoped)?ValidationError|new GpuModelsError/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const rel = relative(ROOT, file).split(sep).join('/');
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in ERROR_OPTIONS_ARGUMENT) {
        const options = node.arguments?.[ERROR_OPTIONS_ARGUMENT[node.expression.text]];
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ location: `${rel}:${line}`, errorClass: node.expression.text, fields: options ? keysOf(options) : [] });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The keys an options expression is known to carry. */
function keysOf(options: ts.Expression): string[] | undefined {
  if (ts.isObjectLiteralExpression(options)) return literalKeys(options);
  if (!ts.isIdentifier(options)) return undefined;
  const declaration = declarationOf(options);
  if (declaration?.type && ts.isTypeLiteralNode(declaration.type)) {
    return declaration.type.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
  }
  if (
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    ts.isObjectLiteralExpression(declaration.initializer)
  ) {
    return literalKeys(declaration.initializer);
  }
  return undefined;
}

function literalKeys(literal: ts.ObjectLiteralExpression): string[] {
  return literal.properties.flatMap((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : []));
}

/** The variable or parameter of that name declared in an enclosing function (or the file), if any. */
function declarationOf(name: ts.Identifier): ts.VariableDeclaration | ts.ParameterDeclaration | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (!(ts.isFunctionLike(scope) || ts.isSourceFile(scope))) continue;
    const parameter = ts.isFunctionLike(scope)
      ? scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name.text)
      : undefined;
    if (parameter) return parameter;
    let variable: ts.VariableDeclaration | undefined;
    const search = (node: ts.Node): void => {
      if (variable) return;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name.text) variable = node;
      else if (!ts.isFunctionLike(node) || node === scope) ts.forEachChild(node, search);
    };
    search(scope);
    if (variable) return variable;
  }
  return undefined;
}

/**
 * The fix of each ID that is thrown only from `new ValidationError('<ID>', …, { fix })` (or another error class
 * of the library) with one fixed text: a string literal in the options, or a `const fix = '…'` the options name.
 * Such a fix is written at its throw site alone, and docs/codes.md takes it from there. An ID that is also thrown
 * by a helper (`checkNumber`, `requireLiteralBoolean`, …), reported as a warning or info, kept in a variable, or
 * thrown with fixes that differ or are computed is not in the map: its catalogue entry writes the fix.
 */
export function singleThrownFixes(): Map<string, { readonly fix: string; readonly location: string }> {
  const fixes = new Map<string, { fix: string; location: string } | null>();
  const settle = (code: string, found: { fix: string; location: string } | null) => {
    const known = fixes.get(code);
    fixes.set(code, known === undefined ? found : known && found && known.fix === found.fix ? known : null);
  };
  for (const { code, node, rel, line } of codeLiterals()) {
    const fix = thrownFixOf(node);
    settle(code, fix === undefined ? null : { fix, location: `${rel}:${line}` });
  }
  const single = new Map<string, { fix: string; location: string }>();
  for (const [code, found] of fixes) if (found) single.set(code, found);
  return single;
}

/** The fixed fix text of the error this literal is the code of, if it is one: `new ValidationError('<ID>', …, { fix })`. */
function thrownFixOf(node: ts.Node): string | undefined {
  const call = node.parent;
  if (!ts.isStringLiteral(node) || !call || !ts.isNewExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  const optionsAt = ERROR_OPTIONS_ARGUMENT[call.expression.text];
  if (optionsAt === undefined || call.arguments?.[0] !== node) return undefined;
  const options = call.arguments[optionsAt];
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (!property.name || !ts.isIdentifier(property.name) || property.name.text !== 'fix') continue;
    if (ts.isPropertyAssignment(property)) return fixedText(property.initializer);
    if (ts.isShorthandPropertyAssignment(property)) {
      const initializer = constantInitializer(property.name);
      return initializer && fixedText(initializer);
    }
  }
  return undefined;
}

/** The initializer of the `const` of that name in the nearest enclosing block that declares it, before the use. */
function constantInitializer(name: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name.text)) return undefined;
    if (!(ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope))) continue;
    for (const statement of scope.statements) {
      if (statement.pos > name.pos || !ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name.text) {
          return (statement.declarationList.flags & ts.NodeFlags.Const) !== 0 ? declaration.initializer : undefined;
        }
      }
    }
  }
  return undefined;
}

function fixedText(expression: ts.Expression): string | undefined {
  return ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression) ? expression.text : undefined;
}
