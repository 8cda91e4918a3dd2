import { Token } from '../framework';
import { isUnresolved } from '../tokens';
import { EngineKind } from './engine-kind';
import { vllmStreamerArgs } from './streamer';

/** The settings the preset resolved from its options and the workload. */
export interface ResolvedEngineSettings {
  readonly kind: EngineKind.VLLM | EngineKind.SGLANG;
  readonly modelLocation: string;
  readonly servedModelName: string;
  readonly port: number;
  readonly tensorParallelSize: number;
  readonly gpuMemoryUtilization: number;
  readonly maxModelLen?: number;
  readonly enforceEager: boolean;
  /** Reader count for vLLM's Run:ai streamer; undefined when the streamer is off or chosen by the engine. */
  readonly streamerConcurrency?: number;
  /** vLLM reads each safetensors file whole, in order (`--safetensors-load-strategy eager`). */
  readonly sequentialWeightReads?: boolean;
}

/** One flag the preset writes, with its value as written (for conflict messages). */
export interface PresetFlag {
  /** Every spelling of the flag (`--tensor-parallel-size`, `--tp-size`, `-tp`). */
  readonly names: readonly string[];
  readonly value: string;
}

/** The preset's command line: the executable, the arguments and the flags it set. */
export interface EngineCommandLine {
  readonly command: string[];
  readonly args: string[];
  readonly flags: readonly PresetFlag[];
}

const text = (n: number): string => (isUnresolved(n) ? Token.asString(n) : String(n));

/**
 * The engine's command line. vLLM: `vllm serve <model> --served-model-name … --host 0.0.0.0 --port …
 * --tensor-parallel-size … --gpu-memory-utilization … [--max-model-len …] [--enforce-eager]
 * [--safetensors-load-strategy eager] [--load-format runai_streamer --model-loader-extra-config {"concurrency":N}]` (docs.vllm.ai v0.11.0
 * cli/serve). SGLang: `python3 -m sglang.launch_server --model-path … --served-model-name … --host
 * 0.0.0.0 --port … --tp-size … --mem-fraction-static … [--context-length …] [--disable-cuda-graph]`
 * (docs.sglang.ai server arguments). The host is 0.0.0.0 so that the platform's probe reaches it.
 */
export function engineCommandLine(s: ResolvedEngineSettings): EngineCommandLine {
  const flags: PresetFlag[] = [];
  const args: string[] = [];
  const set = (names: string[], value?: string): void => {
    flags.push({ names, value: value ?? '(set)' });
    args.push(names[0], ...(value === undefined ? [] : [value]));
  };
  if (s.kind === EngineKind.VLLM) {
    args.push(s.modelLocation);
    flags.push({ names: ['--model'], value: s.modelLocation });
    set(['--served-model-name'], s.servedModelName);
    set(['--host'], '0.0.0.0');
    set(['--port'], text(s.port));
    set(['--tensor-parallel-size', '-tp'], text(s.tensorParallelSize));
    set(['--gpu-memory-utilization'], text(s.gpuMemoryUtilization));
    if (s.maxModelLen !== undefined) set(['--max-model-len'], text(s.maxModelLen));
    if (s.enforceEager) set(['--enforce-eager']);
    if (s.sequentialWeightReads) set(['--safetensors-load-strategy'], 'eager');
    if (s.streamerConcurrency !== undefined) {
      const [, format, , config] = vllmStreamerArgs(s.streamerConcurrency);
      set(['--load-format'], format);
      set(['--model-loader-extra-config'], config);
    }
    return { command: ['vllm', 'serve'], args, flags };
  }
  set(['--model-path'], s.modelLocation);
  set(['--served-model-name'], s.servedModelName);
  set(['--host'], '0.0.0.0');
  set(['--port'], text(s.port));
  set(['--tp-size', '--tensor-parallel-size'], text(s.tensorParallelSize));
  set(['--mem-fraction-static'], text(s.gpuMemoryUtilization));
  if (s.maxModelLen !== undefined) set(['--context-length'], text(s.maxModelLen));
  if (s.enforceEager) set(['--disable-cuda-graph']);
  return { command: ['python3', '-m', 'sglang.launch_server'], args, flags };
}

/** The environment every preset writes: a start must never call the Hugging Face Hub. */
export const ENGINE_OFFLINE_ENVIRONMENT: Readonly<Record<string, string>> = {
  HF_HUB_OFFLINE: '1',
  TRANSFORMERS_OFFLINE: '1',
};
