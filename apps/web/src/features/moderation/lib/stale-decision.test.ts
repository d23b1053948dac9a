import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { staleDecisionMessage } from './stale-decision.ts';

const actor = { id: 'u2', name: 'Ada' };

describe('staleDecisionMessage', () => {
  it('names the steps after the version the reviewer read', () => {
    const error = new ApiError(
      409,
      'conflict',
      'Stale.',
      {},
      {
        current: {
          version: 3,
          history: [
            { action: 'submitted', at: '', actor, reason: null, changedFields: [], version: 1 },
            { action: 'edited', at: '', actor, reason: null, changedFields: ['shipsTo', 'name'], version: 2 },
            { action: 'withdrawn', at: '', actor, reason: null, changedFields: [], version: 3 },
          ],
        },
      },
    );
    expect(staleDecisionMessage(error, 1)).toContain(
      'Since you loaded it: Ada edited ships to, name; Ada withdrew it.',
    );
  });

  it('is null for anything but a conflict', () => {
    expect(staleDecisionMessage(new ApiError(403, 'forbidden', 'No.'), 1)).toBeNull();
    expect(staleDecisionMessage(new Error('boom'), 1)).toBeNull();
  });
});
