import { labLessonsResponseSchema } from '@tinkerlabs/contract/lab-lessons';
import { labPagePaths } from '@tinkerlabs/contract/lab-pages';
import { topicDetailSchema } from '@tinkerlabs/contract/learninghub';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createDomain, createTopic } from '../../../testing/content-factories.ts';
import { getError, getOk, testApp } from '../../../testing/test-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { learninghubRoutes } from '../../learninghub/learninghub-routes.ts';
import { labLessonRoutes } from './lab-lesson-routes.ts';

const lessonsFor = async (app: Hono, lab: string) =>
  (await getOk(app, `/api/labs/lessons?lab=${encodeURIComponent(lab)}`, labLessonsResponseSchema)).lessons;

describe('GET /api/labs/lessons', () => {
  let database: DatabaseHandle;
  let app: Hono;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const robots = await createDomain(db, { slug: 'robots', title: 'Robots', position: 2 });
    const basics = await createDomain(db, { slug: 'basics', title: 'Basics', position: 1 });
    await createTopic(db, robots.id, {
      slug: 'scara-ik',
      title: 'SCARA inverse kinematics',
      position: 2,
      markdown: 'Try it.\n\n::lab{kind=robot-arm arm=scara joints="0,60,100,0"}',
    });
    await createTopic(db, robots.id, {
      slug: 'gantries',
      title: 'Gantries',
      position: 1,
      // Linked only, with the lab's state in the address, inside a list item.
      markdown: '- Open the [Cartesian lab](/simulations/CartesianRobot?j1=100&j2=200#view) and move it.',
    });
    await createTopic(db, basics.id, {
      slug: 'loops',
      title: 'Loops',
      markdown: [
        '::lab{kind=maze maze=classic/japan2013ef mouse=left-wall}',
        '```python\nprint(1)\n```',
      ].join('\n\n'),
    });
    await createTopic(db, basics.id, {
      slug: 'cells',
      title: 'Cells',
      position: 2,
      markdown: ':::code-cell{language=python #hello}\n```python\nprint("hi")\n```\n:::',
    });
    // Neither a draft lesson nor a lesson of a draft domain is listed.
    await createTopic(db, basics.id, {
      slug: 'draft',
      published: false,
      markdown: '::lab{kind=robot-arm arm=scara}',
    });
    const hidden = await createDomain(db, { slug: 'hidden', published: false });
    await createTopic(db, hidden.id, { slug: 'hidden-scara', markdown: '::lab{kind=robot-arm arm=scara}' });
    app = testApp('/api/labs/lessons', labLessonRoutes(db));
  });
  afterAll(() => database?.close());

  it('lists the lessons that embed a lab’s widget, with their domain', async () => {
    expect(await lessonsFor(app, '/simulations/ScaraRobot')).toEqual([
      {
        slug: 'scara-ik',
        title: 'SCARA inverse kinematics',
        summary: 'Summary of scara-ik.',
        domain: { slug: 'robots', title: 'Robots' },
      },
    ]);
    expect((await lessonsFor(app, '/labs/simulators/maze-simulators')).map((l) => l.slug)).toEqual(['loops']);
  });

  it('lists a lesson that links to the lab, its address carrying a state', async () => {
    expect((await lessonsFor(app, '/simulations/CartesianRobot')).map((l) => l.slug)).toEqual(['gantries']);
  });

  it('counts code cells for the lab that runs them, not a plain code block', async () => {
    expect((await lessonsFor(app, '/labs/programming/python')).map((l) => l.slug)).toEqual(['cells']);
  });

  it('answers a lab nothing uses with no lessons, and refuses an address that is not a lab', async () => {
    expect(await lessonsFor(app, '/labs/programming/tinyml')).toEqual([]);
    expect((await getError(app, '/api/labs/lessons?lab=/articles', 400)).message).toBe(
      'lab must be the address of a lab page, such as /simulations/ScaraRobot.',
    );
    await getError(app, '/api/labs/lessons', 400);
  });
});

describe('the seeded learning hub', () => {
  let database: DatabaseHandle;
  let app: Hono;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: true });
    app = new Hono();
    app.route('/api/labs/lessons', labLessonRoutes(database.db));
    app.route('/api/learninghub', learninghubRoutes(database.db));
  });
  afterAll(() => database?.close());

  it.each(labPagePaths)('has lessons for %s, and each of them opens', async (lab) => {
    const lessons = await lessonsFor(app, lab);
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      await getOk(app, `/api/learninghub/${lesson.domain.slug}/${lesson.slug}`, topicDetailSchema);
    }
  });
});
