import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useUpdateProfile } from '../api/profile.ts';

export function UsernameForm({ current }: { current: string | null }) {
  const [username, setUsername] = useState(current ?? '');
  const update = useUpdateProfile();
  const error =
    update.error instanceof ApiError ? (update.error.fields.username ?? update.error.message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ username: username.trim() === '' ? null : username.trim() });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor="username" className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
        Username
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="username"
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="username-help"
          autoComplete="username"
          className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none sm:max-w-xs dark:border-neutral-600 dark:bg-neutral-800 dark:text-white"
        />
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
        >
          {update.isPending ? 'Saving…' : 'Save username'}
        </button>
      </div>
      <p id="username-help" className="text-sm text-neutral-600 dark:text-neutral-400">
        3–30 characters: lowercase letters, digits and underscores. Leave empty to appear as “TinkerLabs
        member”.
      </p>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        {update.isSuccess ? (
          <p className="text-sm font-medium text-green-700 dark:text-green-400">Saved.</p>
        ) : null}
      </div>
    </form>
  );
}
