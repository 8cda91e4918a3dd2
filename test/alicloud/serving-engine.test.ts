import { FcNetwork } from '../../src/alicloud';
import { Duration } from '../../src/core/duration';
import { ServingEngine } from '../../src/core/engine';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { thrown } from '../support/errors';
import { onlyResource, synthJson, warningIds } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

function nasFunction(props: Parameters<typeof gpuFunction>[1] = {}) {
  const stack = alicloudStack();
  const fn = gpuFunction(stack, {
    network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
    model: model({ size: Size.gigabytes(16) }),
    storage: ModelStorage.fileSystem(),
    ...props,
  });
  const json = synthJson(stack);
  return { stack, fn, json, fcFunction: onlyResource(json, 'alicloud_fcv3_function').body };
}

describe('ServingEngine on Function Compute', () => {
  test('vLLM on NAS: entrypoint vllm serve, the mount path, port 9000, offline hub and a /health check that outlasts the estimate', () => {
    const { json, fcFunction } = nasFunction({ engine: ServingEngine.vllm() });
    const container = fcFunction.custom_container_config;
    expect(container.entrypoint).toEqual(['vllm', 'serve']);
    expect(container.command).toEqual(
      expect.arrayContaining(['/mnt/models/llama', '--port', '9000', '--tensor-parallel-size', '1', '--gpu-memory-utilization', '0.9']),
    );
    expect(container.port).toBe(9000);
    expect(container.health_check_config.http_get_url).toBe('/health');
    expect(container.health_check_config.period_seconds * container.health_check_config.failure_threshold).toBeGreaterThanOrEqual(600);
    expect(fcFunction.environment_variables).toMatchObject({ HF_HUB_OFFLINE: '1', TRANSFORMERS_OFFLINE: '1' });
    validateAlicloudResources(json);
  });

  test("a user's health check is kept; a window shorter than the estimate warns", () => {
    const { stack, fcFunction } = nasFunction({
      engine: ServingEngine.vllm(),
      healthCheck: { path: '/v1/models', period: Duration.seconds(5), failureThreshold: 3 },
    });
    expect(fcFunction.custom_container_config.health_check_config.http_get_url).toBe('/v1/models');
    expect(warningIds(stack)).toContain('GPUM-ENGINE-STARTUP-TIMEOUT');
  });

  test('custom (the default): the command and entrypoint as given', () => {
    const { fcFunction } = nasFunction({ command: ['serve'] });
    expect(fcFunction.custom_container_config.command).toEqual(['serve']);
    expect(fcFunction.custom_container_config.entrypoint).toBeUndefined();
    expect(fcFunction.custom_container_config.health_check_config).toBeUndefined();
  });

  test('a preset beside an entrypoint: GPUM-ENGINE-COMMAND', () => {
    expect(thrown(() => nasFunction({ engine: ServingEngine.vllm(), entrypoint: ['python3'] })).code).toBe('GPUM-ENGINE-COMMAND');
  });
});
