/**
 * /: what a visitor can do here, with a live SCARA arm to try at once (features/home/components/
 * try-it-now.tsx), where to start (labs, simulations, learning hub …), then the latest
 * articles and projects and the featured development boards. The loader starts those three requests
 * and hands the promises to the page, whose feeds show placeholders until each arrives.
 */
import { BookOpen, Bot, FlaskConical, GraduationCap, Microchip, Wrench } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { siteName, siteTagline } from '@/config/site.ts';
import { featuredBoardsQuery } from '@/features/home/api/get-featured-boards.ts';
import { latestArticlesQuery } from '@/features/home/api/get-latest-articles.ts';
import { latestProjectsQuery } from '@/features/home/api/get-latest-projects.ts';
import type { HomeFeedData } from '@/features/home/components/home-feeds.tsx';
import { TryItNow } from '@/features/home/components/try-it-now.tsx';
import type { PageLoader } from '../page-routes.ts';
import { loadPageStyles } from '../page-styles.ts';

// The feeds sit below the fold: their code is a chunk of its own, fetched with their data.
const loadFeeds = () => import('@/features/home/components/home-feeds.tsx');
const HomeFeeds = lazy(() => loadFeeds().then((module) => ({ default: module.HomeFeeds })));
// Only a guard's redirect brings a notice: its code stays out of every visitor's first load.
const RedirectNotice = lazy(() =>
  Promise.all([import('@/components/layout/redirect-notice.tsx'), loadPageStyles()]).then(([module]) => ({
    default: module.RedirectNotice,
  })),
);

/** A feed's promise, marked as handled: a failure is shown by its section, not logged as unhandled. */
function feed<T>(items: Promise<T[]>): Promise<T[]> {
  items.catch(() => undefined);
  return items;
}

export const loader: PageLoader = (_args, queryClient): HomeFeedData => {
  void loadFeeds().catch(() => undefined); // a failure surfaces when the feeds render
  return {
    articles: feed(queryClient.fetchQuery(latestArticlesQuery).then((page) => page.items)),
    projects: feed(queryClient.fetchQuery(latestProjectsQuery).then((page) => page.items)),
    boards: feed(queryClient.fetchQuery(featuredBoardsQuery).then((page) => page.items)),
  };
};

const entryPoints = [
  {
    to: '/labs',
    title: 'Labs',
    text: 'Board and hardware catalogues, simulators and programming sandboxes that run in your browser.',
    Icon: FlaskConical,
  },
  {
    to: '/simulations/ScaraRobot',
    title: 'Robot simulations',
    text: 'Move SCARA, Cartesian, spherical and cylindrical arms in 3D and see their kinematics at work.',
    Icon: Bot,
  },
  {
    to: '/learninghub',
    title: 'Learning Hub',
    text: 'Lessons ordered into domains and topics, from the first idea to working code.',
    Icon: GraduationCap,
  },
  {
    to: '/articles',
    title: 'Articles',
    text: 'Technical articles on control, kinematics and reinforcement learning, with the maths explained.',
    Icon: BookOpen,
  },
  {
    to: '/projects',
    title: 'Projects',
    text: 'Builds from the community with parts lists, wiring, code and a repository to start from.',
    Icon: Wrench,
  },
  {
    to: '/labs/development-boards',
    title: 'Development boards',
    text: 'Compare microcontroller boards side by side: cores, memory, wireless, pins and price.',
    Icon: Microchip,
  },
];

/** What a visitor can do here, said first (the site's name is in the header and the page title). */
const headline = 'Learn robotics and electronics by trying them in your browser';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta
        title={siteName}
        description={`${siteName}: ${siteTagline} Articles, projects, labs, robot simulations and programming sandboxes.`}
      />
      {searchParams.has('notice') ? (
        <Suspense fallback={null}>
          <RedirectNotice />
        </Suspense>
      ) : null}
      <section className="bg-gradient-to-b from-primary-50 to-white dark:from-neutral-900 dark:to-neutral-950">
        <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-8 pb-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_30rem] lg:gap-12 lg:pt-14 lg:pb-8">
          <div className="text-center lg:text-left">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance text-neutral-900 sm:text-5xl dark:text-white">
              {headline}
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-neutral-600 lg:mx-0 dark:text-neutral-300">
              Read the theory, run it in a simulator or code sandbox right here, then build it on real
              hardware.
            </p>
            <p className="mt-6 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Link
                to="/learninghub"
                className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-primary-800"
              >
                Start learning
              </Link>
              <Link
                to="/labs"
                className="rounded-md border border-secondary-600 px-5 py-2.5 font-semibold text-secondary-700 hover:bg-secondary-50 dark:border-secondary-400 dark:text-secondary-300 dark:hover:bg-neutral-800"
              >
                Explore the labs
              </Link>
            </p>
            <p className="mt-4">
              <Link
                to="#entry-points"
                className="inline-flex min-h-6 items-center text-sm font-medium text-secondary-700 underline dark:text-secondary-300"
              >
                See what is inside
              </Link>
            </p>
          </div>
          <TryItNow />
        </div>
      </section>
      <section aria-labelledby="entry-points" className="mx-auto max-w-6xl px-4 pt-6 pb-10">
        <h2 id="entry-points" className="text-2xl font-bold text-neutral-900 dark:text-white">
          Where to start
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entryPoints.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition hover:border-primary-400 hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-600"
              >
                <Icon aria-hidden className="size-8 shrink-0 text-primary-600 dark:text-primary-400" />
                <span>
                  <span className="block font-semibold text-neutral-900 dark:text-white">{title}</span>
                  <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={null}>
        <HomeFeeds feeds={useLoaderData() as HomeFeedData} />
      </Suspense>
    </>
  );
}
