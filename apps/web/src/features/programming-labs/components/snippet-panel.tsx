/**
 * "My snippets": a signed-in member saves the editor's code under a name and reopens any saved one of
 * this lab. Visitors are told they can sign in for it; the code is kept in this browser either way.
 */
import type { SnippetLab } from '@tinkerlabs/contract/snippets';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { useAuth } from '@/lib/auth/session-store.ts';
import { setSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { fetchSnippet, snippetListQuery, useSaveSnippet } from '../api/snippets.ts';

export function SnippetPanel({
  lab,
  code,
  onOpen,
}: {
  lab: SnippetLab;
  code: string;
  onOpen: (code: string) => void;
}) {
  const auth = useAuth();
  if (auth.status !== 'signed-in') {
    return (
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Your code is kept in this browser.{' '}
        <button
          type="button"
          className="font-medium text-secondary-700 underline underline-offset-2 dark:text-secondary-300"
          onClick={() => setSignInModalOpen(true)}
        >
          Sign in
        </button>{' '}
        to save named snippets to your account.
      </p>
    );
  }
  return <MemberSnippets lab={lab} code={code} onOpen={onOpen} />;
}

function MemberSnippets({
  lab,
  code,
  onOpen,
}: {
  lab: SnippetLab;
  code: string;
  onOpen: (code: string) => void;
}) {
  const id = useId();
  const list = useQuery(snippetListQuery(lab));
  const save = useSaveSnippet(lab);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, code },
      {
        onSuccess: (snippet) => {
          setMessage(`Saved “${snippet.name}”.`);
          setName('');
        },
        onError: (error) => setMessage(error.message),
      },
    );
  };

  const open = async () => {
    if (!chosen) return;
    try {
      const snippet = await fetchSnippet(chosen);
      onOpen(snippet.code);
      setMessage(`Opened “${snippet.name}”.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The snippet could not be opened.');
    }
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-name`} className={labelClass}>
            Snippet name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
            className={selectClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass} disabled={save.isPending}>
          Save snippet
        </button>
      </form>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-saved`} className={labelClass}>
            My snippets
          </label>
          <select
            id={`${id}-saved`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className={selectClass}
          >
            <option value="">{list.data?.items.length ? 'Choose a snippet…' : 'None saved yet'}</option>
            {list.data?.items.map((snippet) => (
              <option key={snippet.id} value={snippet.id}>
                {snippet.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={secondaryButtonClass} disabled={!chosen} onClick={() => void open()}>
          Open
        </button>
      </div>
      <p role="status" className="text-sm text-neutral-700 sm:col-span-2 dark:text-neutral-300">
        {message}
      </p>
    </div>
  );
}
