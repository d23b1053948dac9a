/**
 * Alt text for the pictures that lists and headers show beside a title: a project's cover (the site
 * draws covers as the finished build) and an article's first figure. Lists get only the address, not
 * the figure's own alt text, so these say what kind of picture it is and whose.
 */

/** @example projectCoverAlt('Line-following robot') // 'Illustration of the finished build: Line-following robot' */
export function projectCoverAlt(title: string): string {
  return `Illustration of the finished build: ${title}`;
}

/** @example articleFigureAlt('PID control') // 'A figure from the article “PID control”' */
export function articleFigureAlt(title: string): string {
  return `A figure from the article “${title}”`;
}
