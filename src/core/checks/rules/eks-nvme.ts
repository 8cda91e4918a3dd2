import { CheckLevel, CheckRule } from '../rule';
import { blocks } from '../resolved-values';
import { amiFamily, bottlerocketSettings, gpuNodeClasses, isGpuNodePool, nodeClassName, nodePools, userData } from './karpenter-helpers';

/** Local NVMe writes at roughly 30 GB/s against roughly 1 GB/s for EBS (EKS user guide). */
export const EKS_NVME: CheckRule = {
  id: 'GPUM-CHECK-EKS-NVME',
  level: CheckLevel.WARNING,
  description:
    "A GPU EC2NodeClass leaves the instance's NVMe unused (no instanceStorePolicy: RAID0, no ephemeral-storage bootstrap command, no AL2023 localStorage strategy), or a GPU NodePool on such a class does not require instance-local-nvme.",
  fix: 'Set instanceStorePolicy: RAID0 on the EC2NodeClass (images, kubelet and emptyDir move to NVMe) and add the requirement karpenter.k8s.aws/instance-local-nvme Gt 100 to the GPU NodePool.',
  check(resource, index) {
    const classes = gpuNodeClasses(index);
    const findings: string[] = [];
    for (const c of classes.filter((x) => x.resource === resource)) {
      const spec = c.object.spec ?? {};
      const name = String(c.object.metadata?.name);
      const family = amiFamily(c);
      const bootstrap = family === 'Bottlerocket' ? bottlerocketSettings(c)?.['bootstrap-commands'] : undefined;
      const manualBind = bootstrap !== undefined && JSON.stringify(bootstrap).includes('ephemeral-storage');
      const al2023Storage = family === 'AL2023' && /localStorage[\s\S]*strategy\s*:\s*(RAID0|RAID10|Mount)/.test(userData(c));
      if (spec.instanceStorePolicy !== 'RAID0' && !manualBind && !al2023Storage) {
        findings.push(`EC2NodeClass ${name} does not put images and pod storage on the local NVMe (no instanceStorePolicy: RAID0)`);
      }
    }
    const nvmeClasses = new Set(classes.filter((c) => c.object.spec?.instanceStorePolicy === 'RAID0').map((c) => c.object.metadata?.name));
    for (const pool of nodePools(index).filter((p) => p.resource === resource && isGpuNodePool(p))) {
      const requiresNvme = blocks(pool.object.spec?.template?.spec?.requirements).some((r) => r.key === 'karpenter.k8s.aws/instance-local-nvme');
      if (nvmeClasses.has(nodeClassName(pool)) && !requiresNvme) {
        findings.push(`GPU NodePool ${String(pool.object.metadata?.name)} does not require karpenter.k8s.aws/instance-local-nvme: Karpenter may pick a GPU type without NVMe, where RAID0 does nothing`);
      }
    }
    return findings;
  },
};
