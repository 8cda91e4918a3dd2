import { CheckLevel, CheckRule } from '../../core/checks/rule';
import { gpuFunctionsOnFileSystem } from './fc-helpers';

/** Alibaba's guidance puts GPU models on Performance NAS; Capacity and Premium read far slower per TiB. */
export const NAS_PERFORMANCE: CheckRule = {
  id: 'GPUM-CHECK-NAS-PERFORMANCE',
  level: CheckLevel.WARNING,
  description: 'A General-purpose NAS file system that a GPU function loads its model from is not of storage type Performance.',
  fix: 'Create the file system with storage_type = "Performance" (ModelStorage.fileSystem() does by default); the storage type cannot change in place.',
  check(resource, index) {
    if (resource.type !== 'alicloud_nas_file_system') return [];
    const fileSystemType = resource.config.file_system_type ?? 'standard';
    const storageType = resource.config.storage_type;
    if (fileSystemType !== 'standard' || storageType === 'Performance') return [];
    const functions = gpuFunctionsOnFileSystem(resource, index);
    if (functions.length === 0) return [];
    return [
      `is a General-purpose NAS of storage type ${String(storageType)} and serves the model of GPU function(s) ${functions.map((f) => f.address).join(', ')}: Function Compute's guidance for GPU models is Performance NAS`,
    ];
  },
};
