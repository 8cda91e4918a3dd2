import { Duration } from '../core/duration';
import { GpuPlacement, gpuTolerations, K8sObject } from './workload-manifests';

/**
 * The startup taint a node of a pool with `imagePrePull` carries until its pre-pull DaemonSet has
 * pulled every image (or its deadline passed). Effect `NoSchedule`.
 */
export const PRE_PULL_TAINT_KEY = 'cdktf-gpu-models/image-pre-pull';

/** The default image of the containers that remove the taint: Kubernetes' own kubectl image (debian-base, with a shell). */
export const DEFAULT_KUBECTL_IMAGE = 'registry.k8s.io/kubectl:v1.33.0';

/** How long a node waits for its pulls before the taint is removed anyway. */
export const DEFAULT_PRE_PULL_DEADLINE = Duration.minutes(20);

/** The command a pull container runs by default: the image only has to be pulled and start. */
export const DEFAULT_PULL_COMMAND = ['/bin/sh', '-c', 'exit 0'];

/** An image the node class's pre-pull DaemonSet pulls onto every new node before it takes pods. */
export interface PrePullImage {
  /** The image, pinned by digest (`registry/repository@sha256:<digest>`). */
  readonly image: string;

  /**
   * What its pull container runs once the image is pulled: it must exit 0. kubelet pulls the image
   * to run it; the command only has to end.
   * @default ['/bin/sh', '-c', 'exit 0'] - the image needs a shell; give ['/usr/bin/true'] or the like for one without
   */
  readonly command?: string[];
}

/**
 * Options for `GpuNodeClassProps.imagePrePull`: every node of the pool starts with a startup taint
 * that keeps serving pods off it until one pre-pull DaemonSet has pulled the listed images (and
 * those of every `EksGpuWorkload` with `EksModelStorage.containerImage({ prePull: true })` on the
 * pool), so the first pod on a new node starts from a local image instead of racing the pull.
 */
export interface NodeImagePrePullOptions {
  /**
   * Images to pull besides those the workloads on the pool add (workloads in another app, sidecars).
   * @default - only the images of the pool's pre-pulling workloads
   */
  readonly images?: PrePullImage[];

  /**
   * How long a node waits for its pulls. Past it a second container removes the taint anyway and
   * logs why, so a pull that never finishes (a deleted digest, a registry the node cannot reach)
   * cannot keep the node out of service; the pods that land then pull what is missing themselves.
   * @default Duration.minutes(20)
   */
  readonly deadline?: Duration;

  /**
   * The image of the two containers that remove the taint: it needs `kubectl` and a POSIX shell. For
   * a cluster that reaches only ECR, copy it into ECR (an ECR pull-through cache rule with the
   * `registry.k8s.io` upstream serves it as `<account>.dkr.ecr.<region>.amazonaws.com/<prefix>/kubectl:<tag>`).
   * If it cannot be pulled, the taint stays until it can: pin one the nodes reach.
   * @default 'registry.k8s.io/kubectl:v1.33.0'
   */
  readonly kubectlImage?: string;

  /**
   * The namespace of the DaemonSet and its ServiceAccount.
   * @default 'kube-system'
   */
  readonly namespace?: string;
}

/** The pool's pre-pull objects, as the node class names them. */
export interface PoolPrePullNames {
  /** The DaemonSet, ServiceAccount, ClusterRole and ClusterRoleBinding's name. */
  readonly name: string;
  readonly namespace: string;
  readonly pool: string;
  readonly kubectlImage: string;
  readonly deadlineSeconds: number;
  readonly placement: GpuPlacement;
}

function labels(input: PoolPrePullNames): Record<string, string> {
  return {
    'app.kubernetes.io/name': 'image-pre-pull',
    'app.kubernetes.io/instance': input.pool,
    'app.kubernetes.io/managed-by': 'cdktf-gpu-models',
  };
}

export function prePullServiceAccount(input: PoolPrePullNames): K8sObject {
  return { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: input.name, namespace: input.namespace, labels: labels(input) } };
}

/**
 * get and patch on nodes: what `kubectl get node` and `kubectl taint node` need. RBAC cannot scope
 * it to the pool's nodes (their names are not known ahead, and resourceNames takes no selector), so
 * the account may patch any node: it runs only the fixed script below, in a namespace users should
 * keep to administrators (kube-system by default).
 */
export function prePullClusterRole(input: PoolPrePullNames): K8sObject {
  return {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRole',
    metadata: { name: input.name, labels: labels(input) },
    rules: [{ apiGroups: [''], resources: ['nodes'], verbs: ['get', 'patch'] }],
  };
}

export function prePullClusterRoleBinding(input: PoolPrePullNames): K8sObject {
  return {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRoleBinding',
    metadata: { name: input.name, labels: labels(input) },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: input.name },
    subjects: [{ kind: 'ServiceAccount', name: input.name, namespace: input.namespace }],
  };
}

/**
 * A shell loop that removes the taint from this node when it is still there, retrying on API
 * errors (a failed read must not be taken for "already removed"), then idles until the pod stops.
 * Two containers run it (the one after the pulls and the deadline): whichever comes second finds
 * the taint gone and only idles. No `${`: Terraform would read it as a template.
 */
export function untaintScript(taintKey: string, removedMessage: string, delaySeconds?: number): string {
  return [
    "trap 'exit 0' TERM INT",
    ...(delaySeconds === undefined ? [] : [`sleep ${delaySeconds} & wait $!`]),
    'while :; do',
    `  if ! taints=$(kubectl get node "$NODE_NAME" -o jsonpath='{.spec.taints[*].key}'); then echo "cannot read node $NODE_NAME; retrying in 10s" >&2; sleep 10; continue; fi`,
    `  case " $taints " in *" ${taintKey} "*) ;; *) break ;; esac`,
    `  if kubectl taint node "$NODE_NAME" ${taintKey}:NoSchedule-; then echo "${removedMessage}"; break; fi`,
    '  sleep 10',
    'done',
    'sleep infinity & wait $!',
  ].join('\n');
}

const NODE_NAME_ENV = { name: 'NODE_NAME', valueFrom: { fieldRef: { fieldPath: 'spec.nodeName' } } };
const KUBECTL_RESOURCES = { requests: { cpu: '10m', memory: '32Mi' }, limits: { memory: '128Mi' } };

/**
 * The pool's one pre-pull DaemonSet. Its init containers are, in order: `deadline`, a native
 * sidecar (`restartPolicy: Always`, Kubernetes >= 1.29) that removes the taint once the deadline
 * has passed, then one `pull-<n>` container per image (kubelet pulls each to run it). The main
 * container `release` starts only once every pull container has exited 0, and removes the taint.
 * The pull containers are added later, by the node class and its workloads, to the returned
 * `initContainers` (the object is rendered at synth, so it must stay this very array).
 */
export function prePullDaemonSetForPool(input: PoolPrePullNames): { manifest: K8sObject; initContainers: K8sObject[] } {
  const podLabels = labels(input);
  const initContainers: K8sObject[] = [
    {
      name: 'deadline',
      image: input.kubectlImage,
      restartPolicy: 'Always',
      command: [
        '/bin/sh',
        '-c',
        untaintScript(
          PRE_PULL_TAINT_KEY,
          `the images were not all pulled within ${input.deadlineSeconds}s: removed the ${PRE_PULL_TAINT_KEY} taint anyway, so pods may now start and pull what is missing themselves; see this pod's pull-* containers for the failed pull`,
          input.deadlineSeconds,
        ),
      ],
      env: [NODE_NAME_ENV],
      resources: KUBECTL_RESOURCES,
    },
  ];
  const manifest = {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { name: input.name, namespace: input.namespace, labels: podLabels },
    spec: {
      selector: { matchLabels: { 'app.kubernetes.io/name': 'image-pre-pull', 'app.kubernetes.io/instance': input.pool } },
      template: {
        metadata: { labels: podLabels },
        spec: {
          serviceAccountName: input.name,
          nodeSelector: input.placement.nodeSelector,
          // The GPU taint, and the startup taint this pod exists to remove.
          tolerations: [...gpuTolerations(input.placement), { key: PRE_PULL_TAINT_KEY, operator: 'Exists', effect: 'NoSchedule' }],
          initContainers,
          containers: [
            {
              name: 'release',
              image: input.kubectlImage,
              command: [
                '/bin/sh',
                '-c',
                untaintScript(PRE_PULL_TAINT_KEY, `every image is pulled: removed the ${PRE_PULL_TAINT_KEY} taint`),
              ],
              env: [NODE_NAME_ENV],
              resources: KUBECTL_RESOURCES,
            },
          ],
        },
      },
    },
  };
  return { manifest, initContainers };
}

/** One pull container. */
export function pullContainer(index: number, image: string, command: string[]): K8sObject {
  return {
    name: `pull-${index}`,
    image,
    imagePullPolicy: 'IfNotPresent',
    command,
    resources: { requests: { cpu: '10m', memory: '16Mi' }, limits: { memory: '64Mi' } },
  };
}
