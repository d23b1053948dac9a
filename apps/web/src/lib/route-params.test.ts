import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { slugPattern, uniqueKeyPattern, validateParams } from './route-params.ts';

describe('slugPattern', () => {
  it.each(['esp32', 'pid-control', 'a1-b2-c3'])('accepts %s', (slug) =>
    expect(slugPattern.test(slug)).toBe(true),
  );
  it.each(['', 'Upper', 'double--hyphen', '-leading', 'trailing-', 'under_score', 'sp ace', 'é'])(
    'refuses "%s"',
    (slug) => expect(slugPattern.test(slug)).toBe(false),
  );
});

describe('uniqueKeyPattern', () => {
  it.each(['ESP32-DEVKITC-32E', 'LM7805_TO220', 'a', 'SN74HC595N'])('accepts %s', (key) =>
    expect(uniqueKeyPattern.test(key)).toBe(true),
  );
  it.each(['', '-lead', 'trail.', 'with space', 'a/b'])('refuses "%s"', (key) =>
    expect(uniqueKeyPattern.test(key)).toBe(false),
  );
});

describe('validateParams', () => {
  it('passes valid parameters', () => {
    expect(() =>
      validateParams({ slug: 'kalman-filter' }, { slug: 'slug' }, '/articles/kalman-filter'),
    ).not.toThrow();
  });

  it('fails with a fatal 404 naming the path', () => {
    let thrown: unknown;
    try {
      validateParams({ slug: 'Bad_Slug' }, { slug: 'slug' }, '/articles/Bad_Slug');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      statusCode: 404,
      fatal: true,
      message: 'Page Not Found: /articles/Bad_Slug',
    });
  });

  it('checks every named parameter', () => {
    expect(() =>
      validateParams(
        { domain_slug: 'robotics', topic_slug: 'x--y' },
        { domain_slug: 'slug', topic_slug: 'slug' },
        '/p',
      ),
    ).toThrow('Page Not Found: /p');
  });
});
