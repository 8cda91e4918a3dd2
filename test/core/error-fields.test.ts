import { errorConstructions } from '../../scripts/lib/code-usage';

// The CLI and other tools read an error's fields instead of parsing its text (CONTRIBUTING.md, "Test
// conventions"): each error names the input at fault and the fix as fields, not only in its message.
describe('the fields of the errors thrown in src/', () => {
  const sites = errorConstructions();

  test('scans the source: it finds the error constructions, with their option keys', () => {
    expect(sites.length).toBeGreaterThan(250);
    // An options variable declared with a type (src/core/staging/model-source.ts) is read through its declaration.
    expect(sites.filter((s) => s.location.startsWith('src/core/staging/model-source.ts'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ fields: ['property', 'value', 'fix'] })]),
    );
  });

  test('every error carries its fix as a field', () => {
    const missing = sites.filter((s) => !s.fields?.includes('fix')).map((s) => `${s.location} (${s.errorClass})`);
    expect(missing).toEqual([]);
  });

  test('every error thrown for a construct names the property at fault', () => {
    const missing = sites.filter((s) => s.errorClass === 'ValidationError' && !s.fields?.includes('property')).map((s) => s.location);
    expect(missing).toEqual([]);
  });
});
