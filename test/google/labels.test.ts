import { GpuModelsError } from '../../src/core/errors';
import { TerraformVariable } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { CloudRunGpuWorkload } from '../../src/google';
import { baseProps, build, newStack, only, synthJson } from './support/fixtures';

/* Google Cloud's label rules (Resource Manager, "Requirements for labels"), checked at synth with the label named. */

function labelError(labels: Record<string, string>): GpuModelsError {
  try {
    build({ labels });
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return e;
    throw e;
  }
  throw new Error('expected GPUM-CR-LABEL');
}

describe('labels', () => {
  test('valid labels, international letters included, reach the worker pool, its template and the bucket', () => {
    const labels = { team: 'ml', 'cost-center': '', env_1: 'prod-2', équipe: 'données', 团队: '模型', k: 'a'.repeat(63) };
    const { stack } = build({ labels, storage: ModelStorage.objectStorageMount() });
    const json = synthJson(stack);
    expect(only(json, 'google_cloud_run_v2_worker_pool').labels).toEqual(labels);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.labels).toEqual(labels);
    expect(only(json, 'google_storage_bucket').labels).toEqual(labels);
  });

  test.each([
    ['an upper-case key', { Team: 'ml' }, 'labels.Team', /label "Team": the key must start with a lower-case letter/],
    ['a key starting with a digit', { '1team': 'ml' }, 'labels.1team', /label "1team": the key must start with a lower-case letter/],
    ['an empty key', { '': 'ml' }, 'labels.', /label "": the key is empty/],
    ['a key of 64 characters', { ['k'.repeat(64)]: 'v' }, `labels.${'k'.repeat(64)}`, /the key has 64 characters, more than 63/],
    ['a dot in the key', { 'app.kubernetes.io': 'x' }, 'labels.app.kubernetes.io', /holds characters other than/],
    ['an upper-case value', { team: 'ML' }, 'labels.team', /label "team" = "ML": the value holds characters other than/],
    ['a space in the value', { team: 'ml ops' }, 'labels.team', /label "team" = "ml ops"/],
    ['a value of 64 characters', { team: 'v'.repeat(64) }, 'labels.team', /the value has 64 characters, more than 63/],
    ['a template sequence', { team: '${var.team}' }, 'labels.team', /label "team" = "\$\{var.team\}"/],
    ['an upper-case international letter', { équipe: 'Données' }, 'labels.équipe', /the value holds characters other than/],
    ['a value over 128 bytes', { team: '模'.repeat(63) }, 'labels.team', /bytes in UTF-8/],
  ])('%s: GPUM-CR-LABEL naming the label', (_, labels, property, message) => {
    const error = labelError(labels as Record<string, string>);
    expect(error.code).toBe('GPUM-CR-LABEL');
    expect(error.constructPath).toBe('test/llm');
    expect(error.property).toBe(property);
    expect(error.message).toMatch(message);
  });

  test('more than 64 labels', () => {
    const labels = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`l${i}`, 'x']));
    expect(labelError(labels).message).toMatch(/labels has 65 labels: Google Cloud allows at most 64/);
    expect(() => build({ labels: Object.fromEntries(Object.entries(labels).slice(0, 64)) })).not.toThrow();
  });

  test('tokens pass: they go straight to the resources', () => {
    const stack = newStack();
    const team = new TerraformVariable(stack, 'team', { type: 'string' }).stringValue;
    expect(() => new CloudRunGpuWorkload(stack, 'llm', baseProps({ labels: { team } }))).not.toThrow();
    expect(only(synthJson(stack), 'google_cloud_run_v2_worker_pool').labels).toEqual({ team: '${var.team}' });
  });
});
