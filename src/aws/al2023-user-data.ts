import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { Tokenization } from '../core/framework';
import { toYaml } from './yaml';
import { TOKEN_IN_WORDS, valueText } from '../core/contract';

/** What the node class asks of nodeadm on AL2023. */
export interface Al2023UserDataInput {
  /** nodeadm's `FastImagePull` feature gate: the SOCI snapshotter in parallel-pull-unpack mode. */
  readonly fastImagePull: boolean;
  /** RAID0 the instance-store NVMe disks for containerd, kubelet and pod logs. */
  readonly instanceStoreRaid0: boolean;
  /** The user's own NodeConfig YAML or shell script, added as a second MIME part. */
  readonly additionalUserData?: string;
}

const BOUNDARY = 'cdktf-gpu-models-boundary';
const NODE_CONFIG_CONTENT_TYPE = 'application/node.eks.aws';
const SHELL_CONTENT_TYPE = 'text/x-shellscript; charset="us-ascii"';

/** The nodeadm NodeConfig the node class wants, as an object. */
export function al2023NodeConfig(input: Al2023UserDataInput): Record<string, unknown> | undefined {
  const spec: Record<string, unknown> = {};
  if (input.fastImagePull) spec.featureGates = { FastImagePull: true };
  // Karpenter also generates this from instanceStorePolicy; saying it here keeps the user data
  // self-describing and makes nodeadm RAID the disks even where Karpenter's NodeConfig is merged later.
  if (input.instanceStoreRaid0) spec.instance = { localStorage: { strategy: 'RAID0' } };
  if (Object.keys(spec).length === 0) return undefined;
  return { apiVersion: 'node.eks.aws/v1alpha1', kind: 'NodeConfig', spec };
}

/**
 * AL2023 user data: the NodeConfig as YAML, or a MIME multi-part archive when the user adds a part.
 * Karpenter adds its own NodeConfig (cluster details, kubelet settings) in front and wins conflicts.
 */
export function buildAl2023UserData(scope: IConstruct, input: Al2023UserDataInput): string | undefined {
  const nodeConfig = al2023NodeConfig(input);
  const generated = nodeConfig ? toYaml(nodeConfig) : undefined;
  const extra = input.additionalUserData;
  if (extra === undefined) return generated;
  const trimmed = extra.trim();
  if (!trimmed) {
    const fix = 'remove it or give a NodeConfig YAML document or a shell script';
    throw new ValidationError('GPUM-EKS-USERDATA-AL2023', `additionalUserData is empty: ${fix}`, scope, {
      property: 'additionalUserData',
      value: extra,
      fix,
    });
  }
  if (/^(MIME-Version|Content-Type):/i.test(trimmed)) {
    const fix = 'give one NodeConfig YAML document or one shell script';
    throw new ValidationError(
      'GPUM-EKS-USERDATA-AL2023',
      `additionalUserData is a MIME archive: ${fix}; the node class builds the MIME archive itself`,
      scope,
      { property: 'additionalUserData', value: valueText(extra), fix },
    );
  }
  if (!generated) return extra;
  if (Tokenization.reverseString(trimmed).firstToken !== undefined) {
    // Alone, a token passes through as it is; in the archive its part needs a type, read from its first line.
    const fix = 'start it with literal text: "#!" for a shell script, "apiVersion: node.eks.aws/v1alpha1" for a NodeConfig';
    throw new ValidationError(
      'GPUM-EKS-USERDATA-AL2023',
      `additionalUserData starts with ${TOKEN_IN_WORDS}, but the node class adds it to a MIME archive beside its own NodeConfig and must tell at synth, from its first line, whether it is a shell script or a NodeConfig: ${fix}`,
      scope,
      { property: 'additionalUserData', value: TOKEN_IN_WORDS, fix },
    );
  }
  const extraType = trimmed.startsWith('#!') ? SHELL_CONTENT_TYPE : NODE_CONFIG_CONTENT_TYPE;
  return [
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${BOUNDARY}"`,
    '',
    `--${BOUNDARY}`,
    `Content-Type: ${NODE_CONFIG_CONTENT_TYPE}`,
    '',
    generated.trimEnd(),
    `--${BOUNDARY}`,
    `Content-Type: ${extraType}`,
    '',
    extra.trimEnd(),
    `--${BOUNDARY}--`,
    '',
  ].join('\n');
}
