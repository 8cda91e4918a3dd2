import { EngineKind } from '../../core/engine/engine-kind';
import { ENGINE_VERSION_RANGES } from '../../core/engine/engine-versions';
import { ModelFormat, ModelGpuLoading } from '../../core/model-artifact';
import { Size } from '../../core/size';
import { formatSeconds, phaseSummary } from '../../core/storage-advice/format';
import { Code, Statement, THIS, call, construct, lit, obj, prop, ref } from './code';
import { InitContext } from './context';

/** The library's root module, as the generated app imports it. */
export const LIBRARY = 'cdktf-gpu-models';

/** A library name from the root module. */
export function lib(name: string): Code {
  return ref(LIBRARY, name);
}

/** A `Size` in the unit it divides exactly: `Size.gibibytes(20)`, `Size.gigabytes(70)`. */
export function sizeCode(size: Size): Code {
  const bytes = size.toBytes();
  const units: [string, number][] = [
    ['tebibytes', 1024 ** 4],
    ['terabytes', 1e12],
    ['gibibytes', 1024 ** 3],
    ['gigabytes', 1e9],
    ['mebibytes', 1024 ** 2],
    ['megabytes', 1e6],
  ];
  const unit = units.find(([, per]) => bytes % per === 0);
  return unit ? call(lib('Size'), unit[0], lit(bytes / unit[1])) : call(lib('Size'), 'bytes', lit(bytes));
}

/** `new ModelArtifact({ name, size, format, gpuLoading })`, the format and loading only when not the defaults. */
export function modelArtifactCode(ctx: InitContext): Code {
  const format = ctx.workload.modelFormat;
  const formatKey = format && format !== ModelFormat.SAFETENSORS ? enumKey(ModelFormat, format) : undefined;
  return construct(
    lib('ModelArtifact'),
    obj({
      name: lit(ctx.modelName),
      size: sizeCode(ctx.workload.modelSize),
      format: formatKey ? prop(lib('ModelFormat'), formatKey) : undefined,
      gpuLoading: ctx.gpu.loading ? prop(lib('ModelGpuLoading'), enumKey(ModelGpuLoading, ctx.gpu.loading)) : undefined,
    }),
  );
}

/** The member name of an enum value (`GGUF` for `'gguf'`). */
export function enumKey(values: Record<string, string>, value: string): string {
  const key = Object.keys(values).find((k) => values[k] === value);
  if (!key) throw new Error(`"${value}" is not a member of the enum`);
  return key;
}

/** The storage's comment: the strategy, its estimate and `advise`'s deciding rule, on one line. */
export function storageComment(ctx: InitContext): string {
  const seconds = ctx.top.estimate.totalSeconds;
  const estimate = seconds === undefined ? '' : `, cold start ~${formatSeconds(seconds)} (estimate: ${phaseSummary(ctx.top.estimate)})`;
  return `${ctx.top.label}, ranked first by \`cdktf-gpu-models advise\`${estimate}: ${ctx.advice.decidingRule}`;
}

/** `new TerraformOutput(this, id, { value, description })`. */
export function output(id: string, value: Code, description: string): Statement {
  return { code: construct(ref('cdktf', 'TerraformOutput'), THIS, lit(id), obj({ value, description: lit(description) })) };
}

/** True when `--engine` asked for a preset (vllm, sglang), which writes the command line itself. */
export function usesEnginePreset(ctx: InitContext): boolean {
  return ctx.engine !== undefined && ctx.engine !== EngineKind.CUSTOM;
}

/** The engine line a preset writes flags for (`vllm 0.11.x`), which the image must contain. */
export function enginePinned(engine: EngineKind): string {
  const range = ENGINE_VERSION_RANGES.find((r) => r.kind === engine);
  return range ? `${engine} ${range.line}.x` : engine;
}

/** The workload's `engine` prop for `--engine`: `ServingEngine.vllm()`, with a comment saying what it writes. */
export function engineProp(ctx: InitContext): Record<string, { value: Code; comment: string }> {
  if (ctx.engine === undefined) return {};
  return {
    engine: {
      value: call(lib('ServingEngine'), ctx.engine),
      comment:
        ctx.engine === EngineKind.CUSTOM
          ? "The image's own command, untouched (--engine custom)."
          : `The ${ctx.engine} preset writes the command line (model path, tensor parallel size, GPU memory share, port), offline hub mode and a /health startup probe, with the flags of ${enginePinned(ctx.engine)}: the image must have that version. See node_modules/cdktf-gpu-models/docs/serving-engines.md.`,
    },
  };
}
