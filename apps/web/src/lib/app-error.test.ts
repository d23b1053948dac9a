import { describe, expect, it } from 'vitest';
import { AppError, createError, describeError, isChunkLoadError, isCrawler } from './app-error.ts';

describe('createError', () => {
  it('defaults to status 500 with the generic message, not fatal', () => {
    const error = createError({});
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 500, message: 'Internal Server Error', fatal: false });
  });

  it("uses 'Page Not Found' as the message of a 404", () => {
    expect(createError({ statusCode: 404 }).message).toBe('Page Not Found');
  });

  it('carries the fatal flag', () => {
    expect(createError({ statusCode: 404, fatal: true }).fatal).toBe(true);
  });
});

describe('describeError', () => {
  it('shows status 500 and the generic message for an error without details', () => {
    expect(describeError(createError({}))).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      description: 'Something went wrong while showing this page. Try again in a moment.',
      fatal: false,
    });
  });

  it("shows 'Page Not Found' and the not-found description for a 404", () => {
    expect(describeError(createError({ statusCode: 404 }))).toEqual({
      statusCode: 404,
      statusMessage: 'Page Not Found',
      description: 'The page you are looking for does not exist or has moved.',
      fatal: false,
    });
  });

  it('keeps the status message and description an error carries', () => {
    const error = createError({
      statusCode: 403,
      statusMessage: 'Members only',
      description: 'Sign in first.',
    });
    expect(describeError(error)).toEqual({
      statusCode: 403,
      statusMessage: 'Members only',
      description: 'Sign in first.',
      fatal: false,
    });
  });

  it('carries the fatal flag', () => {
    const error = createError({ statusCode: 404, statusMessage: 'Page Not Found: /x', fatal: true });
    expect(describeError(error)).toMatchObject({
      statusCode: 404,
      statusMessage: 'Page Not Found: /x',
      fatal: true,
    });
  });

  it("uses a plain Error's message as the status message, with status 500", () => {
    expect(describeError(new Error('The chart failed to draw'))).toMatchObject({
      statusCode: 500,
      statusMessage: 'The chart failed to draw',
      fatal: false,
    });
  });

  it('falls back to the generic message for an Error without a message and for non-errors', () => {
    expect(describeError(new Error(''))).toMatchObject({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
    });
    expect(describeError('a string')).toMatchObject({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
    });
    expect(describeError(null)).toMatchObject({ statusCode: 500, statusMessage: 'Internal Server Error' });
  });

  it("maps a react-router error response's status and status text", () => {
    const response = {
      status: 404,
      statusText: 'Not Found',
      internal: true,
      data: 'No route matches URL "/x"',
    };
    expect(describeError(response)).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      description: 'The page you are looking for does not exist or has moved.',
      fatal: false,
    });
  });

  it('uses the default message for an error response without status text', () => {
    expect(describeError({ status: 405, statusText: '', internal: true, data: null })).toMatchObject({
      statusCode: 405,
      statusMessage: 'Internal Server Error',
      description: 'This page could not be shown.',
    });
  });
});

describe('isCrawler', () => {
  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mediapartners-Google',
    'GOOGLEBOT/2.1',
    'chrome-lighthouse',
  ])('recognises %s', (userAgent) => expect(isCrawler(userAgent)).toBe(true));

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ])('does not take a browser for a crawler: %s', (userAgent) => expect(isCrawler(userAgent)).toBe(false));
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://tinkerlabs.example/assets/about-1a2b3c.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://tinkerlabs.example/assets/about-1a2b3c.js',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it('does not take other errors for a failed chunk load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
