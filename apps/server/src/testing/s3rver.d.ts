// Types for the parts of @20minutes/s3rver (a fork of s3rver, which ships none) that s3-test-server.ts uses.
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the buckets of `configureBuckets` in the store. */
    configureBuckets(): Promise<unknown>;
    /** The request listener (Koa's callback), for an HTTP server of one's own. */
    getMiddleware(): (request: IncomingMessage, response: ServerResponse) => void;
    logger: { close(): void };
  }
}
