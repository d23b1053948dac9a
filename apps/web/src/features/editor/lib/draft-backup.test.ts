import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotOf } from './article-snapshot.ts';
import { backupToRestore, readBackup, removeBackup, writeBackup } from './draft-backup.ts';

const server = {
  id: 'a1',
  version: 3,
  status: 'draft',
  updatedAt: '2026-11-21T10:00:00.000Z',
} as ArticleDraft;
const snapshot = { ...snapshotOf(null), title: 'Unsaved title' };

afterEach(() => localStorage.clear());

describe('the local backup of unsaved text', () => {
  it('is kept per article and removed once saved', () => {
    writeBackup('a1', { savedAt: 1, baseVersion: 3, snapshot });
    expect(readBackup('a1')?.snapshot.title).toBe('Unsaved title');
    expect(readBackup('a2')).toBeNull();
    removeBackup('a1');
    expect(readBackup('a1')).toBeNull();
  });

  it('is restored over a server copy of the same version, or an older one', () => {
    writeBackup('a1', { savedAt: 0, baseVersion: 3, snapshot });
    expect(backupToRestore('a1', server)?.snapshot.title).toBe('Unsaved title');
    writeBackup('a1', { savedAt: Date.parse('2026-11-21T11:00:00Z'), baseVersion: 2, snapshot });
    expect(backupToRestore('a1', server)).not.toBeNull();
  });

  it('is not restored over a newer server copy, nor over a submitted article', () => {
    writeBackup('a1', { savedAt: Date.parse('2026-11-21T09:00:00Z'), baseVersion: 2, snapshot });
    expect(backupToRestore('a1', server)).toBeNull();
    writeBackup('a1', { savedAt: Date.now(), baseVersion: 3, snapshot });
    expect(backupToRestore('a1', { ...server, status: 'pending' })).toBeNull();
  });

  it('a new article (no id yet) restores its own backup', () => {
    writeBackup(null, { savedAt: 1, baseVersion: null, snapshot });
    expect(backupToRestore(null, null)?.snapshot.title).toBe('Unsaved title');
  });
});
