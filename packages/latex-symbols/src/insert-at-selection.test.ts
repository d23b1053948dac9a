import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './insert-at-selection.ts';

describe('insertAtSelection', () => {
  it('fills empty text and puts the cursor after the insertion', () => {
    expect(insertAtSelection('', 0, 0, '\\alpha')).toEqual({ text: '\\alpha', cursor: 6 });
  });

  it('inserts at a caret in the middle', () => {
    expect(insertAtSelection('a + b', 2, 2, '\\pm ')).toEqual({ text: 'a \\pm + b', cursor: 6 });
  });

  it('replaces the selected text', () => {
    expect(insertAtSelection('a + c', 4, 5, '\\beta')).toEqual({ text: 'a + \\beta', cursor: 9 });
  });

  it('appends at the end', () => {
    expect(insertAtSelection('x^2', 3, 3, ' + y^2')).toEqual({ text: 'x^2 + y^2', cursor: 9 });
  });

  it('replaces everything when everything is selected', () => {
    expect(insertAtSelection('old', 0, 3, '\\sum')).toEqual({ text: '\\sum', cursor: 4 });
  });

  it('accepts selection ends in reverse order or outside the text', () => {
    expect(insertAtSelection('abcd', 3, 1, 'X')).toEqual({ text: 'aXd', cursor: 2 });
    expect(insertAtSelection('ab', -4, 99, 'X')).toEqual({ text: 'X', cursor: 1 });
  });
});
