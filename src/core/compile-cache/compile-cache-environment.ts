import { EngineKind } from '../engine/engine-kind';

/** The local directory the compile cache is restored into, on the pod's (or instance's) own disk. */
export const COMPILE_CACHE_DIRECTORY = '/var/cache/gpum-compile/root';

/**
 * The variable that points the engine's compile cache at a directory. vLLM keeps its
 * `torch.compile` cache under `VLLM_CACHE_ROOT` (`<root>/torch_compile_cache`); SGLang compiles only
 * with `--enable-torch-compile`, through TorchInductor, which writes to `TORCHINDUCTOR_CACHE_DIR`.
 * The vLLM variable is in its environment-variable reference; the SGLang one is PyTorch's
 * (unverified that SGLang 0.5 keeps nothing else outside it).
 */
export function compileCacheVariable(kind: EngineKind): string {
  return kind === EngineKind.SGLANG ? 'TORCHINDUCTOR_CACHE_DIR' : 'VLLM_CACHE_ROOT';
}
