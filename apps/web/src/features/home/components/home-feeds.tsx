/** The home page's feeds: the latest articles and projects and the featured development boards. */
import type { ArticleSummary } from '@tinkerlabs/contract/articles';
import type { Board } from '@tinkerlabs/contract/boards';
import type { ProjectSummary } from '@tinkerlabs/contract/projects';
import { articleFigureAlt, projectCoverAlt } from '@/lib/cover-alt.ts';
import { HomeSection } from './home-section.tsx';
import { Teaser } from './teaser.tsx';

/** What the home page's loader hands over: each feed's items, still on the way. */
export interface HomeFeedData {
  articles: Promise<ArticleSummary[]>;
  projects: Promise<ProjectSummary[]>;
  boards: Promise<Board[]>;
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function HomeFeeds({ feeds }: { feeds: HomeFeedData }) {
  return (
    <>
      <HomeSection
        id="latest-articles"
        title="Latest articles"
        more={{ to: '/articles', label: 'All articles' }}
        items={feeds.articles}
      >
        {(articles) =>
          articles.map((article) => (
            <li key={article.slug}>
              <Teaser
                to={`/articles/${article.slug}`}
                title={article.title}
                image={
                  article.coverImage
                    ? { src: article.coverImage, alt: articleFigureAlt(article.title) }
                    : null
                }
                details={`${article.author.name} · ${article.readingMinutes} min read`}
                summary={article.summary}
              />
            </li>
          ))
        }
      </HomeSection>
      <HomeSection
        id="latest-projects"
        title="Latest projects"
        more={{ to: '/projects', label: 'All projects' }}
        items={feeds.projects}
      >
        {(projects) =>
          projects.map((project) => (
            <li key={project.slug}>
              <Teaser
                to={`/projects/${project.slug}`}
                title={project.title}
                image={
                  project.coverImage ? { src: project.coverImage, alt: projectCoverAlt(project.title) } : null
                }
                details={`${capitalised(project.difficulty)}${project.estimatedHours ? ` · about ${project.estimatedHours} hours` : ''}`}
                summary={project.summary}
              />
            </li>
          ))
        }
      </HomeSection>
      <HomeSection
        id="featured-boards"
        title="Featured development boards"
        more={{ to: '/labs/development-boards', label: 'Compare all boards' }}
        items={feeds.boards}
      >
        {(boards) =>
          boards.map((board) => (
            <li key={board.slug}>
              <Teaser
                to="/labs/development-boards"
                title={board.name}
                details={`${board.manufacturer} · ${board.mcu}`}
                summary={board.summary}
                footer={board.clockMHz ? `${board.core} at ${board.clockMHz} MHz` : board.core}
              />
            </li>
          ))
        }
      </HomeSection>
    </>
  );
}
