import { createHash } from 'crypto';
import { readFileSync } from 'fs';
import { join } from 'path';
import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';

// src/core/staging and lib/core/staging are both three levels below the package root, where
// programs/stage-model.js ships (package.json "files").
const PROGRAM_PATH = join(__dirname, '..', '..', '..', 'programs', 'stage-model.js');

let cachedSource: string | undefined;
let programModule: { globToRegExp: (p: string) => RegExp } | undefined;

/**
 * The staging program: `programs/stage-model.js` in this package, one self-contained file for
 * Node.js 18 or later with built-in modules only. Platforms embed its text at synth (a ConfigMap on
 * EKS, `node -e` on a Cloud Run job, a code zip for Function Compute's built-in Node.js runtime,
 * whose handler is `<file>.handler`), so nothing is installed when it starts.
 */
export class StagingProgram {
  /** The program's file name. */
  public static readonly FILE_NAME = 'stage-model.js';

  /**
   * The public image the staging job runs the program in on Kubernetes and Cloud Run: Docker Hub's
   * official Node.js 22 LTS image, Debian bookworm slim (it has `node` and `sh`, nothing else is
   * needed). Pinned by tag, not digest: no registry is reachable where this library is built, so the
   * digest could not be read and checked. Pin a digest (or mirror the image into your own registry)
   * with the platform's `image` prop.
   */
  public static readonly DEFAULT_IMAGE = 'docker.io/library/node:22.17.0-bookworm-slim';

  /** The exported function Function Compute's Node.js runtime calls (`stage-model.handler`). */
  public static readonly HANDLER = 'handler';

  /** Where the program is on this machine (inside the installed package). */
  public static get path(): string {
    return PROGRAM_PATH;
  }

  /** The program's text. */
  public static source(): string {
    cachedSource ??= readFileSync(PROGRAM_PATH, 'utf8');
    return cachedSource;
  }

  /** The sha256 of the program's text, hex: part of a staging run's identity. */
  public static sha256(): string {
    return createHash('sha256').update(StagingProgram.source()).digest('hex');
  }

  /** The program's version (`PROGRAM_VERSION` in the file), recorded in every marker it writes. */
  public static version(): string {
    const m = /const PROGRAM_VERSION = '([^']+)'/.exec(StagingProgram.source());
    return m ? m[1] : 'unknown';
  }

  /** The container command that runs the program from a file (`['node', path]`). */
  public static command(programPath = `/opt/gpum/${StagingProgram.FILE_NAME}`): string[] {
    checkProgramPath(programPath);
    return ['node', programPath];
  }

  /** The container command that runs the program inline, with no file to mount (`['node', '-e', source]`). */
  public static inlineCommand(): string[] {
    return ['node', '-e', StagingProgram.source()];
  }
}

/**
 * The file the container runs: an absolute path, so that it does not depend on the image's working
 * directory, with no Terraform template sequence (the command is written into the job's resource or
 * manifest, where Terraform would read `${`) and no control characters. A token (a path another
 * resource computes) passes.
 */
function checkProgramPath(programPath: string): void {
  if (isUnresolved(programPath)) return;
  const problem =
    typeof programPath !== 'string' || programPath.trim() === ''
      ? 'is empty'
      : /[$%]\{/.test(programPath)
        ? 'holds a Terraform template sequence ("${" or "%{")'
        : /[\u0000-\u001f\u007f]/.test(programPath)
          ? 'holds control characters'
          : !programPath.startsWith('/') || programPath.endsWith('/')
            ? 'is not the absolute path of a file'
            : undefined;
  if (problem === undefined) return;
  const fix = `give the absolute path the program is mounted at, such as /opt/gpum/${StagingProgram.FILE_NAME}`;
  throw new UnscopedValidationError('GPUM-STAGING-PROGRAM-PATH', `programPath ${JSON.stringify(String(programPath))} ${problem}: ${fix}`, {
    property: 'programPath',
    value: String(programPath),
    fix,
  });
}

/**
 * The program's pattern matcher (`include`/`exclude`): the RegExp it builds for one pattern, so that
 * a check at synth reads a pattern exactly as the program will. Loads the program's module (its
 * run-as-script branch does not run when required). Not API.
 */
export function programGlob(pattern: string): RegExp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  programModule ??= require(PROGRAM_PATH) as { globToRegExp: (p: string) => RegExp };
  return programModule.globToRegExp(pattern);
}
