import * as yaml from 'js-yaml';
import { toYaml } from '../../src/aws/yaml';

describe('toYaml', () => {
  test.each([
    [
      'scalars and empty collections',
      { a: 1, b: 'x', c: true, d: null, e: [], f: {}, '12': 'n', on: 'yes', 'karpenter.sh/discovery': 'demo' },
    ],
    ['nested sequences and mappings', { h: [{ x: 1, y: [{ z: '16' }] }, { q: [] }], i: [[1, 2], ['a']], top: [1, { a: 'b' }] }],
    [
      'multi-line strings, kept byte for byte',
      {
        toml: '[settings]\na = "b"\n',
        noTrailing: 'x\ny',
        twoTrailing: 'a\n\n',
        leading: '  indented\nline\n',
        blank: '\n',
        trailingSpace: 'a \nb',
        tab: 'a\tb\nc',
      },
    ],
    ['strings YAML 1.1 would re-type stay strings', { n: '16', yes: 'yes', octal: '0755', float: '1e3', empty: '', tilde: '~' }],
    ['Terraform references', { role: '${aws_iam_role.node.name}', userData: 'x = "${var.y}"\n' }],
  ])('%s round-trip through a YAML parser', (_name, value) => {
    expect(yaml.load(toYaml(value))).toEqual(value);
  });

  test('multi-line user data is a literal block', () => {
    expect(toYaml({ spec: { userData: '[settings.container-runtime]\nsnapshotter = "soci"\n' } })).toBe(
      'spec:\n  userData: |\n    [settings.container-runtime]\n    snapshotter = "soci"\n',
    );
  });
});
