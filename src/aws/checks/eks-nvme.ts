import { CheckLevel, CheckRule } from '../../core/checks/rule';
import { KubernetesObject } from '../../core/checks/stack-index';
import { blocks } from '../../core/checks/resolved-values';
import {
  amiFamily,
  bottlerocketSettings,
  gpuNodeClasses,
  isGpuNodePool,
  nodeClassName,
  nodePools,
  restoresImageCache,
  userData,
} from './karpenter-helpers';

/** Local NVMe writes at roughly 30 GB/s against roughly 1 GB/s for EBS (EKS user guide). */
export const EKS_NVME: CheckRule = {
  id: 'GPUM-CHECK-EKS-NVME',
  level: CheckLevel.WARNING,
  description:
    "A GPU EC2NodeClass leaves the instance's NVMe unused (no instanceStorePolicy: RAID0, no ephemeral-storage bootstrap command, no AL2023 localStorage strategy), or a GPU NodePool on such a class does not require instance-local-nvme. A node class whose data volume is restored from an image-cache snapshot is exempt: RAID0 would hide the cached images.",
  fix: 'Set instanceStorePolicy: RAID0 on the EC2NodeClass (images, kubelet and emptyDir move to NVMe) and add the requirement karpenter.k8s.aws/instance-local-nvme Gt 100 to the GPU NodePool.',
  check(resource, index) {
    const classes = gpuNodeClasses(index);
    const findings: string[] = [];
    for (const c of classes.filter((x) => x.resource === resource)) {
      if (!usesNvme(c) && !restoresImageCache(c)) {
        findings.push(
          `EC2NodeClass ${String(c.object.metadata?.name)} does not put images and pod storage on the local NVMe (no instanceStorePolicy: RAID0)`,
        );
      }
    }
    const nvmeClasses = new Set(classes.filter(usesNvme).map((c) => c.object.metadata?.name));
    for (const pool of nodePools(index).filter((p) => p.resource === resource && isGpuNodePool(p))) {
      const requiresNvme = blocks(pool.object.spec?.template?.spec?.requirements).some(
        (r) => r.key === 'karpenter.k8s.aws/instance-local-nvme',
      );
      if (nvmeClasses.has(nodeClassName(pool)) && !requiresNvme) {
        findings.push(
          `GPU NodePool ${String(pool.object.metadata?.name)} does not require karpenter.k8s.aws/instance-local-nvme: Karpenter may pick a GPU type without NVMe, where the node's storage stays on EBS`,
        );
      }
    }
    return findings;
  },
};

/** RAID0 through Karpenter, a Bottlerocket ephemeral-storage bootstrap command, or an AL2023 localStorage strategy. */
function usesNvme(nodeClass: KubernetesObject): boolean {
  if (nodeClass.object.spec?.instanceStorePolicy === 'RAID0') return true;
  const family = amiFamily(nodeClass);
  if (family === 'Bottlerocket') {
    const bootstrap = bottlerocketSettings(nodeClass)?.['bootstrap-commands'];
    return bootstrap !== undefined && JSON.stringify(bootstrap).includes('ephemeral-storage');
  }
  return family === 'AL2023' && /localStorage[\s\S]*strategy\s*:\s*(RAID0|RAID10|Mount)/.test(userData(nodeClass));
}
