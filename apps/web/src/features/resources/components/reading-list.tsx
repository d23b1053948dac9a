/**
 * The reinforcement-learning reading lists: one kind of resource of the `rl` collection, all on one
 * page, with the page's heading and introduction.
 */
import { useQuery } from '@tanstack/react-query';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { SectionIntro } from '@/components/section-intro.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { readingListQuery, type ReadingListKind } from '../api/get-reading-list.ts';
import { ResourceGrid } from './resource-card.tsx';

const readingLists: Record<
  ReadingListKind,
  { title: string; intro: string; noun: readonly [string, string] }
> = {
  book: {
    title: 'Reinforcement Learning Books',
    intro:
      'The books to learn reinforcement learning from: the standard introduction, the texts on optimal control, bandits and deep RL, and what each is best for.',
    noun: ['book', 'books'],
  },
  paper: {
    title: 'Reinforcement Learning Papers',
    intro:
      'The papers that shaped reinforcement learning, from Q-learning and temporal-difference learning to deep Q-networks and policy optimisation, with what each contributed.',
    noun: ['paper', 'papers'],
  },
  course: {
    title: 'Reinforcement Learning Courses',
    intro:
      'Lecture courses on reinforcement learning from universities and research labs, most of them free, from first principles to deep RL.',
    noun: ['course', 'courses'],
  },
};

export function ReadingListPage({ kind }: { kind: ReadingListKind }) {
  const { title, intro, noun } = readingLists[kind];
  const resources = useQuery(readingListQuery(kind));
  return (
    <SectionIntro
      title={title}
      intro={intro}
      before={<Breadcrumbs trail={[{ to: '/resources', label: 'Resources' }]} current={title} />}
    >
      <PagedResults query={resources} noun={noun}>
        {(items) => <ResourceGrid resources={items} />}
      </PagedResults>
    </SectionIntro>
  );
}
