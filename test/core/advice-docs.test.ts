import { readFileSync } from 'fs';
import { join } from 'path';
import { GpuModelChecks } from '../../src';
import { allEstimateParameters } from '../../src';

const docs = readFileSync(join(__dirname, '..', '..', 'docs', 'advice.md'), 'utf8');

describe('docs/advice.md', () => {
  test.each(GpuModelChecks.rules().map((r) => [r.id, r]))('documents rule %s with its level and fix', (id, rule) => {
    expect(docs).toContain(`| \`${id}\` | ${rule.level} | ${rule.description} | ${rule.fix} |`);
  });

  test.each(allEstimateParameters().map((p) => [p.name, p]))('documents parameter %s with its basis and source', (name, p) => {
    expect(docs).toMatch(new RegExp(`\\| \`${name}\` \\| ${p.platform} \\| [^|]+ \\| ${p.basis} \\|`));
    expect(docs).toContain(p.source);
  });
});
