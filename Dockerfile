# syntax=docker/dockerfile:1
# Production image of the API + built SPA. One image for every role:
#   node dist/server.js [--role=all|api|worker]   (see docs/operations.md)

FROM node:20.20.2-bookworm-slim AS builder
# better-sqlite3 compiles with node-gyp when no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# node:20 ships npm 10, which ignores package.json "allowScripts" and would run every
# dependency's install script, including the ones the project denies; npm 11 applies
# the policy, as in development and CI.
RUN npm install -g npm@11
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# The workspace packages (packages/*) are part of the install: npm links them into
# node_modules/@sorteios and builds @sorteios/verifiable-draw (the root's `prepare` script).
COPY packages ./packages
# `npm install`, not `npm ci`: the lock file is written on linux-x64 without the optional
# binaries of other platforms, which `npm ci` refuses as out of sync.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20.20.2-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# package.json stays so that `npm run admin:grant` and `npm run projections:rebuild` work
# inside the container; the files are root-owned and read-only for the app.
COPY --from=builder /app/package.json ./
COPY --from=builder /app/node_modules ./node_modules
# node_modules/@sorteios/* are links into packages/: the server requires the verifier's dist.
COPY --from=builder /app/packages ./packages
COPY --from=builder /app/dist ./dist
# A named volume mounted here starts with this ownership, so the node user can write it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# No HEALTHCHECK here: the worker role has no HTTP. docker-compose.yml checks the API.
# A 64 MB young generation: requests allocate fast and die young (docs/performance.md).
# dist/ is root-owned, so no V8 code cache is written beside the bundle: a start compiles
# it (about 0.4 s more; docs/operations.md).
CMD ["node", "--max-semi-space-size=64", "dist/server.js"]
