import { CheckFinding, CheckLevel, CheckRule, unverified } from '../../core/checks/rule';
import { KubernetesObject } from '../../core/checks/stack-index';
import { blocks } from '../../core/checks/resolved-values';
import { amiFamily, bottlerocketSettings, gpuNodeClasses, restoresImageCache, userData } from './karpenter-helpers';

/** The first Bottlerocket release with the SOCI snapshotter's parallel pull (reference sheet aws-eks.md). */
const FIRST_SOCI_BOTTLEROCKET = [1, 44, 0];

/** SOCI parallel pull cut a 9.35 GB image pull from 130.8 s to 23.2 s in AWS's published sample. */
export const EKS_SOCI: CheckRule = {
  id: 'GPUM-CHECK-EKS-SOCI',
  level: CheckLevel.WARNING,
  description:
    'A GPU EC2NodeClass does not turn on SOCI parallel pull: Bottlerocket user data without [settings.container-runtime] snapshotter = "soci" (pull-mode parallel-pull-unpack), a Bottlerocket release before 1.44.0, or AL2023 without the FastImagePull feature gate. A Bottlerocket node class that restores an image-cache snapshot (a data volume with a snapshotID) without SOCI is exempt: its images are on the snapshot, and Bottlerocket deletes them when the node boots with another snapshotter than the one they were pulled with.',
  fix: 'Bottlerocket (>= 1.44.0): userData [settings.container-runtime] snapshotter = "soci" and [settings.container-runtime-plugins.soci-snapshotter] pull-mode = "parallel-pull-unpack". AL2023: a NodeConfig with featureGates: { FastImagePull: true }.',
  check(resource, index) {
    return gpuNodeClasses(index)
      .filter((c) => c.resource === resource)
      .flatMap((c): CheckFinding[] => {
        const name = String(c.object.metadata?.name);
        const family = amiFamily(c);
        if (family === 'Bottlerocket') {
          const settings = bottlerocketSettings(c);
          if (settings === null) return [`EC2NodeClass ${name} has Bottlerocket user data that is not valid TOML`];
          const snapshotter = settings?.['container-runtime']?.snapshotter;
          const pullMode = settings?.['container-runtime-plugins']?.['soci-snapshotter']?.['pull-mode'];
          // Its images come from the restored snapshot, built with this snapshotter: switching to SOCI
          // without rebuilding it makes Bottlerocket delete them at boot.
          if (snapshotter !== 'soci' && restoresImageCache(c)) return [];
          if (snapshotter !== 'soci')
            return [
              `EC2NodeClass ${name} (Bottlerocket) pulls images with the ${String(snapshotter ?? 'overlayfs')} snapshotter, not SOCI parallel pull`,
            ];
          if (pullMode !== undefined && pullMode !== 'parallel-pull-unpack')
            return [`EC2NodeClass ${name} sets the SOCI pull-mode to ${String(pullMode)}, not parallel-pull-unpack`];
          const version = bottlerocketVersion(c);
          if (version && compare(version, FIRST_SOCI_BOTTLEROCKET) < 0) {
            return [
              `EC2NodeClass ${name} runs Bottlerocket ${version.join('.')}, before 1.44.0, the first release with SOCI parallel pull`,
            ];
          }
          return [];
        }
        if (family === 'AL2023') {
          return /FastImagePull\s*:\s*true/.test(userData(c))
            ? []
            : [`EC2NodeClass ${name} (AL2023) does not enable the FastImagePull feature gate`];
        }
        if (family === undefined || family === 'Custom') {
          return [
            unverified(
              `EC2NodeClass ${name} selects its AMI by ID or tags without a known family (amiFamily ${String(c.object.spec?.amiFamily ?? 'unset')}), so its image pull settings cannot be read`,
            ),
          ];
        }
        return [`EC2NodeClass ${name} uses AMI family ${family}, which has no SOCI parallel pull: use Bottlerocket or AL2023`];
      });
  },
};

/** The release in a `bottlerocket@v1.57.0` alias; undefined for `@latest` or an AMI chosen by ID. */
function bottlerocketVersion(nodeClass: KubernetesObject): number[] | undefined {
  const alias = blocks(nodeClass.object.spec?.amiSelectorTerms)
    .map((t) => t.alias)
    .find((a): a is string => typeof a === 'string' && a.startsWith('bottlerocket@'));
  const match = alias ? /@v?(\d+)\.(\d+)\.(\d+)$/.exec(alias) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
