/**
 * What each published lesson uses of the labs, read in the database so the bodies stay there: the
 * kinds of its lab widgets (and the robot arms among them), its code cells' languages and the
 * addresses it links to, in the learning hub's order.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { qualified } from '../../../db/queries/qualified.ts';
import { learninghubDomains, learninghubTopics } from '../../../db/schema.ts';

export interface LessonLabUses {
  slug: string;
  title: string;
  summary: string;
  domainSlug: string;
  domainTitle: string;
  widgetKinds: string[];
  robotArms: string[];
  codeLanguages: string[];
  links: string[];
}

const body = qualified(learninghubTopics.body);
/** Every value a JSON path finds in the lesson's body, as a JSON array (strict: no guessing at arrays). */
const found = (path: string) => sql<string[]>`jsonb_path_query_array(${body}, ${`strict ${path}`}::jsonpath)`;

export function listLessonLabUses(db: Database): Promise<LessonLabUses[]> {
  return db
    .select({
      slug: learninghubTopics.slug,
      title: learninghubTopics.title,
      summary: learninghubTopics.summary,
      domainSlug: learninghubDomains.slug,
      domainTitle: learninghubDomains.title,
      widgetKinds: found('$.content[*] ? (@.type == "labWidget").attrs.kind'),
      robotArms: found('$.content[*] ? (@.type == "labWidget" && @.attrs.kind == "robotArm").attrs.arm'),
      codeLanguages: found('$.content[*] ? (@.type == "codeCell").attrs.language'),
      links: found('$.** ? (@.type == "link").attrs.href'),
    })
    .from(learninghubTopics)
    .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
    .where(and(eq(learninghubDomains.published, true), eq(learninghubTopics.published, true)))
    .orderBy(
      asc(learninghubDomains.position),
      asc(learninghubDomains.slug),
      asc(learninghubTopics.position),
      asc(learninghubTopics.slug),
    );
}
