/**
 * A submission's preview in a review queue, loaded when its entry comes near the screen: a page of
 * ten previews at once was up to 177 kB and ten full public pages to render, though a reviewer reads
 * them one after another. Until it loads, a placeholder keeps its place; a failure offers a retry.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PreviewFrame } from '@/components/content/preview-frame.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { useNearScreen } from '@/lib/use-near-screen.ts';

export function PreviewWhenNear<T, Key extends QueryKey>({
  query,
  title,
  children,
}: {
  query: UseQueryOptions<T, Error, T, Key>;
  /** What is previewed, for the loading and error messages. */
  title: string;
  children: (preview: T) => ReactNode;
}) {
  const { ref, near } = useNearScreen<HTMLDivElement>('800px');
  const preview = useQuery({ ...query, enabled: near });
  return (
    <div ref={ref}>
      {preview.isSuccess ? (
        <PreviewFrame>{children(preview.data)}</PreviewFrame>
      ) : preview.isError ? (
        <ErrorState
          title={`The preview of ${title} could not be loaded`}
          message={preview.error.message}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      ) : (
        <LoadingState label={`Loading the preview of ${title}`} rows={2} />
      )}
    </div>
  );
}
