// A torch.compile cache that outlives the instance: its option, its key and the engine's variable.
export * from './compile-cache';
export * from './compile-cache-key';
export * from './compile-cache-environment';
