// The cloud-neutral core and the facade. Platform constructs are in the subpaths
// `cdktf-gpu-models/alicloud`, `cdktf-gpu-models/google` and `cdktf-gpu-models/aws`.
export * from './core';
