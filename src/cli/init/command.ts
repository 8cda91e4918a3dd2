import * as fs from 'fs';
import * as path from 'path';
import { EngineKind } from '../../core/engine/engine-kind';
import { ModelArtifact } from '../../core/model-artifact';
import { recommendModelStorage } from '../../core/storage-advice/recommend';
import { AdvicePlatform } from '../../core/storage-advice/workload';
import { HELP_FLAG } from '../advise';
import { FlagSpec, UsageError, checkFlagsApply, flagValue, hasFlag, parseFlags, renderFlags, unexpectedArgument } from '../flags';
import { GPU_FLAGS, checkGpuFlags, withGpuInstanceMemory } from '../gpu-flags';
import { CliOutput } from '../output';
import { choice } from '../values';
import { MODEL_SIZE_FLAG, PARAM_FLAG, PLATFORM_FLAG, WORKLOAD_FLAGS, requiredPlatform, workloadFrom } from '../workload-flags';
import { ALICLOUD_FC } from './alicloud-fc';
import { appNameFlag } from './app-name';
import { AWS_EKS } from './aws-eks';
import { InitContext, PlatformTemplate } from './context';
import {
  GITIGNORE,
  JEST_CONFIG,
  LibraryPackage,
  NVMRC,
  SNAPSHOT_NAME,
  SNAPSHOT_PATH,
  cdktfJson,
  mainTestTs,
  mainTs,
  packageJson,
  tsconfigJson,
} from './files';
import { FRAMEWORKS, Framework } from './frameworks';
import { GCP_CLOUDRUN } from './gcp-cloudrun';
import { chooseGpu } from './gpu';
import { FOLDER_NPMRC, LibraryOrigin, LibraryOriginKind, libraryOrigin, librarySpec } from './library-origin';
import { readme } from './readme';
import { modelArtifactCode, storageComment } from './shared-code';
import { recommendedStorageCode } from './storage';
import { stateBucketFlag } from './state-bucket';
import { SynthResult, synthesizeSnapshot } from './synth';

/** The platforms `init` writes an app for. */
export const TEMPLATES: Record<AdvicePlatform, PlatformTemplate> = {
  [AdvicePlatform.ALIBABA_FUNCTION_COMPUTE]: ALICLOUD_FC,
  [AdvicePlatform.GOOGLE_CLOUD_RUN]: GCP_CLOUDRUN,
  [AdvicePlatform.AMAZON_EKS]: AWS_EKS,
};

/* eslint-disable-next-line @typescript-eslint/no-require-imports */
const LIBRARY_PACKAGE = require('../../../package.json') as LibraryPackage;
/** The library's package folder (src/ or lib/ is below it). */
const LIBRARY_ROOT = path.join(__dirname, '..', '..', '..');

const APP_FLAGS: readonly FlagSpec[] = [
  {
    name: 'framework',
    type: 'string',
    valueName: '<name>',
    help: [
      `${Object.values(Framework).join(' | ')}: ${Object.values(FRAMEWORKS)
        .map((f) => `${f.title} ${f.version}`)
        .join(' or ')}`,
      '(default: cdktf)',
    ],
  },
  {
    name: 'name',
    type: 'string',
    valueName: '<name>',
    help: ['The stack and package name: lower case, digits, dashes, up to 214', "characters (default: the folder's name)"],
  },
  { name: 'model-name', type: 'string', valueName: '<name>', help: ["The model's name: its folder in the storage (default: my-model)"] },
  { name: 'image', type: 'string', valueName: '<image>', help: ['The serving image (default: a placeholder to replace)'] },
  {
    name: 'engine',
    type: 'string',
    valueName: '<engine>',
    help: [
      'vllm | sglang | custom: the serving engine preset the workload starts',
      '(default: none, the command as the template writes it)',
    ],
  },
  ...Object.values(TEMPLATES).flatMap((t) => t.flags),
];
const OUTPUT_FLAGS: readonly FlagSpec[] = [
  {
    name: 'library',
    type: 'string',
    valueName: '<spec>',
    help: [
      "The app's dependency on this library: a tarball made by npm pack, a",
      'checkout, a git URL or a version (default: what init runs from: the',
      `tarball of npx ./cdktf-gpu-models-${LIBRARY_PACKAGE.version}.tgz, the checkout, else ${LIBRARY_PACKAGE.version})`,
    ],
  },
  {
    name: 'state',
    type: 'string',
    valueName: '<bucket>',
    help: ["Keep the state in this bucket, with the platform's locking", '(default: local state)'],
  },
  { name: 'force', type: 'boolean', help: ['Write into a folder that is not empty (same-named files are replaced)'] },
  { name: 'dry-run', type: 'boolean', help: ['List the files init would write, and write nothing'] },
];
/** Every flag `init` takes (the bad-input coverage test reads them). */
export const FLAGS: readonly FlagSpec[] = [
  PLATFORM_FLAG,
  MODEL_SIZE_FLAG,
  ...WORKLOAD_FLAGS,
  ...GPU_FLAGS,
  PARAM_FLAG,
  ...APP_FLAGS,
  ...OUTPUT_FLAGS,
  HELP_FLAG,
];

/** `cdktf-gpu-models init --help`. */
export const INIT_HELP = `Usage: cdktf-gpu-models init <dir> --platform <platform> --model-size <size> [flags]

Writes a complete app for one platform into <dir>, for CDK for Terraform or CDK Terrain
(--framework): package.json (pinned versions, engines), .nvmrc, cdktf.json, tsconfig.json,
main.ts with the model storage \`advise\` ranks first for the workload (its reason as a
comment), a jest snapshot test with its first snapshot, .gitignore and a README with the
deploy steps. Then: npm install, npx cdktf synth (npx cdktn synth), npm test.
--region defaults to ${Object.values(TEMPLATES)
  .map((t) => t.defaultRegion)
  .join(', ')} (in the order of --platform's values).

Required:
${renderFlags([PLATFORM_FLAG, MODEL_SIZE_FLAG])}

Workload (as for advise):
${renderFlags([...WORKLOAD_FLAGS, PARAM_FLAG])}

GPU (as for advise; without --gpu, the first GPU that holds the model:
${Object.entries(TEMPLATES)
  .map(([platform, t]) => `${platform} ${t.gpus.join(', ')}`)
  .join('; ')}):
${renderFlags(GPU_FLAGS)}

App:
${renderFlags(APP_FLAGS)}

Output:
${renderFlags([...OUTPUT_FLAGS, HELP_FLAG])}

--dry-run runs every check the real run does (the flags, the folder, the stack's
synth) and writes nothing.

Exit codes:
  0  the app was written (or listed, with --dry-run)
  2  bad arguments, a folder that is not empty, or input the library rejects
  1  any other failure

Examples:
  npx ./cdktf-gpu-models-${LIBRARY_PACKAGE.version}.tgz init sd-app --platform alicloud-fc --model-size 7GiB
  cdktf-gpu-models init llama-app --platform gcp-cloudrun --model-size 70GB --gpu nvidia-rtx-pro-6000
`;

/** Runs `init` with the arguments after the command name. */
export function init(argv: string[], out: CliOutput): number {
  const parsed = parseFlags(argv, FLAGS);
  if (hasFlag(parsed, 'help')) {
    out.stdout(INIT_HELP);
    return 0;
  }
  const [dirArg, ...extra] = parsed.positionals;
  if (extra.length > 0) throw unexpectedArgument(argv, extra[0]);
  if (dirArg === undefined) throw new UsageError('init needs the folder to write: cdktf-gpu-models init <dir> --platform <platform> ...');
  const platform = requiredPlatform(parsed);
  const template = TEMPLATES[platform];
  // --zone, --project, --cluster: one platform's template reads each; elsewhere it would be dropped.
  checkFlagsApply(
    parsed,
    Object.values(TEMPLATES).flatMap((t) => t.flags),
    platform,
  );
  const framework = FRAMEWORKS[choice('framework', flagValue(parsed, 'framework'), Object.values(Framework)) ?? Framework.CDKTF];
  const region = flagValue(parsed, 'region') ?? template.defaultRegion;
  const workload = workloadFrom(parsed, { region });
  // The GPU flags, checked as advise checks them; the construct checks the GPU init picks again at synth.
  const gpuWarnings = checkGpuFlags(parsed, workload.platform, workload.modelSize);
  const dir = path.resolve(dirArg);
  const stackName = appNameFlag(flagValue(parsed, 'name'), path.basename(dir));
  const modelName = flagValue(parsed, 'model-name') ?? 'my-model';
  // The constructs' own checks: a bad name fails here, with its GPUM- code.
  const gpu = chooseGpu(parsed, workload.platform, workload.modelSize, template.gpus);
  const artifact = new ModelArtifact({ name: modelName, size: workload.modelSize, format: workload.modelFormat, gpuLoading: gpu.loading });
  const advice = recommendModelStorage(withGpuInstanceMemory(workload, gpu.name));
  const ctx: InitContext = {
    stackName,
    region,
    image: flagValue(parsed, 'image') ?? template.defaultImage(region),
    modelName,
    storagePath: artifact.storagePath,
    mountPath: artifact.mountPath,
    workload,
    advice,
    top: advice.recommendations[0],
    gpu,
    stateBucket: stateBucketFlag(workload.platform, flagValue(parsed, 'state')),
    flags: parsed,
    framework,
    engine: choice('engine', flagValue(parsed, 'engine'), Object.values(EngineKind)),
  };
  const statements = template.statements(ctx, modelArtifactCode(ctx), recommendedStorageCode(ctx.top), storageComment(ctx));
  const given = flagValue(parsed, 'library');
  const library = given === undefined ? libraryOrigin(LIBRARY_ROOT, LIBRARY_PACKAGE.version) : librarySpec(given);
  let synthesized: SynthResult | undefined;
  const synth = () =>
    (synthesized ??= synthesizeWithProviders(template, library, () => synthesizeSnapshot(statements, stackName, SNAPSHOT_NAME)));
  const files: Record<string, () => string> = {
    'package.json': () => packageJson(ctx, template, library.spec, LIBRARY_PACKAGE),
    ...(library.kind === LibraryOriginKind.FOLDER ? { '.npmrc': () => FOLDER_NPMRC } : {}),
    'cdktf.json': () => cdktfJson(),
    'tsconfig.json': () => tsconfigJson(),
    'jest.config.js': () => JEST_CONFIG,
    'main.ts': () => mainTs(ctx, template, statements),
    'main.test.ts': () => mainTestTs(ctx),
    [SNAPSHOT_PATH]: () => synth().snapshot,
    '.gitignore': () => GITIGNORE,
    '.nvmrc': () => NVMRC,
    'README.md': () => readme(ctx, template, synth().warnings),
  };

  // The same checks with and without --dry-run: the folder, then every file rendered and the stack
  // synthesized (the constructs' own validation), before the first file is written or listed.
  refuseNonEmpty(dir, hasFlag(parsed, 'force'));
  const contents = Object.entries(files).map(([name, render]) => [name, render()] as const);
  for (const w of gpuWarnings) out.stderr(`warning: [${w.code}] ${w.message}\n`);
  if (hasFlag(parsed, 'dry-run')) {
    out.stdout(`Would write ${contents.length} files to ${dir} (${template.title}, storage: ${ctx.top.label}):\n`);
    for (const [name] of contents) out.stdout(`  ${name}\n`);
    out.stdout(`The app would depend on cdktf-gpu-models from ${library.from}: ${library.spec}\n`);
    return 0;
  }
  for (const [name, content] of contents) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  out.stdout(
    [
      `Wrote a ${framework.title} app for ${template.title} to ${dir}; the model's storage: ${ctx.top.label}.`,
      `It depends on cdktf-gpu-models from ${library.from}: ${library.spec}`,
      '',
      `Next (Node.js ${framework.node.replace('>=', '')} or later):`,
      `  cd ${dirArg}`,
      '  npm install',
      `  npx ${framework.cli.command} synth`,
      '  npm test',
      '',
      'README.md has the deploy steps and how to stage the model.',
      '',
    ].join('\n'),
  );
  return 0;
}

/**
 * Runs the in-process synth. It needs the platform's provider packages, optional peers of this
 * library: \`npx cdktf-gpu-models\` alone does not install them, so say how to run it with them.
 */
function synthesizeWithProviders<T>(template: PlatformTemplate, library: LibraryOrigin, synth: () => T): T {
  try {
    return synth();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' || template.providerPackages.length === 0) throw e;
    const packages = template.providerPackages.map((name) => `${name}@${LIBRARY_PACKAGE.peerDependencies[name]}`);
    // The library as npx installs it: the same tarball or folder this copy came from, else the version.
    const self = library.kind === LibraryOriginKind.REGISTRY ? `cdktf-gpu-models@${library.spec}` : library.spec.replace(/^file:/, '');
    const command = `npx ${[self, ...packages].map((p) => `-p ${p}`).join(' ')} cdktf-gpu-models init ...`;
    // npx installs nothing it finds in the working folder's node_modules (a checkout of this
    // library has the providers as dev dependencies), and a copy run from npx's cache cannot load them.
    const here = template.providerPackages.filter((name) => resolvesFrom(process.cwd(), name));
    const where =
      here.length > 0
        ? ` This folder's node_modules has ${here.join(' and ')}, so npx did not install ${here.length > 1 ? 'them' : 'it'} beside the library: run it from a folder without them (from a checkout: cd .. first), as: ${command}`
        : ` Run it as: ${command}`;
    throw new Error(
      `init synthesizes the new stack to write its first snapshot, and needs ${packages.join(' and ')} installed beside cdktf-gpu-models (${(e as Error).message.split('\n')[0]}).${where}`,
    );
  }
}

/** True when `name` is installed in `dir`'s node_modules or a parent's, as npx would find it there. */
function resolvesFrom(dir: string, name: string): boolean {
  try {
    require.resolve(`${name}/package.json`, { paths: [dir] });
    return true;
  } catch {
    return false;
  }
}

function refuseNonEmpty(dir: string, force: boolean): void {
  if (!fs.existsSync(dir)) return;
  if (!fs.statSync(dir).isDirectory()) throw new UsageError(`${dir} is a file: give a new or empty folder`);
  const entries = fs.readdirSync(dir);
  if (entries.length > 0 && !force) {
    throw new UsageError(
      `${dir} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', ...' : ''}): give a new or empty folder, or --force to write into it (files init writes are replaced)`,
    );
  }
}
