export * from './fc-gpu-function';
export * from './fc-gpu-function-props';
export * from './gpu-type';
export * from './network';
