// The labs pages keep their own lists of enumerated values (see labels.ts): they must be the contract's.
import { boardFamilies, wirelessKinds } from '@tinkerlabs/contract/boards';
import { hardwareCategories } from '@tinkerlabs/contract/hardware';
import { maxPageSize } from '@tinkerlabs/contract/pagination';
import { describe, expect, it } from 'vitest';
import { boardFamilyList, hardwareCategoryList, largestPage, wirelessKindList } from './labels.ts';

describe('the labs value lists', () => {
  it('are the contract’s, in its order', () => {
    expect(boardFamilyList).toEqual([...boardFamilies]);
    expect(wirelessKindList).toEqual([...wirelessKinds]);
    expect(hardwareCategoryList).toEqual([...hardwareCategories]);
    expect(largestPage).toBe(maxPageSize);
  });
});
