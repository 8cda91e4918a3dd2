import { Construct } from 'constructs';
import { IGpuWorkload } from '../core/gpu-workload';
import { ModelStorageKind } from '../core/model-storage';
import { FcGpuFunctionProps } from './fc-gpu-function-props';

// In progress: replaced by the full construct in the next commit.
export class FcGpuFunction extends Construct implements IGpuWorkload {
  public readonly platformName = 'Alibaba Function Compute';
  public readonly storageKind: ModelStorageKind;
  public readonly modelMountPath: string;

  constructor(scope: Construct, id: string, props: FcGpuFunctionProps) {
    super(scope, id);
    this.storageKind = props.storage.kind;
    this.modelMountPath = props.model.mountPath;
    throw new Error('FcGpuFunction is not implemented yet');
  }
}
