/**
 * The app's one error type for routes and pages: a status code, a status message and an optional
 * description. `fatal` errors replace the whole page; others show inside the layout.
 */
export interface AppErrorInit {
  statusCode?: number;
  statusMessage?: string;
  description?: string;
  fatal?: boolean;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string | undefined;
  readonly description: string | undefined;
  readonly fatal: boolean;

  constructor(init: AppErrorInit) {
    super(init.statusMessage ?? defaultStatusMessage(init.statusCode ?? 500));
    this.name = 'AppError';
    this.statusCode = init.statusCode ?? 500;
    this.statusMessage = init.statusMessage;
    this.description = init.description;
    this.fatal = init.fatal ?? false;
  }
}

/** @example throw createError({ statusCode: 404, statusMessage: `Page Not Found: ${path}`, fatal: true }) */
export function createError(init: AppErrorInit): AppError {
  return new AppError(init);
}

export function defaultStatusMessage(statusCode: number): string {
  return statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';
}

export interface ErrorDisplay {
  statusCode: number;
  statusMessage: string;
  description: string;
  fatal: boolean;
}

/** What the error view shows for anything thrown: status (default 500), message and description. */
export function describeError(error: unknown): ErrorDisplay {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      statusMessage: error.statusMessage ?? defaultStatusMessage(error.statusCode),
      description: error.description ?? defaultDescription(error.statusCode),
      fatal: error.fatal,
    };
  }
  const routeResponse = asRouteErrorResponse(error);
  if (routeResponse) {
    return {
      statusCode: routeResponse.status,
      statusMessage: routeResponse.statusText || defaultStatusMessage(routeResponse.status),
      description: defaultDescription(routeResponse.status),
      fatal: false,
    };
  }
  const message = error instanceof Error && error.message ? error.message : undefined;
  return {
    statusCode: 500,
    statusMessage: message ?? defaultStatusMessage(500),
    description: defaultDescription(500),
    fatal: false,
  };
}

function defaultDescription(statusCode: number): string {
  if (statusCode === 404) return 'The page you are looking for does not exist or has moved.';
  if (statusCode >= 500) return 'Something went wrong while showing this page. Try again in a moment.';
  return 'This page could not be shown.';
}

function asRouteErrorResponse(error: unknown): { status: number; statusText: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { status?: unknown; statusText?: unknown; internal?: unknown };
  if (typeof e.status === 'number' && typeof e.statusText === 'string' && 'internal' in e) {
    return { status: e.status, statusText: e.statusText };
  }
  return null;
}

/** Crawlers never see an error view, only a console note (they would index it as the page). */
export function isCrawler(userAgent: string): boolean {
  return /bot|lighthouse|facebook|google/i.test(userAgent);
}

/** A failed dynamic import of a route chunk, typically after a deployment removed the old files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
