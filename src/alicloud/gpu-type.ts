/** Function Compute 3.0 GPU types (`gpu_config.gpu_type`). */
export enum FcGpuType {
  /** Tesla T4, 16 GB. Turing: no flash-attention. */
  TESLA_1 = 'fc.gpu.tesla.1',
  /** Ampere A10, 24 GB. */
  AMPERE_1 = 'fc.gpu.ampere.1',
  /** Ada series, 48 GB. */
  ADA_1 = 'fc.gpu.ada.1',
  /** Ada series, 24 GB. Not accepted by the alicloud provider (<= 1.289): fails at synth. */
  ADA_2 = 'fc.gpu.ada.2',
  /** Ada series, 48 GB. Not accepted by the alicloud provider (<= 1.289): fails at synth. */
  ADA_3 = 'fc.gpu.ada.3',
  /** Hopper series, 96 GB. Not accepted by the alicloud provider (<= 1.289): fails at synth. */
  HOPPER_1 = 'fc.gpu.hopper.1',
  /** XPU, 96 GB. Not accepted by the alicloud provider (<= 1.289): fails at synth. */
  XPU_1 = 'fc.gpu.xpu.1',
}
