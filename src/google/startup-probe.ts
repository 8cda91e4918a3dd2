import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { ModelStorageKind } from '../core/model-storage';
import { Size } from '../core/size';
import { isResolved } from '../core/tokens';
import { requireNumber } from '../core/contract';
import { CloudRunStartupProbeOptions } from './cloud-run-platform-props';

/** A startup probe, resolved to whole seconds. */
export interface StartupProbeSettings {
  readonly httpPath?: string;
  readonly initialDelaySeconds: number;
  readonly periodSeconds: number;
  readonly timeoutSeconds: number;
  readonly failureThreshold: number;
}

/** What the probe sizing needs to know about the workload. */
export interface StartupEstimateInput {
  readonly storageKind: ModelStorageKind;
  readonly modelSize: Size;
  /** Direct VPC is attached: the first connection can take a minute. */
  readonly directVpc: boolean;
  /**
   * The probe is a worker pool's, whose documented window (failureThreshold x period) is at most
   * 240 s; a service's longer window only warns.
   */
  readonly workerPool?: boolean;
  /**
   * The engine preset's estimated start (process start, weights, compile, CUDA graphs, KV profiling),
   * which replaces the planning figure's engine start.
   * @default - the planning figure's engine start
   */
  readonly engineSeconds?: number;
}

/** Cloud Run's limits for a startup probe's fields (the API's Probe reference). */
const MAX_INITIAL_DELAY_SECONDS = 240;
const MAX_PERIOD_SECONDS = 240;
/** `failureThreshold x periodSeconds`, as documented for jobs and worker pools (configuring/workerpools/healthchecks). */
const MAX_FAILURE_WINDOW_SECONDS = 240;

const DEFAULT_PERIOD_SECONDS = 10;
const DEFAULT_TIMEOUT_SECONDS = 5;

/**
 * Planning throughputs for how fast a model reaches local memory, per strategy. They are
 * deliberately conservative round figures, not measurements: they only size the probe's window,
 * and a window too long costs nothing when the server starts sooner.
 */
const THROUGHPUT_MIB_PER_SECOND: Record<string, number> = {
  [ModelStorageKind.CONTAINER_IMAGE]: 400,
  [ModelStorageKind.OBJECT_STORAGE_MOUNT]: 400,
  [ModelStorageKind.DOWNLOAD_AT_START]: 800,
  [ModelStorageKind.INTERNET]: 100,
  // The streamer reads the bucket as the download does, with the weights going straight to the GPU.
  [ModelStorageKind.OBJECT_STORAGE_STREAM]: 800,
};
/** Reading the weights into GPU memory, plus the engine's own start-up. */
const LOAD_MIB_PER_SECOND = 1000;
const ENGINE_START_SECONDS = 30;
/** Direct VPC egress can take "a minute or more" to connect on a new instance. */
const DIRECT_VPC_CONNECT_SECONDS = 60;
const SAFETY_FACTOR = 1.5;

/**
 * The phases the probe's planning figure counts and leaves out, in a sentence: the figure sizes a
 * window, so it counts the engine start and a worst-case Direct VPC connect that the advice's
 * estimates leave out.
 */
export function startupEstimatePhases(input: StartupEstimateInput): string {
  const fetch = THROUGHPUT_MIB_PER_SECOND[input.storageKind] ?? 100;
  return [
    `counts the model bytes at a planning ${fetch} MiB/s`,
    input.engineSeconds !== undefined
      ? `the engine preset's estimated start (${input.engineSeconds} s, docs/serving-engines.md)`
      : `the engine start (weights into GPU memory at ${LOAD_MIB_PER_SECOND} MiB/s plus ${ENGINE_START_SECONDS} s)`,
    ...(input.directVpc ? [`a ${DIRECT_VPC_CONNECT_SECONDS} s Direct VPC connect`] : []),
    `and a ${SAFETY_FACTOR}x margin; leaves out the instance start and the image pull, which come before the container starts`,
  ].join(', ');
}

/** A conservative estimate of the time from container start to a listening server, in seconds. */
export function estimateStartupSeconds(input: StartupEstimateInput): number {
  const mib = input.modelSize.toMebibytes();
  const fetch = mib / (THROUGHPUT_MIB_PER_SECOND[input.storageKind] ?? 100);
  const engine = input.engineSeconds ?? mib / LOAD_MIB_PER_SECOND + ENGINE_START_SECONDS;
  return Math.ceil(fetch + engine + (input.directVpc ? DIRECT_VPC_CONNECT_SECONDS : 0));
}

/**
 * The startup probe of a GPU service or worker pool: the user's settings, checked against Cloud Run's limits, or
 * a TCP probe every 10 s whose initial delay grows with the model so that the window
 * (delay + 240 s of failures) outlasts the estimated load.
 */
export function resolveStartupProbe(
  scope: IConstruct,
  options: CloudRunStartupProbeOptions | undefined,
  estimate: StartupEstimateInput,
): StartupProbeSettings {
  const given = options ?? {};
  // The prop that holds the probe: a worker pool's or a service's.
  const probe = estimate.workerPool ? 'workerStartupProbe' : 'httpServing.startupProbe';
  const periodSeconds = wholeSeconds(scope, probe, 'period', given.period?.toSeconds() ?? DEFAULT_PERIOD_SECONDS, 1, MAX_PERIOD_SECONDS);
  const timeoutSeconds = wholeSeconds(
    scope,
    probe,
    'timeout',
    given.timeout?.toSeconds() ?? Math.min(DEFAULT_TIMEOUT_SECONDS, periodSeconds),
    1,
    periodSeconds,
  );
  // A literal: the window (failureThreshold x period) is checked and sizes the initial delay.
  const failureThreshold = requireNumber(
    scope,
    `${probe}.failureThreshold`,
    given.failureThreshold ?? Math.floor(MAX_FAILURE_WINDOW_SECONDS / periodSeconds),
    { code: 'GPUM-CR-STARTUP-PROBE', integer: true, min: 1 },
  );
  if (failureThreshold * periodSeconds > MAX_FAILURE_WINDOW_SECONDS && estimate.workerPool) {
    const fix = `lower failureThreshold or period, and lengthen initialDelay (up to ${MAX_INITIAL_DELAY_SECONDS} s) instead`;
    throw new ValidationError(
      'GPUM-CR-STARTUP-PROBE',
      `workerStartupProbe failureThreshold x period is ${failureThreshold * periodSeconds} s, more than the ${MAX_FAILURE_WINDOW_SECONDS} s Cloud Run allows a worker pool's startup probe: ${fix}`,
      scope,
      // The value is the product the limit applies to.
      { property: `${probe}.failureThreshold, ${probe}.period`, value: `${failureThreshold * periodSeconds} s`, fix },
    );
  }
  if (failureThreshold * periodSeconds > MAX_FAILURE_WINDOW_SECONDS) {
    addWarning(
      scope,
      'GPUM-CR-STARTUP-PROBE-WINDOW',
      `${probe} failureThreshold x period is ${failureThreshold * periodSeconds} s. Cloud Run documents ${MAX_FAILURE_WINDOW_SECONDS} s as the most for jobs and worker pools and may refuse more for a service; lengthen initialDelay (up to ${MAX_INITIAL_DELAY_SECONDS} s) instead`,
    );
  }
  // A token only reaches the probe's path: Cloud Run checks it at apply.
  const httpPath = given.httpPath;
  if (httpPath !== undefined && isResolved(httpPath) && !httpPath.startsWith('/')) {
    const fix = 'start with "/", for example "/health"';
    throw new ValidationError('GPUM-CR-STARTUP-PROBE', `${probe}.httpPath "${httpPath}" must ${fix}`, scope, {
      property: `${probe}.httpPath`,
      value: httpPath,
      fix,
    });
  }

  const needed = Math.ceil(estimateStartupSeconds(estimate) * SAFETY_FACTOR);
  const window = failureThreshold * periodSeconds;
  const initialDelaySeconds =
    given.initialDelay !== undefined
      ? wholeSeconds(scope, probe, 'initialDelay', given.initialDelay.toSeconds(), 0, MAX_INITIAL_DELAY_SECONDS)
      : Math.min(MAX_INITIAL_DELAY_SECONDS, Math.max(0, needed - window));
  if (initialDelaySeconds + window < needed) {
    addWarning(
      scope,
      'GPUM-CR-STARTUP-WINDOW',
      `the model (${estimate.modelSize}, ${estimate.storageKind}) may take about ${needed} s to load with margin (the probe's planning figure: ${startupEstimatePhases(estimate)}), longer than the startup probe's window of ${initialDelaySeconds + window} s (initial delay + failureThreshold x period); Cloud Run then shuts the instance down and retries. Use a smaller or faster-loading model, ModelStorage.downloadAtStart() or a file cache, or ${estimate.workerPool ? 'drop workerStartupProbe (without one, the instance counts as started when its container starts)' : 'a worker pool without a startup probe'}`,
    );
  }
  return { httpPath, initialDelaySeconds, periodSeconds, timeoutSeconds, failureThreshold };
}

function wholeSeconds(scope: IConstruct, probe: string, field: string, seconds: number, min: number, max: number): number {
  if (!Number.isInteger(seconds) || seconds < min || seconds > max) {
    const fix = `whole seconds from ${min} to ${max}`;
    throw new ValidationError('GPUM-CR-STARTUP-PROBE', `${probe}.${field} is ${seconds} s: Cloud Run takes ${fix}`, scope, {
      property: `${probe}.${field}`,
      value: `${seconds} s`,
      fix,
    });
  }
  return seconds;
}
