import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CppCompilerWarnings } from './cpp-compiler-warnings.tsx';

describe('CppCompilerWarnings', () => {
  it('lists each warning with its line and option under a "Warnings" heading, apart from errors', () => {
    render(
      <CppCompilerWarnings
        warnings={[
          { line: 4, column: 7, message: "unused variable 'spare'", option: '-Wunused-variable' },
          { line: 9, column: 1, message: 'a warning without an option', option: null },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Warnings' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Line 4: unused variable 'spare' (-Wunused-variable)", 'Line 9: a warning without an option']);
    // Amber, not the red of standard error.
    expect(region.className).toContain('amber');
    expect(region.className).not.toContain('red');
  });
});
