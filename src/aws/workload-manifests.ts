/**
 * Builders for the workload's Kubernetes objects. Pure functions of resolved inputs, so that the
 * construct stays about decisions and these stay about shapes.
 */

/** Labels every object of one workload carries. */
export function workloadLabels(name: string): Record<string, string> {
  return { 'app.kubernetes.io/name': name, 'app.kubernetes.io/managed-by': 'cdktf-gpu-models' };
}

export type K8sObject = Record<string, any>;

export function namespaceManifest(namespace: string, name: string): K8sObject {
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace, labels: workloadLabels(name) } };
}

export function serviceAccountManifest(name: string, namespace: string, workload: string): K8sObject {
  return { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, namespace, labels: workloadLabels(workload) } };
}

/** The GPU pods' placement: the NodePool's nodes, tolerating their taint. */
export interface GpuPlacement {
  readonly nodeSelector: Record<string, string>;
  readonly taintKey: string;
}

export function gpuTolerations(placement: GpuPlacement): K8sObject[] {
  return [{ key: placement.taintKey, operator: 'Exists', effect: 'NoSchedule' }];
}

/**
 * The name of a workload's Mountpoint PersistentVolume (and its `volumeHandle`) and of its claim.
 * PersistentVolumes are cluster-scoped, so two workloads of one name in two namespaces need two
 * names. The namespace joins the name for every namespace but `default`, always, rather than only
 * when another workload of the same name is in sight: whether one is depends on every stack and app
 * that deploys to the cluster, which a synth cannot see, and a name that changed when an unrelated
 * workload was added would replace this workload's volume and restart its pods. `default` keeps
 * release 0.1's `<name>-model`; elsewhere the name is `<name>-model.<namespace>`, a DNS subdomain
 * (a PV's and a PVC's name may hold dots, a workload's name and a namespace may not, so no two
 * pairs meet on one name). The claim is renamed with the volume: a bound claim's `volumeName` is
 * immutable, and only a new name makes Terraform replace it.
 */
export function modelVolumeName(workload: string, namespace: string): string {
  return namespace === 'default' ? `${workload}-model` : `${workload}-model.${namespace}`;
}

/** A Mountpoint for S3 volume: a static, read-only PersistentVolume bound to one claim. */
export interface S3VolumeInput {
  readonly volumeName: string;
  readonly claimName: string;
  readonly namespace: string;
  readonly workload: string;
  readonly bucketName: string;
  readonly region: string;
  /** With its trailing slash. */
  readonly prefix: string;
  readonly capacity: string;
  /** Mountpoint's local cache (an emptyDir); none for a write-only staging volume. */
  readonly cacheSizeLimit?: string;
  readonly mountOptions: string[];
  /** A read-write volume (the staging job's), `ReadWriteMany`; else `ReadOnlyMany`. */
  readonly readWrite?: boolean;
}

export function s3PersistentVolume(input: S3VolumeInput): K8sObject {
  return {
    apiVersion: 'v1',
    kind: 'PersistentVolume',
    metadata: { name: input.volumeName, labels: workloadLabels(input.workload) },
    spec: {
      // Required by the API, ignored by the driver.
      capacity: { storage: input.capacity },
      accessModes: [input.readWrite ? 'ReadWriteMany' : 'ReadOnlyMany'],
      persistentVolumeReclaimPolicy: 'Retain',
      storageClassName: '',
      claimRef: { namespace: input.namespace, name: input.claimName },
      mountOptions: input.mountOptions,
      csi: {
        driver: 's3.csi.aws.com',
        volumeHandle: input.volumeName,
        volumeAttributes: {
          bucketName: input.bucketName,
          // Mountpoint reads with the workload's own Pod Identity credentials, not the driver's.
          authenticationSource: 'pod',
          ...(input.cacheSizeLimit !== undefined ? { cache: 'emptyDir', cacheEmptyDirSizeLimit: input.cacheSizeLimit } : {}),
        },
      },
    },
  };
}

export function s3PersistentVolumeClaim(input: S3VolumeInput): K8sObject {
  return {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: input.claimName, namespace: input.namespace, labels: workloadLabels(input.workload) },
    spec: {
      accessModes: [input.readWrite ? 'ReadWriteMany' : 'ReadOnlyMany'],
      storageClassName: '',
      resources: { requests: { storage: input.capacity } },
      volumeName: input.volumeName,
    },
  };
}

export function deploymentManifest(name: string, namespace: string, replicas: number, pod: K8sObject): K8sObject {
  const labels = workloadLabels(name);
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace, labels },
    spec: {
      replicas,
      selector: { matchLabels: { 'app.kubernetes.io/name': name } },
      template: { metadata: { labels }, spec: pod },
    },
  };
}

export function serviceManifest(name: string, namespace: string, port: number): K8sObject {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, namespace, labels: workloadLabels(name) },
    spec: {
      type: 'ClusterIP',
      selector: { 'app.kubernetes.io/name': name },
      ports: [{ name: 'http', port, targetPort: 'http', protocol: 'TCP' }],
    },
  };
}

/** What the pre-pull DaemonSet is made of. */
export interface PrePullInput {
  readonly name: string;
  readonly namespace: string;
  readonly workload: string;
  /** The serving image, pulled by the init container. */
  readonly image: string;
  readonly command: string[];
  /** The idle container's image. */
  readonly pauseImage: string;
  readonly placement: GpuPlacement;
}

/** A DaemonSet that pulls the serving image onto every node of the pool, then idles. */
export function prePullDaemonSet(input: PrePullInput): K8sObject {
  const { name, namespace, workload, image, command, pauseImage, placement } = input;
  const labels = { ...workloadLabels(workload), 'app.kubernetes.io/component': 'image-pre-pull' };
  return {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { name, namespace, labels },
    spec: {
      selector: { matchLabels: { 'app.kubernetes.io/name': workload, 'app.kubernetes.io/component': 'image-pre-pull' } },
      template: {
        metadata: { labels },
        spec: {
          nodeSelector: placement.nodeSelector,
          tolerations: gpuTolerations(placement),
          initContainers: [
            {
              name: 'pull',
              image,
              imagePullPolicy: 'IfNotPresent',
              command,
              resources: { requests: { cpu: '10m', memory: '16Mi' }, limits: { memory: '64Mi' } },
            },
          ],
          containers: [
            {
              name: 'pause',
              image: pauseImage,
              resources: { requests: { cpu: '1m', memory: '8Mi' }, limits: { memory: '16Mi' } },
            },
          ],
        },
      },
    },
  };
}
