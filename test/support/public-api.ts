import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

/**
 * The inputs of the package's public API, read with the TypeScript compiler from the modules that
 * package.json `exports` names (the same declarations `lib/*.d.ts` is emitted from): every
 * constructor, static factory, public method and exported function parameter, and, through the
 * parameter's type, every property of the option and props interfaces it takes, nested ones included.
 *
 * Each input has a key:
 * - `Interface.prop` for a property, under the interface that declares it (an inherited prop is
 *   one input, not one per interface that extends it), `Interface.prop.sub` inside an inline type;
 * - `Class.method(param)` / `Class.constructor(param)` / `fn(param)` for a parameter whose type is
 *   not an option interface of the package (a string, a number, a value class, a construct).
 */
export interface ApiInput {
  readonly key: string;
  /** The declared type, as the compiler prints it. */
  readonly type: string;
  /** Where it is declared, relative to the repository (`src/alicloud/fc-gpu-function-props.ts:42`). */
  readonly where: string;
}

const ROOT = path.join(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');

/** The package's entry modules, from package.json `exports` (`./lib/x.js` is built from `src/x.ts`). */
export function exportedEntryModules(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const entries: string[] = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    // The generated alicloud bindings (`./alicloud/generated/*`) are the provider's schema, checked
    // against it by the schema tests; package.json is data.
    if (subpath.includes('*') || !file.endsWith('.js')) continue;
    entries.push(path.join(ROOT, file.replace(/^\.\/lib\//, 'src/').replace(/\.js$/, '.ts')));
  }
  return entries;
}

function isOwnDeclaration(node: ts.Node): boolean {
  const file = node.getSourceFile().fileName;
  return file.startsWith(SRC) && !file.includes(`${path.sep}generated${path.sep}`);
}

/** Walks the public API of the given entry modules and returns every input, sorted by key. */
export function publicApiInputs(entries: readonly string[] = exportedEntryModules()): ApiInput[] {
  const program = ts.createProgram([...entries], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  });
  const checker = program.getTypeChecker();
  const inputs = new Map<string, ApiInput>();
  const visitedTypes = new Set<ts.Symbol>();

  const where = (node: ts.Node): string => {
    const sf = node.getSourceFile();
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${path.relative(ROOT, sf.fileName)}:${line}`;
  };

  const add = (key: string, type: ts.Type, node: ts.Node) => {
    if (!inputs.has(key)) inputs.set(key, { key, type: checker.typeToString(type), where: where(node) });
  };

  /** The package's own option interfaces and inline object types a value of this type is built from. */
  const optionShapes = (type: ts.Type): Array<{ name?: string; type: ts.Type; symbol: ts.Symbol }> => {
    const shapes: Array<{ name?: string; type: ts.Type; symbol: ts.Symbol }> = [];
    const parts = type.isUnion() ? type.types : [type];
    for (const part of parts) {
      const element = checker.isArrayType(part) || checker.isTupleType(part) ? checker.getTypeArguments(part as ts.TypeReference)[0] : part;
      if (!element) continue;
      if (element.isUnion()) {
        shapes.push(...optionShapes(element));
        continue;
      }
      const symbol = element.aliasSymbol ?? element.getSymbol();
      const decl = symbol?.declarations?.[0];
      if (!symbol || !decl || !(element.flags & ts.TypeFlags.Object)) continue;
      // A reference interface (`IGpuNodePool`, `IVswitchRef`) is a construct the user hands over, built
      // by the library's own construct or a `fromXAttributes` factory: an input, not a bag of options.
      if (ts.isInterfaceDeclaration(decl) && /^I[A-Z]/.test(symbol.getName())) continue;
      if (ts.isInterfaceDeclaration(decl) && isOwnDeclaration(decl)) shapes.push({ name: symbol.getName(), type: element, symbol });
      else if (ts.isTypeLiteralNode(decl) && isOwnDeclaration(decl)) shapes.push({ type: element, symbol });
      else if (ts.isTypeAliasDeclaration(decl) && isOwnDeclaration(decl) && ts.isTypeLiteralNode(decl.type)) {
        shapes.push({ name: symbol.getName(), type: element, symbol });
      }
    }
    return shapes;
  };

  /** Adds a value of `type` reached as `key`: its option properties, or the value itself. */
  const visitValue = (key: string, type: ts.Type, node: ts.Node): void => {
    const shapes = optionShapes(checker.getNonNullableType(type));
    if (shapes.length === 0) {
      add(key, type, node);
      return;
    }
    for (const shape of shapes) {
      // A map type (`{ [name: string]: number }`) has no properties to key: the value itself is the input.
      if (checker.getPropertiesOfType(shape.type).length === 0) add(key, type, node);
      else if (shape.name === undefined) visitProperties(key, shape.type);
      else if (!visitedTypes.has(shape.symbol)) {
        visitedTypes.add(shape.symbol);
        visitProperties(undefined, shape.type);
      }
    }
  };

  /** The properties of an option type: under the interface that declares each, or under `prefix` inline. */
  const visitProperties = (prefix: string | undefined, type: ts.Type): void => {
    for (const prop of checker.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (!decl || !isOwnDeclaration(decl) || isInternal(prop)) continue;
      const owner = decl.parent;
      const ownerName =
        prefix ??
        (ts.isInterfaceDeclaration(owner)
          ? owner.name.text
          : ts.isTypeLiteralNode(owner) && ts.isTypeAliasDeclaration(owner.parent)
            ? owner.parent.name.text
            : '?');
      visitValue(`${ownerName}.${prop.getName()}`, checker.getTypeOfSymbolAtLocation(prop, decl), decl);
    }
  };

  const visitSignature = (owner: string, signature: ts.Signature, decl: ts.Node) => {
    for (const param of signature.getParameters()) {
      const paramDecl = param.valueDeclaration ?? decl;
      visitValue(`${owner}(${param.getName()})`, checker.getTypeOfSymbolAtLocation(param, paramDecl), paramDecl);
    }
  };

  const visitClass = (name: string, symbol: ts.Symbol) => {
    const classType = checker.getTypeOfSymbol(symbol);
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!decl) return;
    for (const signature of classType.getConstructSignatures()) {
      const ctor = signature.getDeclaration();
      if (ctor && !isOwnDeclaration(ctor)) continue;
      // A private constructor (`ModelSource`, `Size`) is reached through the static factories only.
      if (ctor && ts.getCombinedModifierFlags(ctor) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      visitSignature(`${name}.constructor`, signature, decl);
    }
    const members = [
      ...checker.getPropertiesOfType(classType).map((m) => ({ m, isStatic: true })),
      ...checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((m) => ({ m, isStatic: false })),
    ];
    for (const { m } of members) {
      const mDecl = m.valueDeclaration;
      if (!mDecl || !isOwnDeclaration(mDecl) || isInternal(m)) continue;
      if (!ts.isMethodDeclaration(mDecl)) continue;
      // A type guard (`isFcGpuFunction(x: unknown)`) takes anything by design: it is no input.
      if (/^is[A-Z]/.test(m.getName()) && ts.getCombinedModifierFlags(mDecl) & ts.ModifierFlags.Static) continue;
      const flags = ts.getCombinedModifierFlags(mDecl);
      if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      const type = checker.getTypeOfSymbolAtLocation(m, mDecl);
      for (const signature of type.getCallSignatures()) visitSignature(`${name}.${m.getName()}`, signature, mDecl);
    }
  };

  for (const entry of entries) {
    const sf = program.getSourceFile(entry);
    if (!sf) throw new Error(`entry module not found: ${entry}`);
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!decl || !isOwnDeclaration(decl) || isInternal(symbol)) continue;
      if (symbol.flags & ts.SymbolFlags.Class) visitClass(exported.getName(), symbol);
      else if (symbol.flags & ts.SymbolFlags.Function) {
        for (const signature of checker.getTypeOfSymbol(symbol).getCallSignatures()) {
          visitSignature(exported.getName(), signature, decl);
        }
      }
    }
  }
  return [...inputs.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** `@internal`, `_`-prefixed and `@deprecated`-free members are all public; only the first two are left out. */
function isInternal(symbol: ts.Symbol): boolean {
  if (symbol.getName().startsWith('_')) return true;
  return symbol.getJsDocTags().some((t) => t.name === 'internal');
}
