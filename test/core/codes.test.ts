import { readFileSync } from 'fs';
import { join } from 'path';
import { CatalogueRow, catalogueRows, catalogues, CODES_DOC, renderCodesDoc } from '../../scripts/lib/codes';
import { GpuModelChecks } from '../../src';
import { CODE_PATTERN, CodeUse, codeUses, ownerOf, singleThrownFixes } from '../../scripts/lib/code-usage';

const ROOT = join(__dirname, '..', '..');
const REGENERATE = 'then run `npm run gen:codes` to rewrite docs/codes.md';

const uses = codeUses();
const rows = catalogueRows();
const usesByCode = new Map<string, CodeUse[]>();
for (const use of uses) usesByCode.set(use.code, [...(usesByCode.get(use.code) ?? []), use]);
const rowByCode = new Map<string, CatalogueRow>();
for (const row of rows) rowByCode.set(row.code, row);
const ruleIds = new Set(GpuModelChecks.rules().map((rule) => rule.id));

function where(code: string): string {
  const found = usesByCode.get(code) ?? [];
  const shown = found.slice(0, 3).map((u) => u.location);
  return found.length > 3 ? `${shown.join(', ')} and ${found.length - 3} more` : shown.join(', ');
}

function levelsSeen(code: string): string[] {
  return [...new Set((usesByCode.get(code) ?? []).flatMap((u) => (u.level ? [u.level] : [])))];
}

/** Lines grouped under a heading per catalogue file, so a merge can fix them file by file. */
function grouped(problems: Array<{ file: string; line: string }>): string {
  const files = [...new Set(problems.map((p) => p.file))].sort();
  return files.map((file) => [`${file}:`, ...problems.filter((p) => p.file === file).map((p) => `  ${p.line}`)].join('\n')).join('\n');
}

describe('the catalogue of IDs (src/*/codes.ts)', () => {
  test('scans the source: it finds IDs thrown, warned and built in variables', () => {
    const codes = new Set(uses.map((u) => u.code));
    expect(codes.size).toBeGreaterThan(150);
    // A ValidationError, an addWarning, an addInfo, an ID kept in a table of ranges, a policy pack rule.
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'GPUM-FC-GPU-TYPE', level: 'error', folder: 'alicloud' }),
        expect.objectContaining({ code: 'GPUM-FC-NAS-EMPTY', level: 'warning', folder: 'alicloud' }),
        expect.objectContaining({ code: 'GPUM-STORAGE-RECOMMENDED', level: 'info', folder: 'core' }),
        expect.objectContaining({ code: 'GPUM-EKS-REPLICAS', folder: 'aws' }),
        expect.objectContaining({ code: 'GPUM-CHECK-FC-NAS-VPC' }),
      ]),
    );
    // Comments do not count as uses: errors.ts names GPUM-FC-GPU-TYPE only in its TSDoc.
    expect(uses.filter((u) => u.location.startsWith('src/core/errors.ts'))).toEqual([]);
  });

  test('every ID in src/ is catalogued, in the codes.ts of the folder that reports it', () => {
    const missing = [...usesByCode.keys()]
      .filter((code) => !rowByCode.has(code))
      .sort()
      .map((code) => {
        const owner = ownerOf((usesByCode.get(code) ?? []).map((u) => u.folder));
        const rule = ruleIds.has(code);
        const level = rule ? 'a GpuModelChecks rule: add its ID to checkRules of an area' : `level ${levelsSeen(code).join('/') || '?'}`;
        return { file: `src/${owner}/codes.ts`, line: `${code} (${level}; used at ${where(code)})` };
      });
    if (missing.length > 0) {
      throw new Error(`${missing.length} ID(s) are used in src/ but not catalogued. Add them, ${REGENERATE}:\n${grouped(missing)}`);
    }
  });

  test('every catalogued ID is used in src/ (no dead entries)', () => {
    const dead = rows
      .filter((row) => !usesByCode.has(row.code))
      .map((row) => ({ file: `src/${row.owner}/codes.ts`, line: `${row.code} (area "${row.area}")` }));
    if (dead.length > 0) {
      throw new Error(`${dead.length} catalogued ID(s) appear nowhere in src/ as a string. Remove them, ${REGENERATE}:\n${grouped(dead)}`);
    }
  });

  test('each ID is catalogued once, by the folder that reports it (core when core or several platforms do)', () => {
    const seen = new Map<string, string[]>();
    for (const row of rows) seen.set(row.code, [...(seen.get(row.code) ?? []), `src/${row.owner}/codes.ts`]);
    const twice = [...seen].filter(([, files]) => files.length > 1).map(([code, files]) => `${code} is in ${files.join(' and ')}`);
    expect(twice).toEqual([]);

    const misplaced = rows
      .filter((row) => usesByCode.has(row.code))
      .map((row) => ({ row, owner: ownerOf((usesByCode.get(row.code) ?? []).map((u) => u.folder)) }))
      .filter(({ row, owner }) => row.owner !== owner)
      .map(({ row, owner }) => ({
        file: `src/${row.owner}/codes.ts`,
        line: `${row.code}: move it to src/${owner}/codes.ts (used at ${where(row.code)})`,
      }));
    if (misplaced.length > 0) {
      throw new Error(
        `${misplaced.length} ID(s) are catalogued by a folder that does not own them. Move them, ${REGENERATE}:\n${grouped(misplaced)}`,
      );
    }
  });

  test("each ID's catalogued level is the level it is reported at", () => {
    const wrong = rows
      .filter((row) => !row.checkRule)
      .flatMap((row) => {
        const extra = levelsSeen(row.code).filter((level) => !row.levels.includes(level as CatalogueRow['levels'][number]));
        return extra.length
          ? [
              {
                file: `src/${row.owner}/codes.ts`,
                line: `${row.code} is catalogued as ${row.levels.join(', ')} but reported as ${extra.join(', ')} at ${where(row.code)}`,
              },
            ]
          : [];
      });
    if (wrong.length > 0) throw new Error(`Fix the level (or alsoLevel), ${REGENERATE}:\n${grouped(wrong)}`);
  });

  test('every policy pack rule is catalogued as a check rule, with its own level, meaning and fix', () => {
    const problems = [
      ...[...ruleIds]
        .filter((id) => !rowByCode.get(id)?.checkRule)
        .map((id) => `${id}: list it in checkRules, not as a hand-written entry`),
      ...rows.filter((row) => row.checkRule && !ruleIds.has(row.code)).map((row) => `${row.code} is in checkRules but is not a rule`),
    ];
    expect(problems).toEqual([]);
    const rule = GpuModelChecks.rules().find((r) => r.id === 'GPUM-CHECK-GRANT-SCOPE');
    expect(rowByCode.get('GPUM-CHECK-GRANT-SCOPE')).toMatchObject({ levels: [rule?.level], meaning: rule?.description, fix: rule?.fix });
  });

  test('every entry has a meaning and a fix, each one line', () => {
    const bad = rows.filter((row) => !row.meaning.trim() || !row.fix.trim() || /\n/.test(row.meaning + row.fix)).map((row) => row.code);
    expect(bad).toEqual([]);
    expect(rows.every((row) => /^GPUM-[A-Z0-9]+(-[A-Z0-9]+)*$/.test(row.code))).toBe(true);
  });

  test("an error's fix is written once: at its one throw site, or in the catalogue when no single site says it", () => {
    const thrown = singleThrownFixes();
    const twice = catalogues().flatMap((catalogue) =>
      catalogue.areas.flatMap((area) =>
        area.codes
          .filter((entry) => entry.fix !== undefined && thrown.has(entry.code))
          .map((entry) => ({
            file: `src/${catalogue.owner}/codes.ts`,
            line: `${entry.code}: remove its fix, ${thrown.get(entry.code)!.location} writes it ("${thrown.get(entry.code)!.fix}")`,
          })),
      ),
    );
    if (twice.length > 0) throw new Error(`${twice.length} fix(es) are written twice. ${REGENERATE}:\n${grouped(twice)}`);
    // The scan reads a site's fix from its options or from the const they name, and only when it is fixed text.
    expect(thrown.get('GPUM-CR-GCSFUSE-DUPLICATE')).toEqual({
      fix: 'keep one',
      location: expect.stringMatching(/^src\/google\/gcsfuse-mount-options\.ts:\d+$/),
    });
    expect(thrown.get('GPUM-FC-NAS-OWNER')?.fix).toBe('use a whole number from 0 to 65534');
    // Thrown by a helper (checkNumber) as well, or with a computed fix: the catalogue writes it.
    expect(thrown.has('GPUM-EKS-PORT')).toBe(false);
    expect(thrown.has('GPUM-FC-GPU-TYPE')).toBe(false);
    expect(rowByCode.get('GPUM-CR-GCSFUSE-DUPLICATE')?.fix).toBe('Keep one.');
  });

  test('the IDs the prose docs name are all catalogued', () => {
    const files = ['README.md', 'ARCHITECTURE.md', 'docs/advice.md', 'src/alicloud/README.md', 'src/google/README.md', 'src/aws/README.md'];
    const unknown = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...new Set([...text.matchAll(CODE_PATTERN)].map((m) => m[0]))]
        .filter((code) => !rowByCode.has(code))
        .map((code) => `${file}: ${code}`);
    });
    expect(unknown).toEqual([]);
  });
});

describe('docs/codes.md', () => {
  test('is what `npm run gen:codes` writes now', () => {
    // Run `npm run gen:codes` when this fails.
    expect(readFileSync(CODES_DOC, 'utf8')).toBe(renderCodesDoc());
  });

  test('has one anchored row per ID, with its level', () => {
    const doc = readFileSync(CODES_DOC, 'utf8');
    expect(doc).toContain('| <a id="gpum-fc-gpu-type"></a>`GPUM-FC-GPU-TYPE` | error |');
    expect(doc).toContain('| <a id="gpum-cr-subnet-pga"></a>`GPUM-CR-SUBNET-PGA` | error, warning |');
    expect(doc).toContain('| <a id="gpum-storage-recommended"></a>`GPUM-STORAGE-RECOMMENDED` | info |');
    expect(doc.match(/^\| <a id="gpum-/gm)?.length).toBe(rows.length);
  });

  test('is linked from the README and docs/advice.md', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').includes('](docs/codes.md)')).toBe(true);
    expect(readFileSync(join(ROOT, 'docs', 'advice.md'), 'utf8').includes('](codes.md)')).toBe(true);
  });
});
