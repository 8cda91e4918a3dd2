/**
 * Writes a jest 29 snapshot file without jest: `init` runs before the app's packages are installed.
 * The format is pretty-format's with `{ escapeString: false, printBasicPrototype: false }` (the
 * generated jest.config.js sets both) for JSON values, in jest-snapshot's file layout. A test in this
 * repository checks both against jest's own serializer.
 */

/** The JSON value as pretty-format prints it: keys sorted, two-space indent, trailing commas. */
export function prettyJson(value: unknown, indentation = ''): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return `"${value}"`;
  const next = indentation + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${next}${prettyJson(v, next)},`).join('\n')}\n${indentation}]`;
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value as object).sort();
    if (keys.length === 0) return '{}';
    const entries = keys.map((k) => `${next}"${k}": ${prettyJson((value as Record<string, unknown>)[k], next)},`);
    return `{\n${entries.join('\n')}\n${indentation}}`;
  }
  throw new Error(`a snapshot of synthesized JSON holds no ${typeof value}`);
}

/** A snapshot file holding one snapshot per test name (jest numbers them: `<test name> 1`). */
export function snapshotFile(snapshots: Record<string, unknown>): string {
  const entries = Object.keys(snapshots)
    .sort()
    .map((name) => {
      const printed = prettyJson(snapshots[name]);
      const body = printed.includes('\n') ? `\n${printed}\n` : printed;
      return `exports[${backtick(name)}] = ${backtick(body)};`;
    });
  return `// Jest Snapshot v1, https://goo.gl/fbAQLP\n\n${entries.join('\n\n')}\n`;
}

function backtick(text: string): string {
  return `\`${text.replace(/`|\\|\$\{/g, '\\$&')}\``;
}
