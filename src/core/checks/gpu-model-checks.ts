import { IConstruct } from 'constructs';
import { reportWarningsAtSynth } from '../advice';
import { requireLiteralBoolean } from '../contract/numbers';
import { requireEnumMember } from '../contract/identifiers';
import { UnscopedValidationError, ValidationError } from '../errors';
import { Annotations, IAspect, TerraformStack } from '../framework';
import { ModelArtifact } from '../model-artifact';
import { recordModel, recordStorageKind } from '../model-metadata';
import { ModelStorageKind } from '../model-storage';
import { isUnresolved } from '../tokens';
import { CheckFinding, CheckLevel, CheckRule, GpuModelCheckRule } from './rule';
import type { StackIndex } from './stack-index';
import { addSuppression, findSuppression } from './suppressions';

/**
 * The rules: each registered platform's own, then the cross-platform ones. Loaded when checks first
 * run: they are most of the library's root import (smol-toml among them), and a stack that never
 * uses the checks should not pay for them.
 */
function allRules(): CheckRule[] {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { registeredPlatformChecks } = require('./platform-checks') as typeof import('./platform-checks');
  const { CORE_RULES } = require('./rules') as typeof import('./rules');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return [...registeredPlatformChecks().flatMap((p) => p.rules), ...CORE_RULES];
}

function buildStackIndex(stack: TerraformStack): StackIndex {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { registeredPlatformChecks } = require('./platform-checks') as typeof import('./platform-checks');
  const { StackIndex: Index } = require('./stack-index') as typeof import('./stack-index');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return Index.build(stack, registeredPlatformChecks());
}

/** Props for {@link GpuModelChecks}. */
export interface GpuModelChecksProps {
  /**
   * Rule IDs not to run at all. Prefer {@link GpuModelChecks.suppress}, which records why.
   * @default - every rule runs
   */
  readonly excludeRules?: string[];

  /**
   * Report suppressed findings as info annotations, with the reason.
   * @default true
   */
  readonly reportSuppressed?: boolean;
}

/** Props for {@link GpuModelChecks.describeModel}. */
export interface DescribedModelProps {
  /** The model the construct's resources serve. */
  readonly model: ModelArtifact;
  /** How the model reaches the GPU. */
  readonly storageKind: ModelStorageKind;
}

/**
 * Checks a stack's synthesized resources against the published guidance for serving models on
 * GPUs, whether our constructs made them or they were written by hand. In the style of cdk-nag:
 * each rule has an ID, a level and a fix; errors become error annotations (which fail
 * `cdktf synth`), warnings become warning annotations, every text starting with the rule's ID.
 *
 * @example
 * Aspects.of(stack).add(new GpuModelChecks());
 * GpuModelChecks.suppress(myBucket, 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS', 'Public access is blocked at the account level by the org policy');
 */
export class GpuModelChecks implements IAspect {
  /** The rules, with their IDs, levels, descriptions and fixes. */
  public static rules(): GpuModelCheckRule[] {
    return allRules().map(({ id, level, description, fix }) => ({ id, level, description, fix }));
  }

  /**
   * Suppresses a rule on a construct and everything below it. The reason is stored in the
   * construct's metadata and reported with the suppressed finding.
   *
   * @param scope the resource, or a construct above the resources
   * @param ruleId the rule's ID, for example `GPUM-CHECK-BUCKET-PUBLIC-ACCESS`
   * @param reason why the finding does not apply, at least 10 characters
   * @throws ValidationError for an unknown rule ID or a missing or short reason
   */
  public static suppress(scope: IConstruct, ruleId: string, reason: string): void {
    addSuppression(
      scope,
      ruleId,
      reason,
      allRules().map((r) => r.id),
    );
  }

  /**
   * Tells the checks which model a hand-written construct serves, so that the rules that need the
   * model's size, format or prefix (image limits, pickle, grant scope) apply to it. Our platform
   * constructs record this themselves.
   */
  public static describeModel(scope: IConstruct, props: DescribedModelProps): void {
    // The rules compare the kind at synth (which strategies the image limits apply to): a token or a
    // string outside the enum (plain JavaScript) would switch them off without a word.
    if (isUnresolved(props.storageKind)) {
      const fix = 'give a ModelStorageKind member, such as ModelStorageKind.CONTAINER_IMAGE';
      throw new ValidationError(
        'GPUM-CHECK-STORAGE-KIND',
        `storageKind is a Terraform token, but the checks read it at synth: ${fix}`,
        scope,
        {
          property: 'storageKind',
          value: String(props.storageKind),
          fix,
        },
      );
    }
    requireEnumMember(scope, 'GPUM-CHECK-STORAGE-KIND', 'storageKind', props.storageKind ?? ('' as ModelStorageKind), ModelStorageKind, {
      enumName: 'ModelStorageKind',
      notMember: 'not a model storage kind',
    });
    recordModel(scope, props.model);
    recordStorageKind(scope, props.storageKind);
  }

  private readonly rulesToRun: CheckRule[];
  private readonly reportSuppressed: boolean;
  private readonly indexes = new WeakMap<TerraformStack, StackIndex>();

  constructor(props: GpuModelChecksProps = {}) {
    const rules = allRules();
    const known = rules.map((r) => r.id);
    const unknown = (props.excludeRules ?? []).filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      throw new UnscopedValidationError('GPUM-CHECK-EXCLUDE', `unknown rule ID(s) ${unknown.join(', ')}. Rules: ${known.join(', ')}`, {
        property: 'excludeRules',
        value: unknown.join(', '),
        fix: `use rule IDs from: ${known.join(', ')}`,
      });
    }
    this.rulesToRun = rules.filter((r) => !(props.excludeRules ?? []).includes(r.id));
    this.reportSuppressed =
      requireLiteralBoolean(
        undefined,
        'GPUM-CHECK-OPTION',
        'reportSuppressed',
        props.reportSuppressed,
        'the checks decide at synth whether to report a suppressed finding',
      ) ?? true;
  }

  public visit(node: IConstruct): void {
    const stack = stackOf(node);
    if (!stack) return;
    // The stack is visited before its children: index it then, when every resource exists.
    if (node === stack || !this.indexes.has(stack)) {
      this.indexes.set(stack, buildStackIndex(stack));
      // Findings are warnings too: print them where an app run without the cdktf CLI shows them.
      reportWarningsAtSynth(stack);
    }
    const index = this.indexes.get(stack) as StackIndex;
    for (const resource of index.resources.filter((r) => r.construct === node)) {
      for (const rule of this.rulesToRun) {
        for (const finding of rule.check(resource, index)) {
          this.report(node, rule, resource.address, finding);
        }
      }
    }
  }

  private report(node: IConstruct, rule: CheckRule, address: string, finding: CheckFinding): void {
    const text = typeof finding === 'string' ? `${address} ${finding}` : `cannot verify: ${address} ${finding.unverified}`;
    const suppression = findSuppression(node, rule.id);
    if (suppression) {
      if (this.reportSuppressed) annotate(node, 'info', `[${rule.id}] suppressed: ${suppression.reason} (finding: ${text})`);
      return;
    }
    if (typeof finding !== 'string') {
      // Unconfirmed: an info that says what to check, never the rule's level.
      annotate(node, 'info', `[${rule.id}] ${text}. Check: ${rule.fix}`);
      return;
    }
    annotate(node, rule.level === CheckLevel.ERROR ? 'error' : 'warning', `[${rule.id}] ${text}. Fix: ${rule.fix}`);
  }
}

const METADATA_TYPE = { info: '@cdktf/info', warning: '@cdktf/warn', error: '@cdktf/error' };

/** Adds an annotation once: a second synth of the same tree does not repeat it. */
function annotate(node: IConstruct, level: 'info' | 'warning' | 'error', text: string): void {
  if (node.node.metadata.some((m) => m.type === METADATA_TYPE[level] && m.data === text)) return;
  const annotations = Annotations.of(node);
  if (level === 'error') annotations.addError(text);
  else if (level === 'warning') annotations.addWarning(text);
  else annotations.addInfo(text);
}

function stackOf(node: IConstruct): TerraformStack | undefined {
  try {
    return TerraformStack.of(node);
  } catch {
    return undefined;
  }
}
