/** A column of a text table: its header and the most characters a line of it may hold. */
export interface Column {
  readonly header: string;
  readonly maxWidth: number;
}

/**
 * Renders rows of cells, each cell a list of paragraphs, word-wrapped to its column's width:
 * a paragraph that wraps continues indented under its first character.
 */
export function renderTable(columns: Column[], rows: string[][][]): string {
  const wrapped = rows.map((row) => row.map((cell, i) => cell.flatMap((p) => wrap(p, columns[i].maxWidth))));
  const widths = columns.map((c, i) =>
    Math.min(c.maxWidth, Math.max(c.header.length, ...wrapped.map((r) => Math.max(0, ...r[i].map((l) => l.length))))),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, i) => (i === cells.length - 1 ? text : text.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w)))];
  for (const row of wrapped) {
    const height = Math.max(...row.map((c) => c.length));
    for (let i = 0; i < height; i++) out.push(line(row.map((c) => c[i] ?? '')));
  }
  return out.join('\n');
}

function wrap(paragraph: string, width: number): string[] {
  const bullet = paragraph.startsWith('- ') ? '  ' : '';
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > width && current) {
      lines.push(current);
      current = `${bullet}${word}`;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
