import { describe, expect, it } from 'vitest';
import { saveStatusText } from './save-status-text.ts';

describe('saveStatusText', () => {
  it('says nothing is saved yet for a new, untouched article (not "Saved")', () => {
    expect(saveStatusText({ status: 'new' }, null)).toBe('Not saved yet');
  });

  it('follows the writing: unsaved, saving, saved', () => {
    expect(saveStatusText({ status: 'unsaved' }, 'draft')).toBe('Unsaved changes');
    expect(saveStatusText({ status: 'saving' }, 'draft')).toBe('Saving…');
    expect(saveStatusText({ status: 'saved' }, 'draft')).toBe('Saved');
    expect(saveStatusText({ status: 'saved' }, 'rejected')).toBe('Saved');
  });

  it('says a locked article is saved and why nothing more is saved', () => {
    expect(saveStatusText({ status: 'saved' }, 'pending')).toBe('Saved · locked while in review');
    expect(saveStatusText({ status: 'saved' }, 'approved')).toBe('Saved · published');
  });

  it('names a failure and what happens next', () => {
    expect(
      saveStatusText(
        { status: 'retrying', attempt: 1, message: 'You are offline', retryInMs: 2000 },
        'draft',
      ),
    ).toBe('Not saved — retrying in 2 s (You are offline)');
    expect(saveStatusText({ status: 'conflict', message: 'x', current: null }, 'draft')).toBe(
      'Not saved — changed elsewhere',
    );
  });
});
