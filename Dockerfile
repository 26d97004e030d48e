# syntax=docker/dockerfile:1
# The Rochade Discord bot. Build: docker build -t rochade-bot .   Run: see compose.yaml, docs/bot.md.

# 1. Build: dev dependencies, type-free bundles (esbuild) and the release folder (npm run release).
# No compiler: on Node 24 the database is node:sqlite; better-sqlite3, the Node 20 driver behind
# packages/sqlite-node20, is skipped by its engines (engine-strict in .npmrc).
FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/ packages/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run release && cp -r release/rochade-*/ /release

# 2. Run-time dependencies only (npm ci --omit=dev: the release needs no build tools of its own).
FROM node:24-slim AS deps
WORKDIR /app
COPY --from=build /release/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 3. The image: the release and its node_modules, owned by root (read-only for the bot), run as the
#    unprivileged `node` user; the SQLite database and backups live in the /var/lib/rochade volume.
FROM node:24-slim
ENV NODE_ENV=production \
    ROCHADE_DATA_DIR=/var/lib/rochade
WORKDIR /app
COPY --from=deps /app ./
RUN mkdir -p /var/lib/rochade && chown node:node /var/lib/rochade
VOLUME ["/var/lib/rochade"]
USER node
# The main process handles SIGTERM itself (stops within 4 s); `init: true` in compose reaps workers.
STOPSIGNAL SIGTERM
CMD ["node", "dist/bot/main.js"]
