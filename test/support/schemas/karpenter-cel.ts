/**
 * The `x-kubernetes-validations` CEL rules of the Karpenter v1.14.1 CRDs, re-implemented in
 * TypeScript exactly as written (including CEL's `all()` being true on an empty list), so that the
 * tests reject what the API server would reject. Each entry is keyed by the rule's text; a rule in
 * the CRDs that is neither here nor in NOT_EVALUABLE fails `cel-rules.test.ts`.
 */

type Check = (self: any) => boolean;

const has = (object: any, field: string): boolean => object !== null && typeof object === 'object' && object[field] !== undefined;
const keys = (map: any): string[] => Object.keys(map ?? {});
/** CEL `string.find(regex)`: the first match, or '' when there is none. */
const find = (text: string, regex: string): string => new RegExp(regex).exec(text)?.[0] ?? '';

const AMI_FAMILY_ALIAS: Array<[string, string]> = [
  ['al2', 'AL2'],
  ['al2023', 'AL2023'],
  ['bottlerocket', 'Bottlerocket'],
  ['windows2019', 'Windows2019'],
  ['windows2022', 'Windows2022'],
  ['windows2025', 'Windows2025'],
];

const EVICTION_SIGNALS = [
  'memory.available',
  'nodefs.available',
  'nodefs.inodesFree',
  'imagefs.available',
  'imagefs.inodesFree',
  'pid.available',
];

const KARPENTER_AWS_LABELS = [
  'karpenter.k8s.aws/instance-tenancy',
  'karpenter.k8s.aws/capacity-reservation-type',
  'karpenter.k8s.aws/capacity-reservation-id',
  'karpenter.k8s.aws/capacity-reservation-interruptible',
  'karpenter.k8s.aws/ec2nodeclass',
  'karpenter.k8s.aws/instance-encryption-in-transit-supported',
  'karpenter.k8s.aws/instance-category',
  'karpenter.k8s.aws/instance-hypervisor',
  'karpenter.k8s.aws/instance-family',
  'karpenter.k8s.aws/instance-generation',
  'karpenter.k8s.aws/instance-local-nvme',
  'karpenter.k8s.aws/instance-size',
  'karpenter.k8s.aws/instance-cpu',
  'karpenter.k8s.aws/instance-cpu-manufacturer',
  'karpenter.k8s.aws/instance-cpu-sustained-clock-speed-mhz',
  'karpenter.k8s.aws/instance-memory',
  'karpenter.k8s.aws/instance-ebs-bandwidth',
  'karpenter.k8s.aws/instance-network-bandwidth',
  'karpenter.k8s.aws/instance-gpu-name',
  'karpenter.k8s.aws/instance-gpu-manufacturer',
  'karpenter.k8s.aws/instance-gpu-count',
  'karpenter.k8s.aws/instance-gpu-memory',
  'karpenter.k8s.aws/instance-accelerator-name',
  'karpenter.k8s.aws/instance-accelerator-manufacturer',
  'karpenter.k8s.aws/instance-accelerator-count',
  'karpenter.k8s.aws/instance-capability-flex',
  'karpenter.k8s.aws/placement-group-id',
  'karpenter.k8s.aws/placement-group-partition',
];

const karpenterShLabel = (key: string) =>
  ['karpenter.sh/capacity-type', 'karpenter.sh/nodepool'].includes(key) || !find(key, '^([^/]+)').endsWith('karpenter.sh');
const karpenterAwsLabel = (key: string) => KARPENTER_AWS_LABELS.includes(key) || !find(key, '^([^/]+)').endsWith('karpenter.k8s.aws');
/** CEL `int(string)`: fails (the rule then rejects) on anything but an integer. */
const celInt = (text: string): number => {
  if (!/^[+-]?\d+$/.test(String(text))) throw new Error(`int("${text}") is not an integer`);
  return Number(text);
};

/** Rule text → the check, `self` being the value the rule is declared on. */
export const CEL_CHECKS: Record<string, Check> = {
  // EC2NodeClass spec
  '(has(self.role) && !has(self.instanceProfile)) || (!has(self.role) && has(self.instanceProfile))': (s) =>
    (has(s, 'role') && !has(s, 'instanceProfile')) || (!has(s, 'role') && has(s, 'instanceProfile')),
  ...Object.fromEntries(
    AMI_FAMILY_ALIAS.map(([alias, family]) => [
      `!has(self.amiFamily) || (self.amiSelectorTerms.exists(x, has(x.alias) && x.alias.find('^[^@]+') == '${alias}') ? (self.amiFamily == 'Custom' || self.amiFamily == '${family}') : true)`,
      (s: any) =>
        !has(s, 'amiFamily') ||
        (s.amiSelectorTerms.some((x: any) => has(x, 'alias') && find(x.alias, '^[^@]+') === alias)
          ? s.amiFamily === 'Custom' || s.amiFamily === family
          : true),
    ]),
  ),
  'self.amiSelectorTerms.exists(x, has(x.alias)) ? true : has(self.amiFamily)': (s) =>
    s.amiSelectorTerms.some((x: any) => has(x, 'alias')) ? true : has(s, 'amiFamily'),
  // amiSelectorTerms
  'self.all(x, has(x.tags) || has(x.id) || has(x.name) || has(x.alias) || has(x.ssmParameter))': (s) =>
    s.every((x: any) => has(x, 'tags') || has(x, 'id') || has(x, 'name') || has(x, 'alias') || has(x, 'ssmParameter')),
  '!self.exists(x, has(x.id) && (has(x.alias) || has(x.tags) || has(x.name) || has(x.owner)))': (s) =>
    !s.some((x: any) => has(x, 'id') && (has(x, 'alias') || has(x, 'tags') || has(x, 'name') || has(x, 'owner'))),
  '!self.exists(x, has(x.alias) && (has(x.id) || has(x.tags) || has(x.name) || has(x.owner)))': (s) =>
    !s.some((x: any) => has(x, 'alias') && (has(x, 'id') || has(x, 'tags') || has(x, 'name') || has(x, 'owner'))),
  '!(self.exists(x, has(x.alias)) && self.size() != 1)': (s) => !(s.some((x: any) => has(x, 'alias')) && s.length !== 1),
  // amiSelectorTerms[].alias
  "self.matches('^[a-zA-Z0-9]+@.+$')": (s) => /^[a-zA-Z0-9]+@.+$/.test(s),
  "self.split('@')[0] in ['al2','al2023','bottlerocket','windows2019','windows2022','windows2025']": (s) =>
    ['al2', 'al2023', 'bottlerocket', 'windows2019', 'windows2022', 'windows2025'].includes(s.split('@')[0]),
  "self.split('@')[0] in ['windows2019','windows2022','windows2025'] ? self.split('@')[1] == 'latest' : true": (s) =>
    ['windows2019', 'windows2022', 'windows2025'].includes(s.split('@')[0]) ? s.split('@')[1] === 'latest' : true,
  // selector-term tags
  "self.all(k, k != '' && self[k] != '')": (s) => keys(s).every((k) => k !== '' && s[k] !== ''),
  // blockDeviceMappings
  'self.filter(x, has(x.rootVolume)?x.rootVolume==true:false).size() <= 1': (s) =>
    s.filter((x: any) => (has(x, 'rootVolume') ? x.rootVolume === true : false)).length <= 1,
  'has(self.snapshotID) || has(self.volumeSize)': (s) => has(s, 'snapshotID') || has(s, 'volumeSize'),
  "!has(self.volumeInitializationRate) || (has(self.snapshotID) && self.snapshotID != '')": (s) =>
    !has(s, 'volumeInitializationRate') || (has(s, 'snapshotID') && s.snapshotID !== ''),
  // capacityReservationSelectorTerms
  'self.all(x, has(x.tags) || has(x.id) || has(x.instanceMatchCriteria))': (s) =>
    s.every((x: any) => has(x, 'tags') || has(x, 'id') || has(x, 'instanceMatchCriteria')),
  '!self.all(x, has(x.id) && (has(x.tags) || has(x.ownerID) || has(x.instanceMatchCriteria)))': (s) =>
    !s.every((x: any) => has(x, 'id') && (has(x, 'tags') || has(x, 'ownerID') || has(x, 'instanceMatchCriteria'))),
  // connectionTracking
  'has(self.tcpEstablishedTimeout) || has(self.udpStreamTimeout) || has(self.udpTimeout)': (s) =>
    has(s, 'tcpEstablishedTimeout') || has(s, 'udpStreamTimeout') || has(s, 'udpTimeout'),
  // role, instanceProfile, nodeClassRef.{group,kind,name}
  "self != ''": (s) => s !== '',
  // kubelet
  'has(self.imageGCHighThresholdPercent) && has(self.imageGCLowThresholdPercent) ?  self.imageGCHighThresholdPercent > self.imageGCLowThresholdPercent  : true':
    (s) =>
      has(s, 'imageGCHighThresholdPercent') && has(s, 'imageGCLowThresholdPercent')
        ? s.imageGCHighThresholdPercent > s.imageGCLowThresholdPercent
        : true,
  'has(self.evictionSoft) ? self.evictionSoft.all(e, (e in self.evictionSoftGracePeriod)):true': (s) =>
    has(s, 'evictionSoft') ? has(s, 'evictionSoftGracePeriod') && keys(s.evictionSoft).every((e) => e in s.evictionSoftGracePeriod) : true,
  'has(self.evictionSoftGracePeriod) ? self.evictionSoftGracePeriod.all(e, (e in self.evictionSoft)):true': (s) =>
    has(s, 'evictionSoftGracePeriod') ? has(s, 'evictionSoft') && keys(s.evictionSoftGracePeriod).every((e) => e in s.evictionSoft) : true,
  "self.all(x, x in ['memory.available','nodefs.available','nodefs.inodesFree','imagefs.available','imagefs.inodesFree','pid.available'])":
    (s) => keys(s).every((x) => EVICTION_SIGNALS.includes(x)),
  "self.all(x, x=='cpu' || x=='memory' || x=='ephemeral-storage' || x=='pid')": (s) =>
    keys(s).every((x) => ['cpu', 'memory', 'ephemeral-storage', 'pid'].includes(x)),
  "self.all(x, !self[x].startsWith('-'))": (s) => keys(s).every((x) => !String(s[x]).startsWith('-')),
  // networkInterfaces
  "self.size() == 0 || self.exists(x, x.deviceIndex == 0 && x.networkCardIndex == 0 && x.interfaceType == 'interface')": (s) =>
    s.length === 0 || s.some((x: any) => x.deviceIndex === 0 && x.networkCardIndex === 0 && x.interfaceType === 'interface'),
  "self.all(x, self.filter(y, x.networkCardIndex == y.networkCardIndex && x.deviceIndex == y.deviceIndex).size() == 1 && (x.interfaceType != 'efa-only' || self.filter(y, x.networkCardIndex == y.networkCardIndex && y.interfaceType == 'efa-only').size() == 1))":
    (s) =>
      s.every(
        (x: any) =>
          s.filter((y: any) => x.networkCardIndex === y.networkCardIndex && x.deviceIndex === y.deviceIndex).length === 1 &&
          (x.interfaceType !== 'efa-only' ||
            s.filter((y: any) => x.networkCardIndex === y.networkCardIndex && y.interfaceType === 'efa-only').length === 1),
      ),
  // placementGroupSelector
  'has(self.name) || has(self.id)': (s) => has(s, 'name') || has(s, 'id'),
  '!(has(self.name) && has(self.id))': (s) => !(has(s, 'name') && has(s, 'id')),
  // securityGroupSelectorTerms, subnetSelectorTerms
  'self.size() != 0': (s) => s.length !== 0,
  'self.all(x, has(x.tags) || has(x.id) || has(x.name))': (s) => s.every((x: any) => has(x, 'tags') || has(x, 'id') || has(x, 'name')),
  '!self.all(x, has(x.id) && (has(x.tags) || has(x.name)))': (s) =>
    !s.every((x: any) => has(x, 'id') && (has(x, 'tags') || has(x, 'name'))),
  '!self.all(x, has(x.name) && (has(x.tags) || has(x.id)))': (s) =>
    !s.every((x: any) => has(x, 'name') && (has(x, 'tags') || has(x, 'id'))),
  'self.all(x, has(x.tags) || has(x.id))': (s) => s.every((x: any) => has(x, 'tags') || has(x, 'id')),
  '!self.all(x, has(x.id) && has(x.tags))': (s) => !s.every((x: any) => has(x, 'id') && has(x, 'tags')),
  // EC2NodeClass tags
  "self.all(k, k != '')": (s) => keys(s).every((k) => k !== ''),
  "self.all(k, k !='eks:eks-cluster-name')": (s) => keys(s).every((k) => k !== 'eks:eks-cluster-name'),
  "self.all(k, !k.startsWith('kubernetes.io/cluster') )": (s) => keys(s).every((k) => !k.startsWith('kubernetes.io/cluster')),
  "self.all(k, k != 'karpenter.sh/nodepool')": (s) => keys(s).every((k) => k !== 'karpenter.sh/nodepool'),
  "self.all(k, k !='karpenter.sh/nodeclaim')": (s) => keys(s).every((k) => k !== 'karpenter.sh/nodeclaim'),
  "self.all(k, k !='karpenter.k8s.aws/ec2nodeclass')": (s) => keys(s).every((k) => k !== 'karpenter.k8s.aws/ec2nodeclass'),

  // NodePool spec
  "!has(self.replicas) || (!has(self.limits) || size(self.limits) == 0 || (size(self.limits) == 1 && 'nodes' in self.limits))": (s) =>
    !has(s, 'replicas') || !has(s, 'limits') || keys(s.limits).length === 0 || (keys(s.limits).length === 1 && 'nodes' in s.limits),
  '!has(self.replicas) || !has(self.weight)': (s) => !has(s, 'replicas') || !has(s, 'weight'),
  // disruption.budgets
  'self.all(x, has(x.schedule) == has(x.duration))': (s) => s.every((x: any) => has(x, 'schedule') === has(x, 'duration')),
  // template.metadata.labels
  'self.all(x, x in ["karpenter.sh/capacity-type", "karpenter.sh/nodepool"] || !x.find("^([^/]+)").endsWith("karpenter.sh"))': (s) =>
    keys(s).every(karpenterShLabel),
  'self.all(x, x != "karpenter.sh/nodepool")': (s) => keys(s).every((x) => x !== 'karpenter.sh/nodepool'),
  'self.all(x, x != "kubernetes.io/hostname")': (s) => keys(s).every((x) => x !== 'kubernetes.io/hostname'),
  [`self.all(x, x in [${['karpenter.k8s.aws/instance-tenancy', 'karpenter.k8s.aws/capacity-reservation-type', 'karpenter.k8s.aws/capacity-reservation-id', 'karpenter.k8s.aws/capacity-reservation-interruptible', 'karpenter.k8s.aws/capacity-reservation-interruptible', ...KARPENTER_AWS_LABELS.slice(4)].map((l) => `"${l}"`).join(', ')}] || !x.find("^([^/]+)").endsWith("karpenter.k8s.aws"))`]:
    (s) => keys(s).every(karpenterAwsLabel),
  // template.spec.requirements
  "self.all(x, x.operator == 'In' ? x.values.size() != 0 : true)": (s) =>
    s.every((x: any) => (x.operator === 'In' ? (x.values ?? []).length !== 0 : true)),
  "self.all(x, (x.operator == 'Gt' || x.operator == 'Lt' || x.operator == 'Gte' || x.operator == 'Lte') ? (x.values.size() == 1 && int(x.values[0]) >= 0) : true)":
    (s) => {
      try {
        return s.every((x: any) =>
          ['Gt', 'Lt', 'Gte', 'Lte'].includes(x.operator) ? (x.values ?? []).length === 1 && celInt(x.values[0]) >= 0 : true,
        );
      } catch {
        return false;
      }
    },
  "self.all(x, (x.operator == 'In' && has(x.minValues)) ? x.values.size() >= x.minValues : true)": (s) =>
    s.every((x: any) => (x.operator === 'In' && has(x, 'minValues') ? (x.values ?? []).length >= x.minValues : true)),
  // template.spec.requirements[].key
  'self in ["karpenter.sh/capacity-type", "karpenter.sh/nodepool"] || !self.find("^([^/]+)").endsWith("karpenter.sh")': karpenterShLabel,
  'self != "karpenter.sh/nodepool"': (s) => s !== 'karpenter.sh/nodepool',
  'self != "kubernetes.io/hostname"': (s) => s !== 'kubernetes.io/hostname',
  [`self in [${KARPENTER_AWS_LABELS.map((l) => `"${l}"`).join(', ')}] || !self.find("^([^/]+)").endsWith("karpenter.k8s.aws")`]:
    karpenterAwsLabel,
};

/** Rules the API server evaluates only on update (transition rules on `oldSelf`): nothing to check on create. */
export const NOT_EVALUABLE: Record<string, string> = {
  'has(self.replicas) == has(oldSelf.replicas)': 'transition rule: a NodePool cannot switch between static and dynamic on update',
  'self.group == oldSelf.group': 'transition rule: nodeClassRef.group is immutable on update',
  'self.kind == oldSelf.kind': 'transition rule: nodeClassRef.kind is immutable on update',
};

/** A CEL rule and where in the schema it is declared (`[]` array items, `{}` map values). */
export interface DeclaredRule {
  readonly path: string[];
  readonly rule: string;
  readonly message: string;
}

/** Every CEL rule of a CRD schema, with its path. */
export function declaredRules(schema: any, path: string[] = []): DeclaredRule[] {
  if (!schema || typeof schema !== 'object') return [];
  const rules: DeclaredRule[] = (schema['x-kubernetes-validations'] ?? []).map((v: any) => ({ path, rule: v.rule, message: v.message }));
  for (const [name, child] of Object.entries(schema.properties ?? {})) rules.push(...declaredRules(child, [...path, name]));
  if (schema.items) rules.push(...declaredRules(schema.items, [...path, '[]']));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    rules.push(...declaredRules(schema.additionalProperties, [...path, '{}']));
  return rules;
}

function valuesAt(value: any, path: string[], where: string): Array<{ value: any; where: string }> {
  if (value === undefined || value === null) return [];
  if (path.length === 0) return [{ value, where }];
  const [head, ...rest] = path;
  if (head === '[]') return Array.isArray(value) ? value.flatMap((item, i) => valuesAt(item, rest, `${where}[${i}]`)) : [];
  if (head === '{}')
    return typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => valuesAt(v, rest, `${where}["${k}"]`)) : [];
  return typeof value === 'object' && !Array.isArray(value) ? valuesAt(value[head], rest, `${where}.${head}`) : [];
}

/** The CEL rules an object breaks, as `<path>: <message>` lines. */
export function celViolations(schema: any, object: any): string[] {
  const violations: string[] = [];
  for (const declared of declaredRules(schema)) {
    if (declared.rule in NOT_EVALUABLE) continue;
    const check = CEL_CHECKS[declared.rule];
    if (!check) throw new Error(`no TypeScript implementation of CEL rule ${declared.rule}`);
    for (const { value, where } of valuesAt(object, declared.path, '')) {
      let ok: boolean;
      try {
        ok = check(value);
      } catch {
        ok = false;
      }
      if (!ok) violations.push(`${where || '.'}: ${declared.message}`);
    }
  }
  return violations;
}
