# The TinkerLabs server image: the built web app and API in one process (docs/deploying.md, "Container
# image"). Configure it with the environment of docs/configuration.md; run several behind a proxy.
#
#   docker build -t tinkerlabs .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e AUTH_SECRET=… -e APP_URL=https://… tinkerlabs

# Build: every dependency (the root postinstall applies patches/ with patch-package), both builds, then
# the development dependencies removed. A prune rather than a second `npm ci --omit=dev` in the runtime
# stage: that one would run the postinstall without patch-package (a development dependency) and fail,
# and the pruned tree keeps the patched drizzle-orm the server needs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY patches patches
COPY apps apps
COPY packages packages
COPY e2e/package.json e2e/
RUN npm ci
COPY tools tools
COPY tsconfig.base.json ./
RUN npm run build && npm prune --omit=dev

# Runtime: what `node apps/server/dist/main.js` reads, as an unprivileged user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# The server's bundle, its migrations and the seed's content files (read at start, not bundled).
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/db/seed/content apps/server/src/db/seed/content
# The web app, and its server-render bundle, which imports React and the router from node_modules.
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
# PGlite and uploads on the disk (DATABASE_URL and STORAGE_URL unset): mount a volume here, one process only.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The Node options of tools/server-command.mjs (why the heap is 1 GB: there).
CMD ["node", "--enable-source-maps", "--max-old-space-size=1024", "apps/server/dist/main.js"]
