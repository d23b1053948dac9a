/**
 * The state of one project form: the values, the record they are based on (its version goes with
 * every save), the messages, and for members a localStorage backup of what is not sent yet. Shared
 * by the member's and the administrator's pages; the pages decide what the buttons send.
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstError, validateProject, type FieldErrors } from '../lib/field-errors.ts';
import {
  projectBackupToRestore,
  removeProjectBackup,
  writeProjectBackup,
} from '../lib/project-draft-backup.ts';
import { valuesOf, type ProjectFormValues } from '../lib/project-form-values.ts';
import { saveFailureOf } from '../lib/save-failure.ts';

export type FormMessage = { tone: 'error' | 'success'; text: string } | null;

export function useProjectForm(initial: ProjectRecord | null, { keepBackup }: { keepBackup: boolean }) {
  const [restored] = useState(() =>
    keepBackup ? projectBackupToRestore(initial?.id ?? null, initial?.version ?? null) : null,
  );
  const [record, setRecordState] = useState(initial);
  const [values, setValues] = useState<ProjectFormValues>(() => restored?.values ?? valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const [stale, setStale] = useState<ProjectRecord | null>(null);
  const [bodyVersion, setBodyVersion] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const recordRef = useRef(record);
  // The newest values, for merging changes that arrive between renders (the editor's, a field's).
  const valuesRef = useRef(values);

  const setRecord = useCallback((next: ProjectRecord) => {
    recordRef.current = next;
    setRecordState(next);
  }, []);

  useEffect(() => {
    if (focusRequest > 0) focusFirstError(errors);
    // Only a new request moves the focus, not every change of the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const change = useCallback(
    (patch: Partial<ProjectFormValues>) => {
      const next = { ...valuesRef.current, ...patch };
      valuesRef.current = next;
      setValues(next);
      if (keepBackup) {
        const current = recordRef.current;
        writeProjectBackup(current?.id ?? null, {
          savedAt: Date.now(),
          baseVersion: current?.version ?? null,
          values: next,
        });
      }
    },
    [keepBackup],
  );

  /** Checks the values with the contract's schema; false (and the messages shown) when they may not be sent. */
  const check = (): boolean => {
    const found = validateProject(values);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setMessage({ tone: 'error', text: 'Some fields need your attention: see the messages below them.' });
    setFocusRequest((n) => n + 1);
    return false;
  };

  /** A save the server accepted: the new record is the base of the next one, the backup is done. */
  const saved = (next: ProjectRecord, text: string, { wasNew = false } = {}) => {
    if (keepBackup) {
      removeProjectBackup(wasNew ? null : next.id);
      removeProjectBackup(next.id);
    }
    setRecord(next);
    setErrors({});
    setMessage({ tone: 'success', text });
  };

  /** A refused save: the server's messages on their fields; the typed values stay as they are. */
  const failed = (error: unknown) => {
    const failure = saveFailureOf(error);
    if (failure.current) {
      setStale(failure.current);
      setMessage({ tone: 'error', text: failure.message });
      return;
    }
    setErrors(failure.fields);
    setMessage({ tone: 'error', text: failure.message });
    if (Object.keys(failure.fields).length) setFocusRequest((n) => n + 1);
  };

  /** After a conflict: keep the typed values, now based on the server's newer copy (returned, to save on). */
  const keepMine = (): ProjectRecord | null => {
    const base = stale;
    if (base) setRecord(base);
    setStale(null);
    setMessage(null);
    return base;
  };

  /** After a conflict (or to drop unsent changes): show the server's copy. */
  const loadCopy = (copy: ProjectRecord) => {
    setRecord(copy);
    valuesRef.current = valuesOf(copy);
    setValues(valuesRef.current);
    setBodyVersion((n) => n + 1);
    setStale(null);
    setErrors({});
    setMessage(null);
    if (keepBackup) removeProjectBackup(copy.id);
  };

  return {
    restored: restored !== null,
    record,
    values,
    change,
    errors,
    message,
    stale,
    bodyVersion: String(bodyVersion),
    check,
    saved,
    failed,
    keepMine,
    loadCopy,
    setRecord,
    setMessage,
  };
}
