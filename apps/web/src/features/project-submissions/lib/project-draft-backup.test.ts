import { afterEach, describe, expect, it } from 'vitest';
import {
  projectBackupToRestore,
  readProjectBackup,
  removeProjectBackup,
  writeProjectBackup,
} from './project-draft-backup.ts';
import { valuesOf } from './project-form-values.ts';

const values = { ...valuesOf(null), title: 'Unsent title' };

afterEach(() => localStorage.clear());

describe('the local backup of an unsent project', () => {
  it('is kept per project and removed once sent', () => {
    writeProjectBackup('p1', { savedAt: 1, baseVersion: 2, values });
    expect(readProjectBackup('p1')?.values.title).toBe('Unsent title');
    expect(readProjectBackup(null)).toBeNull();
    removeProjectBackup('p1');
    expect(readProjectBackup('p1')).toBeNull();
  });

  it('is restored only over the server version it was based on', () => {
    writeProjectBackup('p1', { savedAt: 1, baseVersion: 2, values });
    expect(projectBackupToRestore('p1', 2)?.values.title).toBe('Unsent title');
    expect(projectBackupToRestore('p1', 3)).toBeNull();
    writeProjectBackup(null, { savedAt: 1, baseVersion: null, values });
    expect(projectBackupToRestore(null, null)?.values.title).toBe('Unsent title');
  });

  it('ignores what is not a backup', () => {
    localStorage.setItem('tinkerlabs:project-draft:new', '{"savedAt":1,"values":{}}');
    expect(readProjectBackup(null)).toBeNull();
    localStorage.setItem('tinkerlabs:project-draft:new', 'not json');
    expect(readProjectBackup(null)).toBeNull();
  });
});
