import { modelGpuFit } from '../../core/contract/gpu-fit';
import { ModelArtifact, ModelGpuLoading } from '../../core/model-artifact';
import { Size } from '../../core/size';
import { AdvicePlatform } from '../../core/storage-advice/workload';
import { ParsedFlags } from '../flags';
import { gpuFlagValues } from '../gpu-flags';
import { platformFacts } from '../workload-flags';

/** The GPU the generated workload requests. */
export interface InitGpu {
  /** As the command line and the platform's catalogue name it: `fc.gpu.ada.1`, `nvidia-l4`, `g6e`. */
  readonly name: string;
  /** GPUs per instance or pod. */
  readonly count: number;
  /** How the server loads the weights, when not the default (full weights). */
  readonly loading?: ModelGpuLoading;
}

/** The GPU counts `init` tries, fewest first, where the platform sells more than one per instance: tensor parallelism. */
const COUNTS = [1, 2, 4, 8];

/**
 * The GPU of the generated app: `--gpu` and `--gpu-count` when given (`checkGpuFlags` has refused one
 * the model does not fit), else the first of the template's GPUs, in its order, that holds the model
 * with the fewest GPUs: no finding of the fit rule (the headroom the model asks for) if any count
 * gives none, else the fewest GPUs that only warn. A GPU that cannot hold the model at any count is
 * passed over, so a 70 GB model on Cloud Run gets the 96 GB card rather than a failing L4.
 * @param preferred the template's GPUs, in order (its default first)
 */
export function chooseGpu(parsed: ParsedFlags, platform: AdvicePlatform, modelSize: Size, preferred: readonly string[]): InitGpu {
  const { gpu, gpuCount, gpuLoading } = gpuFlagValues(parsed);
  const loading = gpuLoading === ModelGpuLoading.FULL_WEIGHTS ? undefined : gpuLoading;
  const catalogue = platformFacts(platform)?.gpus;
  const names = gpu !== undefined ? [gpu] : preferred;
  const counts = gpuCount !== undefined ? [gpuCount] : COUNTS.filter((n) => n <= (catalogue?.maxCount ?? 1));
  if (!catalogue) return { name: names[0], count: counts[0], loading };
  const model = new ModelArtifact({ name: 'model', size: modelSize, gpuLoading });
  for (const name of names) {
    const findings = counts.flatMap((count) => {
      const offer = catalogue.offer(name, count);
      return offer ? [{ count, finding: modelGpuFit(model, offer) }] : [];
    });
    const clean = findings.find((f) => f.finding === undefined);
    const warned = findings.find((f) => f.finding?.level === 'warning');
    const chosen = clean ?? warned;
    if (chosen) return { name, count: chosen.count, loading };
  }
  // No GPU holds it: checkGpuFlags refused the model already; the construct would say the same.
  return { name: names[names.length - 1], count: counts[counts.length - 1], loading };
}
