import { readFileSync } from 'fs';
import { CALIBRATION_DOC, renderCalibrationDoc } from '../../../scripts/lib/calibration-doc';
import '../../../src';
import { CALIBRATION, CALIBRATION_TOLERANCE, CalibrationMetric, calibrate } from '../../../src/core/storage-advice/calibration';
import { ColdStartPhase } from '../../../src/core/storage-advice/phases';
import { ENGINE_PHASE_FIGURES } from '../../../src/core/engine/engine-estimate';

/**
 * The calibration table: every published measurement with a setup the advice models is reproduced by
 * `recommendModelStorage` within ±35 %, through the public advice API; every other row says why not.
 */
describe('calibration against published measurements', () => {
  test('holds at least ten measurements, each with its source, how it was checked and its setup', () => {
    expect(CALIBRATION.length).toBeGreaterThanOrEqual(10);
    expect(new Set(CALIBRATION.map((r) => r.id)).size).toBe(CALIBRATION.length);
    for (const row of CALIBRATION) {
      expect(row.source).toMatch(/^https:\/\//);
      expect(row.verified.length).toBeGreaterThan(10);
      expect(row.setup.length).toBeGreaterThan(20);
      expect(row.measured).toBeGreaterThan(0);
    }
  });

  test.each(CALIBRATION.filter((r) => r.excluded === undefined).map((r) => [r.id, r] as const))(
    '%s is reproduced within ±35 %',
    (_id, row) => {
      // A reproduced row gives the advice its setup: the workload, the strategy and, in seconds, the phases it
      // covers; or, for the serving engine's start, the engine and its phases.
      if (row.engine) {
        expect(row.engine.phases.length).toBeGreaterThan(0);
      } else {
        expect(row.workload).toBeDefined();
        expect(row.strategy).toBeDefined();
        if (row.metric === CalibrationMetric.SECONDS) expect(row.phases?.length).toBeGreaterThan(0);
      }
      const result = calibrate(row);
      expect(result.estimate).toBeDefined();
      expect(Math.abs(result.deviation!)).toBeLessThanOrEqual(CALIBRATION_TOLERANCE);
      expect(result.status).toBe('reproduced');
    },
  );

  test.each(CALIBRATION.filter((r) => r.excluded !== undefined).map((r) => [r.id, r] as const))(
    '%s is excluded with the reason',
    (_id, row) => {
      expect(row.excluded!.length).toBeGreaterThan(40);
      expect(calibrate(row).status).toBe('excluded');
    },
  );

  test('at least one reproduced row is independent of every default it is compared with', () => {
    const independent = CALIBRATION.filter((r) => r.excluded === undefined && r.defines === undefined);
    expect(independent.map((r) => r.id)).toContain('eks-default-pull-earlier-image');
  });

  test('a row whose phases the estimate leaves out has no figure, and cannot count as reproduced', () => {
    // The Cloud Run instance-start setup held against the engine's start, which every estimate leaves out.
    const row = CALIBRATION.find((r) => r.id === 'cloudrun-gpu-instance-start')!;
    const engine = calibrate({ ...row, phases: [ColdStartPhase.ENGINE_START] });
    expect(engine.estimate).toBeUndefined();
    expect(engine.status).toBe('outside tolerance');
    // And a figure 50 % off is outside the tolerance.
    expect(calibrate({ ...row, measured: 10 }).status).toBe('outside tolerance');
  });

  test('engine rows are compared with the engine estimate of the same setup: a cached compile is not a cold one', () => {
    const cached = CALIBRATION.find((r) => r.id === 'eks-compile-cache')!;
    expect(calibrate(cached).estimate).toBe(ENGINE_PHASE_FIGURES.compileCachedSeconds.value);
    // The same measurement held against a cold compile is far outside the tolerance.
    const cold = calibrate({ ...cached, engine: { ...cached.engine!, compileCached: false } });
    expect(cold.estimate).toBe(ENGINE_PHASE_FIGURES.compileColdSeconds.value);
    expect(cold.status).toBe('outside tolerance');
    // A phase name the engine estimate does not have gives no figure, never a partial sum.
    expect(calibrate({ ...cached, engine: { ...cached.engine!, phases: ['torch-compile', 'no-such-phase'] } }).estimate).toBeUndefined();
    // Each published compile figure is a row: five first runs and the cached ones, every one reproduced or excluded with the reason.
    const compileRows = CALIBRATION.filter((r) => r.engine?.phases.length === 1 && r.engine.phases[0] === 'torch-compile');
    expect(compileRows.filter((r) => !r.engine!.compileCached)).toHaveLength(4);
    expect(compileRows.filter((r) => r.engine!.compileCached).length).toBeGreaterThanOrEqual(3);
  });

  test('docs/calibration.md is what `npm run gen:calibration` writes now', () => {
    // Run `npm run gen:calibration` when this fails: a parameter or a row changed.
    expect(readFileSync(CALIBRATION_DOC, 'utf8')).toBe(renderCalibrationDoc());
  });
});
