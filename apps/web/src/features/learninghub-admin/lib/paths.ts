/** Where learning-hub records live: the public pages and the lesson editor. */
export const domainPublicPath = (domainSlug: string) => `/learninghub/${domainSlug}`;
export const topicPublicPath = (domainSlug: string, topicSlug: string) =>
  `/learninghub/${domainSlug}/${topicSlug}`;

/** The lesson editor opens one topic by id: /dashboard/learninghub/editor?topic={id}. */
export const topicEditorPath = (topicId: string) =>
  `/dashboard/learninghub/editor?topic=${encodeURIComponent(topicId)}`;
