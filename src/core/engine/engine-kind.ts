/** The serving engines a workload can start: a closed set, each with its preset in `ServingEngine`. */
export enum EngineKind {
  /** vLLM (`vllm serve`), the OpenAI-compatible server of the vLLM project. */
  VLLM = 'vllm',
  /** SGLang (`python3 -m sglang.launch_server`). */
  SGLANG = 'sglang',
  /** The user's own command and arguments, untouched: the library writes no engine flags. */
  CUSTOM = 'custom',
}
