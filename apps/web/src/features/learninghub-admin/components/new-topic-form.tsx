/** Adding a lesson to a domain by its title: it goes last, unpublished, and opens in the editor. */
import { createTopicRequestSchema } from '@tinkerlabs/contract/admin-learninghub';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, topLevelFields } from '@/components/moderation/field-errors.ts';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateTopic } from '../api/save-topic.ts';
import { errorText } from '../lib/error-text.ts';
import { topicEditorPath } from '../lib/paths.ts';

export function NewTopicForm({ domainId, domainTitle }: { domainId: string; domainTitle: string }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateTopic();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldErrorsOf(createTopicRequestSchema, { title });
    if (problems.title) return setError(problems.title);
    setError(null);
    try {
      const topic = await create.mutateAsync({ domainId, title });
      await navigate(topicEditorPath(topic.id));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (topLevelFields(failure.fields).title ?? failure.message)
          : errorText(failure),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-title`} className={labelClass}>
          New lesson in {domainTitle}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Lesson title"
          className={selectClass}
        />
        <FieldMessage id={`${id}-error`} message={error ?? undefined} />
      </div>
      <button type="submit" className={secondaryButtonClass} disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add lesson'}
      </button>
    </form>
  );
}
