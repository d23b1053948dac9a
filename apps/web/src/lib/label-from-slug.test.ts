import { describe, expect, it } from 'vitest';
import { labelFromSlug } from './label-from-slug.ts';

describe('labelFromSlug', () => {
  it.each([
    ['development-boards', 'Development boards'],
    ['pcb-assembly', 'PCB assembly'],
    ['raspberry-pi', 'Raspberry Pi'],
    ['sensors', 'Sensors'],
    ['beginner', 'Beginner'],
    ['', ''],
  ])('%j → %j', (slug, label) => {
    expect(labelFromSlug(slug)).toBe(label);
  });
});
