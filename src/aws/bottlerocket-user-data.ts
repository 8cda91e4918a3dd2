import { IConstruct } from 'constructs';
import { parse, stringify } from 'smol-toml';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { TOKEN_IN_WORDS, TOKEN_INLINE } from '../core/contract/numbers';
import { Tokenization } from '../core/framework';
import { isUnresolved } from '../core/tokens';
import {
  KARPENTER_KUBERNETES_SETTINGS,
  KARPENTER_OVERWRITTEN_SETTINGS,
  KUBELET_IMAGE_GC_SETTINGS,
  tomlKind,
} from './bottlerocket-settings';
import { shownJson, tokensAs } from './node-class-checks';
import { parallelPullUnpackSettings, SociParallelPullOptions } from './soci-options';

/** What the node class asks of Bottlerocket's user data. */
export interface BottlerocketUserDataInput {
  /** Use the SOCI snapshotter in parallel-pull-unpack mode. */
  readonly soci: boolean;
  readonly sociOptions?: SociParallelPullOptions;
  /** `instanceStorePolicy: RAID0` is set: Karpenter injects the ephemeral-storage bootstrap command. */
  readonly instanceStoreRaid0: boolean;
  /** The EC2NodeClass `spec.kubelet` sets the image GC thresholds. */
  readonly kubeletSetsImageGc: boolean;
  /** `/dev/xvdb` is restored from a snapshot of pre-pulled images. */
  readonly imageCacheSnapshot?: boolean;
  /** The user's own TOML, merged in. */
  readonly additionalUserData?: string;
}

/** The merged user data and what it ends up configuring. */
export interface BottlerocketUserData {
  /** The TOML document, or undefined when there is nothing to say. */
  readonly toml?: string;
  /** True when the merged settings select the SOCI snapshotter. */
  readonly sociEnabled: boolean;
}

type Table = Record<string, unknown>;

/** Builds the node class's Bottlerocket TOML and checks it the way Karpenter will read it. */
export function buildBottlerocketUserData(scope: IConstruct, input: BottlerocketUserDataInput): BottlerocketUserData {
  const generated: Table = {};
  if (input.soci) {
    generated.settings = {
      'container-runtime': { snapshotter: 'soci' },
      'container-runtime-plugins': {
        'soci-snapshotter': {
          'pull-mode': 'parallel-pull-unpack',
          'parallel-pull-unpack': parallelPullUnpackSettings(scope, input.sociOptions),
        },
      },
    };
  } else if (input.sociOptions) {
    const fix = 'enable soci or remove the tuning';
    throw new ValidationError('GPUM-EKS-SOCI-TUNING', `sociParallelPull is set but soci is false: ${fix}`, scope, {
      property: 'soci, sociParallelPull',
      fix,
    });
  }

  let merged = generated;
  if (input.additionalUserData !== undefined) {
    const user = parseUserToml(scope, input.additionalUserData);
    checkUserSettings(scope, user, input);
    merged = mergeTables(scope, generated, user, []);
  }
  checkContainerRuntime(scope, merged);
  const settings = (merged.settings ?? {}) as Table;
  const runtime = (settings['container-runtime'] ?? {}) as Table;
  const toml = Object.keys(merged).length > 0 ? stringify(merged) : undefined;
  return { toml, sociEnabled: runtime.snapshotter === 'soci' };
}

function parseUserToml(scope: IConstruct, text: string): Table {
  try {
    return parse(text) as Table;
  } catch (error) {
    let problem = error as Error;
    if (isUnresolved(text)) {
      // A token parses inside a quoted string only (it stays a reference in the TOML written); the
      // text around one that stands elsewhere is checked with a plain word in its place.
      const fragments = Tokenization.reverseString(text);
      const whole = fragments.length === 1 && fragments.firstToken !== undefined;
      const otherProblem = whole ? undefined : parseError(withoutTokens(text));
      if (otherProblem === undefined) {
        const fix =
          'give the TOML as literal text; a Terraform reference may stand only inside a quoted string value (key = "<reference>")';
        throw new ValidationError(
          'GPUM-EKS-USERDATA-TOML',
          `additionalUserData ${whole ? 'is' : 'holds'} ${TOKEN_IN_WORDS}${whole ? '' : ' outside a quoted string'}, but the node class merges the TOML with the settings it generates and checks it as Karpenter reads it, at synth: ${fix}`,
          scope,
          { property: 'additionalUserData', value: tokensAs(text), fix },
        );
      }
      problem = otherProblem;
    }
    const detail = problem.message.split('\n')[0];
    const fix = 'Fix the TOML; Bottlerocket settings look like [settings.kubernetes] followed by key = "value" lines';
    throw new ValidationError(
      'GPUM-EKS-USERDATA-TOML',
      `additionalUserData is not valid TOML (${detail}). Karpenter rejects the EC2NodeClass's user data and launches no node. ${fix}`,
      scope,
      { property: 'additionalUserData', value: tokensAs(text), fix },
    );
  }
}

/**
 * The text with `0` in place of each Terraform token: TOML takes it as a key, a value and inside a
 * string, so what still fails to parse is wrong whatever the token holds.
 */
function withoutTokens(text: string): string {
  return tokensAs(text, '0');
}

function parseError(text: string): Error | undefined {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

function checkUserSettings(scope: IConstruct, user: Table, input: BottlerocketUserDataInput): void {
  const topLevel = Object.keys(user).filter((key) => key !== 'settings');
  if (topLevel.length > 0) {
    const fix = 'Move them under [settings.<name>]';
    throw new ValidationError(
      'GPUM-EKS-USERDATA-TOPLEVEL',
      `additionalUserData has top-level key(s) ${topLevel.map((k) => `"${tokensAs(k, TOKEN_INLINE)}"`).join(', ')}: Karpenter keeps only the [settings] table of Bottlerocket user data. ${fix}`,
      scope,
      { property: 'additionalUserData', value: tokensAs(topLevel.join(', ')), fix },
    );
  }
  const settings = (user.settings ?? {}) as Table;
  if (tomlKind(settings) !== 'table') {
    const fix = '"settings" must be a table';
    throw new ValidationError('GPUM-EKS-USERDATA-TOML', `additionalUserData: ${fix}`, scope, {
      property: 'additionalUserData',
      value: `settings = ${shownJson(settings)}`,
      fix,
    });
  }
  checkKubernetesSettings(scope, (settings.kubernetes ?? {}) as Table, input);
  checkBootstrapCommands(scope, (settings['bootstrap-commands'] ?? {}) as Table, input);
}

function checkKubernetesSettings(scope: IConstruct, kubernetes: Table, input: BottlerocketUserDataInput): void {
  const dropped = Object.keys(kubernetes).filter((key) => !(key in KARPENTER_KUBERNETES_SETTINGS));
  if (dropped.length > 0) {
    const fix = 'Remove them, or set the kubelet option through the EC2NodeClass fields this construct exposes';
    throw new ValidationError(
      'GPUM-EKS-USERDATA-K8S-DROPPED',
      `[settings.kubernetes] key(s) ${dropped.map((k) => `"${tokensAs(k, TOKEN_INLINE)}"`).join(', ')} are not in Karpenter's Bottlerocket settings struct: Karpenter re-writes [settings.kubernetes] from that struct and drops them without an error (it only logs "Unknown parameter in userData K8s settings"). ${fix}`,
      scope,
      { property: 'additionalUserData', value: tokensAs(dropped.map((k) => `settings.kubernetes.${k}`).join(', ')), fix },
    );
  }
  for (const [key, value] of Object.entries(kubernetes)) {
    const expected = KARPENTER_KUBERNETES_SETTINGS[key];
    const actual = tomlKind(value);
    if (actual !== expected) {
      const fix = `Karpenter decodes it as a ${expected}${
        expected === 'string' && actual === 'integer' ? ` (write ${key} = "${String(value)}")` : ''
      }`;
      throw new ValidationError(
        'GPUM-EKS-USERDATA-K8S-TYPE',
        `[settings.kubernetes] ${key} is a TOML ${actual}, but ${fix}: Karpenter fails to parse the user data and launches no node`,
        scope,
        { property: 'additionalUserData', value: `settings.kubernetes.${key} = ${shownJson(value)}`, fix },
      );
    }
  }
  const overwritten = Object.keys(kubernetes).filter(
    (key) => KARPENTER_OVERWRITTEN_SETTINGS.includes(key) || (input.kubeletSetsImageGc && KUBELET_IMAGE_GC_SETTINGS.includes(key)),
  );
  if (overwritten.length > 0) {
    addWarning(
      scope,
      'GPUM-EKS-USERDATA-OVERWRITTEN',
      `[settings.kubernetes] ${overwritten.join(', ')} in additionalUserData are replaced by Karpenter (cluster endpoint and CA from its settings, taints from the NodePool, image GC thresholds from spec.kubelet). Remove them from additionalUserData`,
    );
  }
}

/** The directories Bottlerocket's `apiclient ephemeral-storage bind` would hide an image cache under. */
const IMAGE_STORE_DIRS = ['/var/lib/containerd', '/var/lib/soci-snapshotter'];

function checkBootstrapCommands(scope: IConstruct, commands: Table, input: BottlerocketUserDataInput): void {
  for (const [key, command] of Object.entries(commands)) {
    const name = tokensAs(key, TOKEN_INLINE);
    const entry = command as Table;
    const lines = entry.commands;
    // Karpenter decodes each command into a typed struct and marshals it back: a missing mode comes
    // out as mode = "", which Bottlerocket rejects, so both fields are required here.
    const wellFormed =
      tomlKind(entry) === 'table' &&
      Array.isArray(lines) &&
      lines.every((line) => Array.isArray(line) && line.every((word) => typeof word === 'string')) &&
      ['always', 'once', 'off'].includes(entry.mode as string) &&
      typeof entry.essential === 'boolean';
    if (!wellFormed) {
      const fix = 'commands = [["cmd", "arg", ...], ...], mode = "always" | "once" | "off" and essential = true | false, all three';
      throw new ValidationError(
        'GPUM-EKS-USERDATA-BOOTSTRAP',
        `[settings.bootstrap-commands.${name}] must have ${fix}: Karpenter decodes bootstrap commands into that shape and writes a missing mode back as mode = "", which fails the boot`,
        scope,
        { property: 'additionalUserData', value: `settings.bootstrap-commands.${tokensAs(key)} = ${shownJson(command)}`, fix },
      );
    }
    const ephemeral = (lines as string[][]).filter((line) => line[0] === 'apiclient' && line[1] === 'ephemeral-storage');
    if (ephemeral.length > 0 && input.instanceStoreRaid0) {
      const fix = 'Remove the command, or set instanceStoreRaid0: false to bind the NVMe disks yourself';
      throw new ValidationError(
        'GPUM-EKS-RAID0-BOOTSTRAP-CONFLICT',
        `[settings.bootstrap-commands.${name}] runs "apiclient ephemeral-storage" while instanceStoreRaid0 is on: Karpenter already injects its own init/bind command (000-mount-instance-storage), and two of them fail the boot (aws/karpenter-provider-aws#8562). ${fix}`,
        scope,
        { property: 'additionalUserData, instanceStoreRaid0', value: tokensAs(ephemeral[0].join(' ')), fix },
      );
    }
    if (input.imageCacheSnapshot) {
      for (const line of ephemeral.filter((l) => l[2] === 'bind')) checkSnapshotBind(scope, name, line);
    }
  }
}

/**
 * A bind mount of the NVMe array over the image store hides the images restored on `/dev/xvdb`:
 * a bare `bind` binds Bottlerocket's defaults, containerd's and SOCI's directories among them.
 */
function checkSnapshotBind(scope: IConstruct, name: string, line: string[]): void {
  const dirsAt = line.indexOf('--dirs');
  const dirs = dirsAt < 0 ? [] : line.slice(dirsAt + 1).filter((word) => !word.startsWith('--'));
  const hidden = dirsAt < 0 ? IMAGE_STORE_DIRS : dirs.filter((dir) => IMAGE_STORE_DIRS.includes(dir.replace(/\/+$/, '')));
  if (hidden.length === 0) return;
  const command = line.map((word) => tokensAs(word, TOKEN_INLINE)).join(' ');
  const fix = 'Bind only --dirs /var/lib/kubelet /var/log/pods, or drop the snapshot';
  throw new ValidationError(
    'GPUM-EKS-SNAPSHOT-BIND',
    `[settings.bootstrap-commands.${name}] runs ${JSON.stringify(command)} with an imageCacheSnapshot: the NVMe bind mount over ${hidden.join(' and ')} hides the images restored on /dev/xvdb${
      dirsAt < 0 ? " (a bind without --dirs binds Bottlerocket's defaults, containerd's and SOCI's stores included)" : ''
    }. ${fix}`,
    scope,
    { property: 'additionalUserData, imageCacheSnapshot', value: tokensAs(line.join(' ')), fix },
  );
}

function checkContainerRuntime(scope: IConstruct, merged: Table): void {
  const settings = (merged.settings ?? {}) as Table;
  const snapshotter = ((settings['container-runtime'] ?? {}) as Table).snapshotter;
  // Only the user's TOML can set these to anything else: the generated settings agree or are absent.
  if (isUnresolved(snapshotter)) {
    const key = 'settings.container-runtime.snapshotter';
    const fix = 'give "overlayfs" or "soci" as literal text';
    throw new ValidationError(
      'GPUM-EKS-SOCI-SNAPSHOTTER',
      `${key} is ${TOKEN_IN_WORDS}, but the node class reads the snapshotter at synth (SOCI's version floors and the image-cache snapshot's snapshotter depend on it): ${fix}`,
      scope,
      { property: 'additionalUserData', value: `${key} = ${TOKEN_IN_WORDS}`, fix },
    );
  }
  if (snapshotter !== undefined && snapshotter !== 'soci' && snapshotter !== 'overlayfs') {
    const key = 'settings.container-runtime.snapshotter';
    const given = JSON.stringify(snapshotter);
    const fix = 'Bottlerocket accepts "overlayfs" or "soci"';
    throw new ValidationError('GPUM-EKS-SOCI-SNAPSHOTTER', `${key} is ${given}: ${fix}`, scope, {
      property: 'additionalUserData',
      value: `${key} = ${given}`,
      fix,
    });
  }
  const plugin = (((settings['container-runtime-plugins'] ?? {}) as Table)['soci-snapshotter'] ?? {}) as Table;
  // A token reaches the TOML as a reference: Bottlerocket checks it.
  if (plugin['pull-mode'] !== undefined && !isUnresolved(plugin['pull-mode']) && plugin['pull-mode'] !== 'parallel-pull-unpack') {
    const key = 'settings.container-runtime-plugins.soci-snapshotter.pull-mode';
    const given = JSON.stringify(plugin['pull-mode']);
    const fix = 'Bottlerocket accepts only "parallel-pull-unpack" (no lazy loading)';
    throw new ValidationError('GPUM-EKS-SOCI-PULL-MODE', `${key} is ${given}: ${fix}`, scope, {
      property: 'additionalUserData',
      value: `${key} = ${given}`,
      fix,
    });
  }
}

/** Deep-merges the user's tables into the generated ones; a key set to two different values fails. */
function mergeTables(scope: IConstruct, generated: Table, user: Table, path: string[]): Table {
  const out: Table = { ...generated };
  for (const [key, value] of Object.entries(user)) {
    const here = [...path, key];
    const mine = out[key];
    if (mine === undefined) {
      out[key] = value;
    } else if (tomlKind(mine) === 'table' && tomlKind(value) === 'table') {
      out[key] = mergeTables(scope, mine as Table, value as Table, here);
    } else if (JSON.stringify(mine) !== JSON.stringify(value)) {
      const setting = (words: string) => `${here.map((k) => tokensAs(k, words)).join('.')} = ${shownJson(value, words)}`;
      const fix = 'Remove the key from additionalUserData and use the prop (soci, sociParallelPull)';
      throw new ValidationError(
        'GPUM-EKS-USERDATA-CONFLICT',
        `additionalUserData sets ${setting(TOKEN_INLINE)}, but the node class generates ${JSON.stringify(mine)} from its props. ${fix}`,
        scope,
        { property: 'additionalUserData', value: setting(TOKEN_IN_WORDS), fix },
      );
    }
  }
  return out;
}
