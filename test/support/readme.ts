import * as fs from 'fs';
import * as path from 'path';

/** One `## Quick start: <platform>` section of the README. */
export interface QuickStart {
  /** The platform, as the heading names it. */
  readonly title: string;
  /** The section's first TypeScript block: the program a user copies. */
  readonly code: string;
  /** The section's prose, without its code blocks: where a warning the program gives must be explained. */
  readonly prose: string;
}

export const README = path.join(__dirname, '..', '..', 'README.md');

/** The README's quick starts, in order. */
export function quickStarts(text = fs.readFileSync(README, 'utf8')): QuickStart[] {
  return text
    .split(/\n(?=## )/)
    .filter((section) => section.startsWith('## Quick start: '))
    .map((section) => {
      const title = section.slice('## Quick start: '.length, section.indexOf('\n'));
      const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
      if (code === undefined) throw new Error(`the quick start "${title}" has no TypeScript block`);
      return { title, code, prose: section.replace(/```[\s\S]*?```/g, '') };
    });
}
