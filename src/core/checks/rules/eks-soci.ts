import { CheckLevel, CheckRule } from '../rule';
import { amiFamily, bottlerocketSettings, gpuNodeClasses, userData } from './karpenter-helpers';

/** SOCI parallel pull cut a 9.35 GB image pull from 130.8 s to 23.2 s in AWS's published sample. */
export const EKS_SOCI: CheckRule = {
  id: 'GPUM-CHECK-EKS-SOCI',
  level: CheckLevel.WARNING,
  description:
    'A GPU EC2NodeClass does not turn on SOCI parallel pull: Bottlerocket user data without [settings.container-runtime] snapshotter = "soci" (pull-mode parallel-pull-unpack), or AL2023 without the FastImagePull feature gate.',
  fix: 'Bottlerocket (>= 1.44.0): userData [settings.container-runtime] snapshotter = "soci" and [settings.container-runtime-plugins.soci-snapshotter] pull-mode = "parallel-pull-unpack". AL2023: a NodeConfig with featureGates: { FastImagePull: true }.',
  check(resource, index) {
    return gpuNodeClasses(index)
      .filter((c) => c.resource === resource)
      .flatMap((c) => {
        const name = String(c.object.metadata?.name);
        const family = amiFamily(c);
        if (family === 'Bottlerocket') {
          const settings = bottlerocketSettings(c);
          if (settings === null) return [`EC2NodeClass ${name} has Bottlerocket user data that is not valid TOML`];
          const snapshotter = settings?.['container-runtime']?.snapshotter;
          const pullMode = settings?.['container-runtime-plugins']?.['soci-snapshotter']?.['pull-mode'];
          if (snapshotter !== 'soci') return [`EC2NodeClass ${name} (Bottlerocket) pulls images with the ${String(snapshotter ?? 'overlayfs')} snapshotter, not SOCI parallel pull`];
          if (pullMode !== undefined && pullMode !== 'parallel-pull-unpack') return [`EC2NodeClass ${name} sets the SOCI pull-mode to ${String(pullMode)}, not parallel-pull-unpack`];
          return [];
        }
        if (family === 'AL2023') {
          return /FastImagePull\s*:\s*true/.test(userData(c)) ? [] : [`EC2NodeClass ${name} (AL2023) does not enable the FastImagePull feature gate`];
        }
        return [`EC2NodeClass ${name} uses AMI family ${String(family ?? 'unknown')}, which has no SOCI parallel pull: use Bottlerocket or AL2023`];
      });
  },
};
