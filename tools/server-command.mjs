// How the built server is run in production: `npm start` and `npm run bench:api` use these Node
// options, and the Dockerfile's CMD repeats them (keep the three alike).
// --max-old-space-size=1024: Node sizes its heap from the machine's memory (about 4 GB of heap on a
// 24 GB machine), and lets garbage pile up to match before collecting. Under `bench:api` at 100 000
// articles the server's resident memory peaked at 360–385 MB that way, against 228 MB with a 1 GB heap
// and the same requests per second (2026-12-03; 512 MB gave 214 MB but 10–15 % fewer requests).
// The server's live data is far below 1 GB: its caches are bounded (docs/performance.md).
export const serverNodeOptions = ['--enable-source-maps', '--max-old-space-size=1024'];
