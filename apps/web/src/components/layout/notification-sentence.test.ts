import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notification-sentence.ts';

describe('notificationSentence', () => {
  it('says what was decided about which submission, with the reason for a rejection', () => {
    expect(
      notificationSentence({ kind: 'stores', title: 'Ada’s Parts', action: 'approved', reason: null }),
    ).toBe('Your store “Ada’s Parts” was approved.');
    expect(
      notificationSentence({
        kind: 'projects',
        title: 'Line follower',
        action: 'rejected',
        reason: 'Add a photo.',
      }),
    ).toBe('Your project “Line follower” was rejected: Add a photo.');
    expect(notificationSentence({ kind: 'items', title: 'ESP32', action: 'rejected', reason: null })).toBe(
      'Your item “ESP32” was rejected.',
    );
  });
});
