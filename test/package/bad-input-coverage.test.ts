import * as fs from 'node:fs';
import * as path from 'node:path';
import { FLAGS as ADVISE_FLAGS } from '../../src/cli/advise';
import { FLAGS as INIT_FLAGS } from '../../src/cli/init/command';
import { COMMANDS } from '../../src/cli/main';
import { BadInputCase, InputClass, apiKeys } from '../support/bad-input-rows';
import { ApiInput, publicApiInputs } from '../support/public-api';
import { BAD_INPUT_ALLOW_LIST } from './bad-input-allow-list';

/*
 * Coverage that cannot be forgotten: every input of the public API (every construct prop, every
 * static factory's parameters and option fields, every public method parameter, read from the
 * declarations of the modules package.json exports) and every flag of every command has a row in a
 * bad-input table (a `test/**\/*.rows.ts` module's ROWS), or a reviewed allow-list entry saying why
 * its type already makes bad input impossible. A new prop without a row fails here, by name.
 */

const TEST_ROOT = path.join(__dirname, '..');

/** The flags of each command, keyed `cli <command> --<flag>` (`--help` is no input). */
const CLI_FLAGS: Record<string, readonly { name: string }[]> = { advise: ADVISE_FLAGS, init: INIT_FLAGS };

function cliInputs(): ApiInput[] {
  return Object.entries(CLI_FLAGS).flatMap(([command, flags]) =>
    flags.filter((f) => f.name !== 'help').map((f) => ({ key: `cli ${command} --${f.name}`, type: 'flag', where: `src/cli (${command})` })),
  );
}

function rowModules(dir: string = TEST_ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : rowModules(full);
    return entry.name.endsWith('.rows.ts') ? [full] : [];
  });
}

function allRows(): Array<{ file: string; row: BadInputCase }> {
  return rowModules().flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the tables are found on disk
    const rows = (require(file) as { ROWS?: readonly BadInputCase[] }).ROWS;
    if (!rows) throw new Error(`${path.relative(TEST_ROOT, file)} exports no ROWS`);
    return rows.map((row) => ({ file: path.relative(TEST_ROOT, file), row }));
  });
}

describe('every public input has a bad-input row', () => {
  const inputs = [...publicApiInputs(), ...cliInputs()];
  const known = new Set(inputs.map((i) => i.key));
  const rows = allRows();
  const covered = new Set(rows.flatMap(({ row }) => apiKeys(row)));

  test('the walk finds the API (constructs, factories, options, methods, CLI flags)', () => {
    expect(inputs.length).toBeGreaterThan(500);
    for (const key of [
      'FcPlatformProps.gpuType',
      'GpuWorkloadProps.model',
      'FcHttpTriggerOptions.authType',
      'CloudRunStagingOptions.memory',
      'EksPlatformProps.clusterName',
      'ModelSource.huggingFace(repoId)',
      'FcGpuFunction.constructor(id)',
      'cli init --state',
      'cli advise --model-size',
    ]) {
      expect(known).toContain(key);
    }
  });

  test('the command line has no command whose flags the walk does not read', () => {
    expect(Object.keys(COMMANDS).sort()).toEqual(Object.keys(CLI_FLAGS).sort());
  });

  test('no input is left without a row or a reviewed reason', () => {
    const missing = inputs
      .filter((i) => !covered.has(i.key) && !(i.key in BAD_INPUT_ALLOW_LIST))
      .map((i) => `${i.key} (${i.type}; ${i.where})`);
    expect(missing).toEqual([]);
  });

  test('every row names inputs that exist, with a class', () => {
    const classes = new Set<string>(Object.values(InputClass));
    const stale = rows.flatMap(({ file, row }) =>
      apiKeys(row)
        .filter((k) => !known.has(k))
        .map((k) => `${file}: "${row.name}" names ${k}`),
    );
    expect(stale).toEqual([]);
    expect(rows.filter(({ row }) => !classes.has(row.class)).map(({ row }) => row.name)).toEqual([]);
    expect(rows.filter(({ row }) => apiKeys(row).length === 0).map(({ row }) => row.name)).toEqual([]);
  });

  test('the allow-list names inputs that exist and have no row, each with a reason', () => {
    const entries = Object.entries(BAD_INPUT_ALLOW_LIST);
    expect(entries.filter(([key]) => !known.has(key)).map(([key]) => key)).toEqual([]);
    expect(entries.filter(([key]) => covered.has(key)).map(([key]) => `${key} has a row: take it off the allow-list`)).toEqual([]);
    expect(entries.filter(([, reason]) => reason.trim().length < 20).map(([key]) => key)).toEqual([]);
  });
});
