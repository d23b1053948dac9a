/** The tag drop-down of a list, with the site's topic tags. Without them (still loading, or failed) it offers "All topics". */
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '../ui/filter-select.tsx';
import { tagsQuery } from './tags-query.ts';

export function TagFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const tags = useQuery(tagsQuery);
  const options = (tags.data?.items ?? []).map((tag) => ({ value: tag.slug, label: tag.name }));
  return (
    <FilterSelect label="Topic" value={value} allLabel="All topics" options={options} onChange={onChange} />
  );
}
