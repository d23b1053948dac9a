import { describe, expect, it } from 'vitest';
import { changedListParams, cursorSearch, pageSearch, readListParams } from './list-params.ts';

describe('readListParams', () => {
  it('reads each named parameter, empty when absent, and the page', () => {
    expect(readListParams(new URLSearchParams('tag=robotics&page=3&other=x'), ['q', 'tag'])).toEqual({
      q: '',
      tag: 'robotics',
      page: 3,
    });
  });

  it.each(['', 'page=0', 'page=-2', 'page=abc', 'page=2.5'])('reads page 1 from "%s"', (search) => {
    expect(readListParams(new URLSearchParams(search), []).page).toBe(1);
  });

  it('reads a cursor when the address has one', () => {
    expect(readListParams(new URLSearchParams('tag=robotics&after=WyJuZXdlc3Qi'), ['tag'])).toEqual({
      tag: 'robotics',
      page: 1,
      after: 'WyJuZXdlc3Qi',
    });
    expect(readListParams(new URLSearchParams('after='), [])).toEqual({ page: 1 });
  });

  it('trims the values', () => {
    expect(readListParams(new URLSearchParams('q=%20kalman%20'), ['q']).q).toBe('kalman');
  });
});

describe('changedListParams', () => {
  it('sends a changed filter back to page 1 and keeps the other filters', () => {
    const next = changedListParams(new URLSearchParams('q=pid&tag=robotics&page=4'), {
      tag: 'control-systems',
    });
    expect(next.toString()).toBe('q=pid&tag=control-systems');
  });

  it('removes a filter set to empty', () => {
    expect(changedListParams(new URLSearchParams('q=pid&tag=robotics'), { tag: '' }).toString()).toBe(
      'q=pid',
    );
  });

  it('changes only the page when the page changes, and drops page 1', () => {
    const search = new URLSearchParams('tag=robotics&page=2');
    expect(changedListParams(search, { page: 3 }).toString()).toBe('tag=robotics&page=3');
    expect(changedListParams(search, { page: 1 }).toString()).toBe('tag=robotics');
  });

  it('drops the cursor on any other change, a page number included', () => {
    const search = new URLSearchParams('tag=robotics&after=abc');
    expect(changedListParams(search, { tag: 'sensors' }).toString()).toBe('tag=sensors');
    expect(changedListParams(search, { page: 3 }).toString()).toBe('tag=robotics&page=3');
  });

  it('leaves the given parameters unchanged', () => {
    const search = new URLSearchParams('page=2');
    changedListParams(search, { tag: 'x' });
    expect(search.toString()).toBe('page=2');
  });
});

describe('pageSearch', () => {
  it('links a page of the list with its filters', () => {
    expect(pageSearch(new URLSearchParams('q=pid&page=2'), 3)).toBe('?q=pid&page=3');
    expect(pageSearch(new URLSearchParams('q=pid&page=2'), 1)).toBe('?q=pid');
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('?');
  });
});

describe('cursorSearch', () => {
  it('links the page after a cursor with the filters, without a page number', () => {
    expect(cursorSearch(new URLSearchParams('q=pid&page=50'), 'abc')).toBe('?q=pid&after=abc');
    expect(cursorSearch(new URLSearchParams('after=old'), 'new')).toBe('?after=new');
  });
});
