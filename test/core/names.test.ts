import { Construct } from 'constructs';
import { uniqueResourceName } from '../../src/core/names';
import { newStack } from '../support/stacks';

describe('uniqueResourceName', () => {
  test('is readable, stable, unique per path and within the length', () => {
    const stack = newStack();
    const a = new Construct(new Construct(stack, 'Team_A'), 'Default');
    const b = new Construct(stack, 'Team_B');
    const name = uniqueResourceName(a, { maxLength: 63, lowerCase: true, suffix: 'models' });
    expect(name).toMatch(/^team-a-models-[0-9a-f]{8}$/);
    expect(uniqueResourceName(a, { maxLength: 63, lowerCase: true, suffix: 'models' })).toBe(name);
    expect(uniqueResourceName(b, { maxLength: 63, lowerCase: true, suffix: 'models' })).not.toBe(name);
    const long = new Construct(stack, 'x'.repeat(200));
    expect(uniqueResourceName(long, { maxLength: 64 }).length).toBe(64);
  });

  test('starts with a letter', () => {
    const stack = newStack();
    expect(uniqueResourceName(new Construct(stack, '123'), { maxLength: 30 })).toMatch(/^m123-/);
  });
});
