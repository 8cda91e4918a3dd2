import { ValidateFunction } from 'ajv';
import { compileSchema } from './compiled-schemas';
import { isCanonicalQuantity, QUANTITY_PATTERN } from './kubernetes-quantity';

/*
 * A compact JSON schema of the core Kubernetes objects the EKS workload applies, for the fields it
 * emits, from the Kubernetes API reference (v1.33: core/v1 Pod, Container, Volume, Service,
 * PersistentVolume, PersistentVolumeClaim, ServiceAccount, Namespace; apps/v1 Deployment,
 * DaemonSet; batch/v1 Job; rbac.authorization.k8s.io/v1 ClusterRole, ClusterRoleBinding) and the API server's validation of names, labels, ports and quantities. Objects are
 * closed (additionalProperties: false): server-side apply validates fields strictly, so a
 * misspelled field is an error there too.
 */

const DNS_LABEL = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';
const DNS_SUBDOMAIN = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';
/** A qualified name (label keys, resource names): an optional DNS-subdomain prefix and a name. */
const QUALIFIED_NAME = '^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$';
const LABEL_VALUE = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$';
/** IANA_SVC_NAME: port names. */
const PORT_NAME = '^(?=.{1,15}$)(?=.*[a-z])[a-z0-9]([a-z0-9-]*[a-z0-9])?$';
/** Environment variable names the API accepts (C identifiers and more since 1.30's relaxed validation). */
const ENV_NAME = '^[-._a-zA-Z][-._a-zA-Z0-9]*$';

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const stringMap = (keyPattern: string, valuePattern?: string) => ({
  type: 'object',
  propertyNames: { pattern: keyPattern, maxLength: 316 },
  additionalProperties: valuePattern ? { type: 'string', pattern: valuePattern, maxLength: 63 } : { type: 'string' },
});
const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const arrayOf = (items: unknown, minItems = 0) => ({ type: 'array', items, minItems });
const intOrString = { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 1 }] };

const CONTAINER_FIELDS = {
  name: { type: 'string', pattern: DNS_LABEL, maxLength: 63 },
  image: { type: 'string', minLength: 1 },
  imagePullPolicy: { enum: ['Always', 'IfNotPresent', 'Never'] },
  command: arrayOf({ type: 'string' }),
  args: arrayOf({ type: 'string' }),
  ports: arrayOf(ref('containerPort')),
  env: arrayOf(ref('envVar')),
  resources: ref('resources'),
  volumeMounts: arrayOf(ref('volumeMount')),
  startupProbe: ref('probe'),
  readinessProbe: ref('probe'),
  livenessProbe: ref('probe'),
};

const DEFS = {
  quantity: { type: 'string', pattern: QUANTITY_PATTERN },
  labels: stringMap(QUALIFIED_NAME, LABEL_VALUE),
  metadata: closed(
    {
      name: { type: 'string', pattern: DNS_SUBDOMAIN, maxLength: 253 },
      namespace: { type: 'string', pattern: DNS_LABEL, maxLength: 63 },
      labels: ref('labels'),
      annotations: stringMap(QUALIFIED_NAME),
    },
    ['name'],
  ),
  clusterMetadata: closed(
    { name: { type: 'string', pattern: DNS_SUBDOMAIN, maxLength: 253 }, labels: ref('labels'), annotations: stringMap(QUALIFIED_NAME) },
    ['name'],
  ),
  resourceList: { type: 'object', propertyNames: { pattern: QUALIFIED_NAME }, additionalProperties: ref('quantity') },
  resources: closed({ requests: ref('resourceList'), limits: ref('resourceList') }),
  envVar: {
    ...closed(
      {
        name: { type: 'string', pattern: ENV_NAME },
        value: { type: 'string' },
        // The downward API fields an environment variable may read (core/v1 EnvVarSource.fieldRef).
        valueFrom: closed(
          {
            fieldRef: closed(
              {
                apiVersion: { const: 'v1' },
                fieldPath: {
                  anyOf: [
                    {
                      enum: [
                        'metadata.name',
                        'metadata.namespace',
                        'metadata.uid',
                        'spec.nodeName',
                        'spec.serviceAccountName',
                        'status.hostIP',
                        'status.hostIPs',
                        'status.podIP',
                        'status.podIPs',
                      ],
                    },
                    { type: 'string', pattern: "^metadata\\.(labels|annotations)\\['[^']+'\\]$" },
                  ],
                },
              },
              ['fieldPath'],
            ),
          },
          ['fieldRef'],
        ),
      },
      ['name'],
    ),
    // "may not be specified when `value` is not empty"
    not: { required: ['value', 'valueFrom'] },
  },
  containerPort: closed(
    {
      name: { type: 'string', pattern: PORT_NAME },
      containerPort: { type: 'integer', minimum: 1, maximum: 65535 },
      protocol: { enum: ['TCP', 'UDP', 'SCTP'] },
    },
    ['containerPort'],
  ),
  volumeMount: closed(
    {
      name: { type: 'string', pattern: DNS_LABEL },
      mountPath: { type: 'string', pattern: '^/' },
      readOnly: { type: 'boolean' },
      subPath: { type: 'string' },
    },
    ['name', 'mountPath'],
  ),
  probe: closed(
    {
      httpGet: closed({ path: { type: 'string' }, port: intOrString, scheme: { enum: ['HTTP', 'HTTPS'] } }, ['port']),
      initialDelaySeconds: { type: 'integer', minimum: 0 },
      periodSeconds: { type: 'integer', minimum: 1 },
      timeoutSeconds: { type: 'integer', minimum: 1 },
      failureThreshold: { type: 'integer', minimum: 1 },
      successThreshold: { type: 'integer', minimum: 1 },
    },
    ['httpGet'],
  ),
  container: closed(CONTAINER_FIELDS, ['name', 'image']),
  // An init container may be a native sidecar (restartPolicy Always, Kubernetes >= 1.29); no other value is allowed.
  initContainer: closed({ ...CONTAINER_FIELDS, restartPolicy: { const: 'Always' } }, ['name', 'image']),
  volume: {
    ...closed(
      {
        name: { type: 'string', pattern: DNS_LABEL, maxLength: 63 },
        emptyDir: closed({ medium: { enum: ['', 'Memory'] }, sizeLimit: ref('quantity') }),
        persistentVolumeClaim: closed({ claimName: { type: 'string', pattern: DNS_SUBDOMAIN }, readOnly: { type: 'boolean' } }, [
          'claimName',
        ]),
      },
      ['name'],
    ),
    // Exactly one volume source.
    minProperties: 2,
    maxProperties: 2,
  },
  toleration: closed({
    key: { type: 'string', pattern: QUALIFIED_NAME },
    operator: { enum: ['Exists', 'Equal'] },
    value: { type: 'string' },
    effect: { enum: ['NoSchedule', 'PreferNoSchedule', 'NoExecute'] },
    tolerationSeconds: { type: 'integer' },
  }),
  podSpec: closed(
    {
      serviceAccountName: { type: 'string', pattern: DNS_SUBDOMAIN },
      nodeSelector: ref('labels'),
      tolerations: arrayOf(ref('toleration')),
      initContainers: arrayOf(ref('initContainer')),
      containers: arrayOf(ref('container'), 1),
      volumes: arrayOf(ref('volume')),
      priorityClassName: { type: 'string' },
      restartPolicy: { enum: ['Always', 'OnFailure', 'Never'] },
    },
    ['containers'],
  ),
  podTemplate: closed({ metadata: closed({ labels: ref('labels'), annotations: stringMap(QUALIFIED_NAME) }), spec: ref('podSpec') }, [
    'spec',
  ]),
  labelSelector: closed({ matchLabels: ref('labels') }, ['matchLabels']),
  accessModes: arrayOf({ enum: ['ReadWriteOnce', 'ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOncePod'] }, 1),
};

/** One schema per kind, over the shared definitions. */
const KINDS: Record<string, object> = {
  Deployment: closed(
    {
      apiVersion: { const: 'apps/v1' },
      kind: { const: 'Deployment' },
      metadata: ref('metadata'),
      spec: closed({ replicas: { type: 'integer', minimum: 0 }, selector: ref('labelSelector'), template: ref('podTemplate') }, [
        'selector',
        'template',
      ]),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  Job: closed(
    {
      apiVersion: { const: 'batch/v1' },
      kind: { const: 'Job' },
      metadata: ref('metadata'),
      spec: closed(
        {
          backoffLimit: { type: 'integer', minimum: 0 },
          activeDeadlineSeconds: { type: 'integer', minimum: 1 },
          ttlSecondsAfterFinished: { type: 'integer', minimum: 0 },
          // A Job's pods must not restart in place: the API server requires Never or OnFailure.
          template: {
            allOf: [
              ref('podTemplate'),
              { properties: { spec: { required: ['restartPolicy'], properties: { restartPolicy: { enum: ['Never', 'OnFailure'] } } } } },
            ],
          },
        },
        ['template'],
      ),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  DaemonSet: closed(
    {
      apiVersion: { const: 'apps/v1' },
      kind: { const: 'DaemonSet' },
      metadata: ref('metadata'),
      spec: closed({ selector: ref('labelSelector'), template: ref('podTemplate') }, ['selector', 'template']),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  Service: closed(
    {
      apiVersion: { const: 'v1' },
      kind: { const: 'Service' },
      metadata: ref('metadata'),
      spec: closed(
        {
          type: { enum: ['ClusterIP', 'NodePort', 'LoadBalancer', 'ExternalName'] },
          selector: ref('labels'),
          ports: arrayOf(
            closed(
              {
                name: { type: 'string', pattern: PORT_NAME },
                port: { type: 'integer', minimum: 1, maximum: 65535 },
                targetPort: intOrString,
                protocol: { enum: ['TCP', 'UDP', 'SCTP'] },
              },
              ['port'],
            ),
            1,
          ),
        },
        ['ports'],
      ),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  PersistentVolume: closed(
    {
      apiVersion: { const: 'v1' },
      kind: { const: 'PersistentVolume' },
      metadata: ref('clusterMetadata'),
      spec: closed(
        {
          capacity: closed({ storage: ref('quantity') }, ['storage']),
          accessModes: ref('accessModes'),
          persistentVolumeReclaimPolicy: { enum: ['Retain', 'Delete', 'Recycle'] },
          storageClassName: { type: 'string' },
          claimRef: closed({ namespace: { type: 'string', pattern: DNS_LABEL }, name: { type: 'string', pattern: DNS_SUBDOMAIN } }, [
            'name',
          ]),
          mountOptions: arrayOf({ type: 'string' }),
          csi: closed(
            {
              driver: { type: 'string', pattern: DNS_SUBDOMAIN, maxLength: 63 },
              volumeHandle: { type: 'string', minLength: 1 },
              readOnly: { type: 'boolean' },
              volumeAttributes: { type: 'object', additionalProperties: { type: 'string' } },
            },
            ['driver', 'volumeHandle'],
          ),
        },
        ['capacity', 'accessModes', 'csi'],
      ),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  PersistentVolumeClaim: closed(
    {
      apiVersion: { const: 'v1' },
      kind: { const: 'PersistentVolumeClaim' },
      metadata: ref('metadata'),
      spec: closed(
        {
          accessModes: ref('accessModes'),
          storageClassName: { type: 'string' },
          resources: closed({ requests: closed({ storage: ref('quantity') }, ['storage']) }, ['requests']),
          volumeName: { type: 'string', pattern: DNS_SUBDOMAIN },
        },
        ['accessModes', 'resources'],
      ),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  ServiceAccount: closed({ apiVersion: { const: 'v1' }, kind: { const: 'ServiceAccount' }, metadata: ref('metadata') }, [
    'apiVersion',
    'kind',
    'metadata',
  ]),
  // rbac.authorization.k8s.io/v1 (API reference v1.33: PolicyRule, RoleRef, Subject).
  ClusterRole: closed(
    {
      apiVersion: { const: 'rbac.authorization.k8s.io/v1' },
      kind: { const: 'ClusterRole' },
      metadata: ref('clusterMetadata'),
      rules: arrayOf(
        closed(
          {
            apiGroups: arrayOf({ type: 'string' }),
            resources: arrayOf({ type: 'string', minLength: 1 }),
            resourceNames: arrayOf({ type: 'string', minLength: 1 }),
            nonResourceURLs: arrayOf({ type: 'string', minLength: 1 }),
            verbs: arrayOf(
              {
                enum: [
                  'get',
                  'list',
                  'watch',
                  'create',
                  'update',
                  'patch',
                  'delete',
                  'deletecollection',
                  'impersonate',
                  'bind',
                  'escalate',
                  '*',
                ],
              },
              1,
            ),
          },
          ['verbs'],
        ),
      ),
    },
    ['apiVersion', 'kind', 'metadata'],
  ),
  ClusterRoleBinding: closed(
    {
      apiVersion: { const: 'rbac.authorization.k8s.io/v1' },
      kind: { const: 'ClusterRoleBinding' },
      metadata: ref('clusterMetadata'),
      // A ClusterRoleBinding can only reference a ClusterRole.
      roleRef: closed(
        { apiGroup: { const: 'rbac.authorization.k8s.io' }, kind: { const: 'ClusterRole' }, name: { type: 'string', minLength: 1 } },
        ['apiGroup', 'kind', 'name'],
      ),
      subjects: arrayOf({
        ...closed(
          {
            kind: { enum: ['ServiceAccount', 'User', 'Group'] },
            name: { type: 'string', minLength: 1 },
            namespace: { type: 'string', pattern: DNS_LABEL },
            apiGroup: { type: 'string' },
          },
          ['kind', 'name'],
        ),
        // A ServiceAccount subject names its namespace.
        if: { properties: { kind: { const: 'ServiceAccount' } } },
        then: { required: ['namespace'] },
      }),
    },
    ['apiVersion', 'kind', 'metadata', 'roleRef'],
  ),
  Namespace: closed({ apiVersion: { const: 'v1' }, kind: { const: 'Namespace' }, metadata: ref('clusterMetadata') }, [
    'apiVersion',
    'kind',
    'metadata',
  ]),
};

/** The whole schema: one of the kinds. */
export const KUBERNETES_SCHEMA = { $id: 'cdktf-gpu-models/kubernetes-core', $defs: DEFS, oneOf: Object.values(KINDS) };

/** The kinds the schema covers. */
export const CORE_KINDS = Object.keys(KINDS);

const validators = new Map<string, ValidateFunction>();

function validator(kind: string): ValidateFunction {
  let validate = validators.get(kind);
  if (!validate) {
    validate = compileSchema({ $defs: DEFS, ...KINDS[kind] }, { strict: false, allErrors: true });
    validators.set(kind, validate);
  }
  return validate;
}

/** Every path in the object whose value is a resource quantity, with the value. */
function quantities(object: any): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const pod = object.spec?.template?.spec;
  for (const container of [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])]) {
    for (const kind of ['requests', 'limits']) {
      for (const [name, value] of Object.entries<string>(container.resources?.[kind] ?? {}))
        out.push([`${container.name}.resources.${kind}.${name}`, value]);
    }
  }
  for (const volume of pod?.volumes ?? [])
    if (volume.emptyDir?.sizeLimit) out.push([`volumes.${volume.name}.emptyDir.sizeLimit`, volume.emptyDir.sizeLimit]);
  if (object.spec?.capacity?.storage) out.push(['spec.capacity.storage', object.spec.capacity.storage]);
  if (object.spec?.resources?.requests?.storage) out.push(['spec.resources.requests.storage', object.spec.resources.requests.storage]);
  return out;
}

/**
 * Everything the API server would reject in a core object on create, or rewrite after it (a
 * non-canonical quantity, which kubernetes_manifest reports as an inconsistent result). Empty when
 * the object would be stored as applied.
 */
export function kubernetesViolations(object: any): string[] {
  if (!CORE_KINDS.includes(object?.kind)) return [`no schema for kind ${object?.kind}`];
  const errors: string[] = [];
  const validate = validator(object.kind);
  if (!validate(object)) {
    for (const e of validate.errors ?? [])
      errors.push(`${e.instancePath || '.'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
  for (const [path, value] of quantities(object)) {
    if (typeof value === 'string' && !isCanonicalQuantity(value)) errors.push(`${path} is ${value}, which the API server rewrites`);
  }
  const template = object.spec?.template;
  if (template) {
    const labels = template.metadata?.labels ?? {};
    for (const [key, value] of Object.entries(object.spec.selector?.matchLabels ?? {})) {
      if (labels[key] !== value) errors.push(`selector ${key}=${value} does not match the template's labels`);
    }
    const pod = template.spec ?? {};
    const volumes = new Set((pod.volumes ?? []).map((v: any) => v.name));
    if (volumes.size !== (pod.volumes ?? []).length) errors.push('volume names are not unique');
    const containers = [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
    if (new Set(containers.map((c: any) => c.name)).size !== containers.length) errors.push('container names are not unique');
    for (const container of containers) {
      for (const mount of container.volumeMounts ?? [])
        if (!volumes.has(mount.name)) errors.push(`${container.name} mounts the unknown volume ${mount.name}`);
      for (const port of ['startupProbe', 'readinessProbe', 'livenessProbe']
        .map((p) => container[p]?.httpGet?.port)
        .filter((p) => typeof p === 'string')) {
        if (!(container.ports ?? []).some((p: any) => p.name === port)) errors.push(`${container.name} probes the unknown port ${port}`);
      }
    }
  }
  return errors;
}
