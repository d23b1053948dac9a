import { describe, expect, it } from 'vitest';
import { firstErrorField, validateProject } from './field-errors.ts';
import { valuesOf, type ProjectFormValues } from './project-form-values.ts';

const valid: ProjectFormValues = {
  ...valuesOf(null),
  title: 'Line Follower',
  summary: 'A small robot that follows a black line on the floor.',
  difficulty: 'beginner',
  components: [{ uniqueKey: 'POLOLU-2130', name: 'Motor', detail: null, quantity: '2', note: '' }],
};

describe('validateProject', () => {
  it('accepts a complete project', () => {
    expect(validateProject(valid)).toEqual({});
  });

  it("gives the contract's messages, keyed by the API's field paths", () => {
    const errors = validateProject({
      ...valid,
      title: 'ab',
      summary: 'Too short',
      difficulty: '',
      estimatedHours: 'lots',
      repositoryUrl: 'github.com/me',
      components: [{ ...valid.components[0]!, quantity: '1.5' }],
    });
    expect(errors).toEqual({
      title: 'The title needs at least 3 characters.',
      summary: 'The summary needs at least 20 characters.',
      difficulty: 'Choose how hard the build is.',
      estimatedHours: 'Give the hours as a number from 0.25 to 1000, or leave it empty.',
      repositoryUrl: 'The repository link must be a full web address starting with https://.',
      'components.0.quantity': 'Use a whole number from 1 to 1000.',
    });
  });

  it('refuses the same component twice', () => {
    const twice = { ...valid, components: [valid.components[0]!, { ...valid.components[0]! }] };
    expect(validateProject(twice).components).toBe(
      'A component is listed twice: change its quantity instead.',
    );
  });
});

describe('firstErrorField', () => {
  it('follows the order of the form, not of the messages', () => {
    expect(firstErrorField({ 'components.1.quantity': 'x', summary: 'y' })).toBe('summary');
    expect(firstErrorField({ 'components.1.quantity': 'x' })).toBe('components');
    expect(firstErrorField({})).toBeNull();
  });
});
