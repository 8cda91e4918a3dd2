import { findRecordedModel } from '../../model-metadata';
import { ModelFormat } from '../../model-artifact';
import { CheckLevel, CheckRule } from '../rule';
import { isModelConsumer } from '../stack-index';
import { environmentValue } from './consumer-helpers';

/** Unpickling runs code from the file: a model from a compromised bucket compromises the instance. */
export const MODEL_PICKLE: CheckRule = {
  id: 'GPUM-CHECK-MODEL-PICKLE',
  level: CheckLevel.WARNING,
  description:
    'A workload serves a PyTorch pickle model (MODEL_FORMAT=pytorch-pickle, or a ModelArtifact with ModelFormat.PYTORCH_PICKLE).',
  fix: 'Convert the model to safetensors (memory-mappable, no code execution on load) and set ModelFormat.SAFETENSORS.',
  check(resource, index) {
    if (!isModelConsumer(resource, index)) return [];
    const recorded = findRecordedModel(resource.construct);
    if (recorded?.format === ModelFormat.PYTORCH_PICKLE)
      return [`serves model "${recorded.name}", a PyTorch pickle: loading it can execute arbitrary code`];
    if (environmentValue(resource, index, 'MODEL_FORMAT') === ModelFormat.PYTORCH_PICKLE) {
      return ['sets MODEL_FORMAT=pytorch-pickle: loading a pickle can execute arbitrary code'];
    }
    return [];
  },
};
