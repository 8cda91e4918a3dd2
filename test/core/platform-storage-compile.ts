/*
 * Compile-time tests, checked by `tsc` (`npm run typecheck`, part of `npm test`), never run by jest:
 * a platform's own storage strategy compiles with that platform's construct and with the facade, a
 * neutral strategy compiles everywhere, and another platform's strategy is a type error. Each
 * `@ts-expect-error` fails the type check when the line under it compiles, so a change that lets a
 * wrong combination through breaks `npm test`. The synth-time backstop for the facade and for
 * JavaScript (`GPUM-STORAGE-PLATFORM`) is tested in test/<platform>/*-model-storage.test.ts.
 */
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, ModelStorageTarget, Size } from 'cdktf-gpu-models';
import { FcGpuFunction, FcGpuFunctionProps, FcGpuType, FcModelStorage } from 'cdktf-gpu-models/alicloud';
import { CloudRunGpuWorkload, CloudRunGpuWorkloadProps, CloudRunModelStorage } from 'cdktf-gpu-models/google';
import { EksGpuWorkload, EksGpuWorkloadProps, EksModelStorage, IGpuNodePool } from 'cdktf-gpu-models/aws';

declare const scope: Construct;
declare const nodePool: IGpuNodePool;
declare const target: ModelStorageTarget;

const workload = {
  image: ContainerImage.fromRegistry('registry.example.com/acme/server:1.0'),
  model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
};
const fc: Omit<FcGpuFunctionProps, 'storage'> = { ...workload, region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1 };
const cloudRun: Omit<CloudRunGpuWorkloadProps, 'storage'> = { ...workload, region: 'us-central1' };
const eks: Omit<EksGpuWorkloadProps, 'storage'> = { ...workload, clusterName: 'demo', region: 'us-west-2', nodePool };

/** Never called: the file only has to type-check. */
export function platformStorageCompiles(): void {
  // Each platform's own strategies, on its own construct.
  new FcGpuFunction(scope, 'a', { ...fc, storage: FcModelStorage.nas() });
  new FcGpuFunction(scope, 'b', { ...fc, storage: FcModelStorage.ossMount({ accelerator: { zoneId: 'cn-hangzhou-j' } }) });
  new CloudRunGpuWorkload(scope, 'c', { ...cloudRun, storage: CloudRunModelStorage.gcsFuse({ bufferedRead: {} }) });
  new EksGpuWorkload(scope, 'd', { ...eks, storage: EksModelStorage.containerImage({ prePull: true }) });
  new EksGpuWorkload(scope, 'e', { ...eks, storage: EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(20) }) });

  // Neutral strategies, on every construct (0.1 code keeps compiling).
  new FcGpuFunction(scope, 'f', { ...fc, storage: ModelStorage.objectStorageMount() });
  new CloudRunGpuWorkload(scope, 'g', { ...cloudRun, storage: ModelStorage.downloadAtStart() });
  new EksGpuWorkload(scope, 'h', { ...eks, storage: ModelStorage.containerImage() });
  const neutral: ModelStorage = ModelStorage.internet({ url: 'https://huggingface.co/org/model' });
  new CloudRunGpuWorkload(scope, 'i', { ...cloudRun, storage: neutral });

  // The facade takes any strategy: the platform is a value, so the check is at synth (GPUM-STORAGE-PLATFORM).
  new GpuFunctionWithModel(scope, 'j', {
    ...workload,
    platform: GpuPlatform.googleCloudRun({ region: 'us-central1' }),
    storage: FcModelStorage.nas(),
  });

  // Another platform's strategy does not compile.
  // @ts-expect-error: a Cloud Run strategy on Function Compute
  new FcGpuFunction(scope, 'k', { ...fc, storage: CloudRunModelStorage.gcsFuse() });
  // @ts-expect-error: an EKS strategy on Function Compute
  new FcGpuFunction(scope, 'l', { ...fc, storage: EksModelStorage.mountpoint() });
  // @ts-expect-error: a Function Compute strategy on Cloud Run
  new CloudRunGpuWorkload(scope, 'm', { ...cloudRun, storage: FcModelStorage.ossMount() });
  // @ts-expect-error: an EKS strategy on Cloud Run
  new CloudRunGpuWorkload(scope, 'n', { ...cloudRun, storage: EksModelStorage.containerImage({ prePull: true }) });
  // @ts-expect-error: a Function Compute strategy on EKS
  new EksGpuWorkload(scope, 'o', { ...eks, storage: FcModelStorage.nas() });
  // @ts-expect-error: a Cloud Run strategy on EKS
  new EksGpuWorkload(scope, 'p', { ...eks, storage: CloudRunModelStorage.gcsFuse({ hierarchicalNamespace: true }) });

  // A platform's options exist in its own factory only.
  // @ts-expect-error: bufferedRead is gcsfuse's, not Mountpoint's
  EksModelStorage.mountpoint({ bufferedRead: {} });
  // @ts-expect-error: Function Compute's OSS mount has no file cache
  FcModelStorage.ossMount({ fileCache: { size: Size.gibibytes(1) } });
  // @ts-expect-error: Cloud Run has no OSS accelerator
  CloudRunModelStorage.gcsFuse({ accelerator: { zoneId: 'cn-hangzhou-j' } });

  // bind() is typed with the platform's own options.
  const gcsFuse: CloudRunGpuWorkloadProps['storage'] = CloudRunModelStorage.gcsFuse();
  void gcsFuse.bind(scope, target).gcsFuse?.bufferedRead;
  void FcModelStorage.ossMount().bind(scope, target).ossMount?.accelerator;
  void EksModelStorage.mountpoint().bind(scope, target).mountpoint?.cacheSize;
}
