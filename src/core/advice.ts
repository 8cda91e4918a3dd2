import { IConstruct } from 'constructs';
import { AnnotationMetadataEntryType } from './framework';

/**
 * Non-fatal advice as annotations whose text starts with a stable ID (`[GPUM-IMAGE-LARGE-MODEL] ...`).
 * cdktf has no warning IDs of its own, so the ID lives in the text, where tests, CI filters and
 * users can match it.
 */
export function addWarning(scope: IConstruct, id: string, message: string): void {
  annotate(scope, AnnotationMetadataEntryType.WARN, `[${id}] ${message}`);
}

/** An informational annotation with a stable ID, for choices the library made on the user's behalf. */
export function addInfo(scope: IConstruct, id: string, message: string): void {
  annotate(scope, AnnotationMetadataEntryType.INFO, `[${id}] ${message}`);
}

/**
 * The entry `Annotations.of(scope).addWarning()` writes, without the stack trace it captures: the
 * construct path and the ID locate the advice, and a trace costs about a millisecond per entry.
 */
function annotate(scope: IConstruct, type: AnnotationMetadataEntryType, message: string): void {
  scope.node.addMetadata(type, message, { stackTrace: false });
}

/** An annotation as read back from a construct tree. */
export interface AdviceEntry {
  /** `warning`, `info` or `error`. */
  readonly level: string;
  /** The stable ID, when the text starts with one. */
  readonly id?: string;
  /** The whole text. */
  readonly message: string;
  /** The path of the construct that carries it. */
  readonly constructPath: string;
}

const LEVELS: Record<string, string> = {
  '@cdktf/warn': 'warning',
  '@cdktf/info': 'info',
  '@cdktf/error': 'error',
};

/** Every annotation in the tree below `scope` (inclusive), in tree order. */
export function collectAdvice(scope: IConstruct): AdviceEntry[] {
  const entries: AdviceEntry[] = [];
  for (const node of scope.node.findAll()) {
    for (const entry of node.node.metadata) {
      const level = LEVELS[entry.type];
      if (!level) continue;
      const message = String(entry.data);
      const id = /^\[([A-Z0-9-]+)\]/.exec(message)?.[1];
      entries.push({ level, id, message, constructPath: node.node.path });
    }
  }
  return entries;
}
