import { Construct } from 'constructs';
import { Duration } from '../../../src/core/duration';
import { EngineLaunch, EngineWorkloadFacts, ServingEngine } from '../../../src/core/engine';
import { TerraformStack, Testing } from '../../../src/core/framework';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';

/** A workload as an engine preset sees it: an 8B model (16 GB) on one 24 GiB GPU, mounted at /mnt/models/llama. */
export function facts(overrides: Partial<EngineWorkloadFacts> = {}): EngineWorkloadFacts {
  return {
    platformName: 'Test Cloud',
    model: new ModelArtifact({ name: 'llama', size: Size.gigabytes(16) }),
    storageKind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
    modelLocation: '/mnt/models/llama',
    gpuCount: 1,
    gpuMemory: { perGpu: Size.gibibytes(24), count: 1, description: 'L4', fix: 'use a larger GPU' },
    port: 8000,
    userCommand: { command: undefined, args: undefined },
    environment: {},
    ...overrides,
  };
}

/** Binds the engine on a construct `test/Workload`; returns the launch and the construct (for its warnings). */
export function bindEngine(
  engine: ServingEngine,
  overrides: Partial<EngineWorkloadFacts> = {},
): { launch: EngineLaunch; scope: Construct } {
  const stack = new TerraformStack(Testing.app(), 'test');
  const scope = new Construct(stack, 'Workload');
  return { launch: engine.bind(scope, facts(overrides)), scope };
}

export const SHORT = Duration.seconds(30);
