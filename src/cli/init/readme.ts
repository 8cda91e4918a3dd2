import { formatSize } from '../../core/storage-advice/format';
import type { AdviceSource } from '../../core/storage-advice/sources';
import { InitContext, PlatformTemplate } from './context';
import { SNAPSHOT_PATH } from './files';
import { enginePinned, usesEnginePreset } from './shared-code';

/** The generated app's README: what it deploys, the deploy steps, the model's staging and the snapshot test. */
export function readme(ctx: InitContext, template: PlatformTemplate, warnings: string[]): string {
  const parts = template.readme(ctx);
  const top = ctx.top;
  const framework = ctx.framework;
  const cli = framework.cli.command;
  const state = ctx.stateBucket
    ? `## Shared state\n\n${parts.stateBucket}\n`
    : [
        '## State',
        '',
        `The state is local (\`terraform.${ctx.stackName}.tfstate\`). To share it with a team, run \`cdktf-gpu-models init\``,
        'again with `--state <bucket>` (and `--force`): it writes the remote backend and the steps to create the bucket.',
        '',
      ].join('\n');
  return `# ${ctx.stackName}

\`${ctx.modelName}\` (${formatSize(ctx.workload.modelSize)}) on ${template.title} in \`${ctx.region}\`, written by
\`cdktf-gpu-models init\`. The model storage is **${top.label}** (\`${top.settings}\`), ranked first by
\`cdktf-gpu-models advise\` for this workload:

> ${linked(ctx.advice.decidingRule, ctx.advice.sources)}
${caveats(top.caveats.map((c) => linked(c, ctx.advice.sources)))}
Run \`npx cdktf-gpu-models advise --platform ${ctx.workload.platform} --model-size <size> ...\` to see the full ranking.

## Before the first deploy

${parts.prerequisites}

Replace the placeholders in \`main.ts\` with your own values first: the image (\`${ctx.image}\`) and any name
you want to keep.${ctx.engine !== undefined && usesEnginePreset(ctx) ? ` The image must contain ${enginePinned(ctx.engine)}: the preset writes that version's flags.` : ''} Then review the snapshot's diff and write the new one with \`npm run test:update\`.

## Synthesize, test, deploy

The app is written for ${framework.title} (\`${framework.module}\` ${framework.version}, \`${framework.cli.name}\`) and
Node.js ${framework.node.replace('>=', '')} or later (\`nvm use\` reads \`.nvmrc\`).${frameworkNote(ctx)}

\`\`\`sh
npm install
npx ${cli} synth        # writes cdktf.out/stacks/${ctx.stackName}/cdk.tf.json; needs no cloud credentials
npm test               # the snapshot test (CI=true npm test in CI)
npx ${cli} deploy ${ctx.stackName}
\`\`\`

\`${cli} deploy\` needs the Terraform CLI (1.x) on the PATH. \`npx ts-node main.ts\` synthesizes without the ${cli} CLI.
${warnings.length ? `\nThe synth warns ${warnings.map((w) => `\`${w}\``).join(', ')} (each message says what it needs; the next section covers the model).\n` : ''}
## Stage the model

${parts.stageModel}

${state}
## The snapshot test

\`main.test.ts\` synthesizes the stack and compares the Terraform JSON with \`${SNAPSHOT_PATH}\`, which
\`init\` wrote. Everything in it is stable across runs and machines: resource names derive from construct paths,
and no absolute paths or timestamps are synthesized. The versions in \`package.json\` are pinned, so the snapshot
changes only when \`main.ts\` or a pinned version does. After a change, review the diff jest prints (each changed
resource attribute is a change to your infrastructure), then accept it with \`npm run test:update\` and commit the
snapshot with the change. Under \`CI=true\` jest never writes snapshots: a missing or different one fails.
`;
}

/**
 * Why a CDK Terrain app also lists `cdktf`: the library and the `@cdktf/provider-*` bindings import
 * that name, and the alias makes it load CDK Terrain.
 */
function frameworkNote(ctx: InitContext): string {
  const aliases = Object.entries(ctx.framework.aliases);
  if (aliases.length === 0) return '';
  return (
    `\n\n${aliases.map(([name, spec]) => `\`"${name}": "${spec}"\``).join(', ')} in \`package.json\` (with \`overrides\`) makes ` +
    'cdktf-gpu-models and the `@cdktf/provider-*` bindings it uses load CDK Terrain under the name they import. Keep ' +
    'the alias at the same version as `cdktn` (TypeScript then sees one framework); your own code imports `cdktn`.'
  );
}

/** The chosen storage's caveats from the advice, so that the README says what the synth's warnings will. */
function caveats(list: readonly string[]): string {
  return list.length ? `\nWhat to know about it (from the advice):\n${list.map((c) => `- ${c}`).join('\n')}\n` : '';
}

/** `[Title]` citations as Markdown links to the advice's sources, so that the README needs no sources list. */
function linked(text: string, sources: readonly AdviceSource[]): string {
  return sources.reduce((t, source) => t.split(`[${source.title}]`).join(`[${source.title}](${source.url})`), text);
}
