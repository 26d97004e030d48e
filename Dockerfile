# syntax=docker/dockerfile:1
# The Rochade Discord bot. Build: docker build -t rochade-bot .   Run: see compose.yaml, docs/bot.md.

# 1. Build: dev dependencies, type-free bundles (esbuild) and the release folder (npm run release).
FROM node:24-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm rebuild better-sqlite3 && npm run release && cp -r release/rochade-*/ /release

# 2. Run-time dependencies only (npm ci --omit=dev: the release needs no build tools of its own).
FROM node:24-slim AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /release/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

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
