# syntax=docker/dockerfile:1
# Production image: builds the web app and compiles the server to JavaScript, then runs it with node on Node 22.

FROM node:22-bookworm-slim AS base
RUN npm install -g pnpm@12
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1

# Dependencies first, so source edits don't invalidate this layer.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/server/package.json apps/server/
COPY packages/api/package.json packages/api/
COPY packages/client/package.json packages/client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/ui/package.json packages/ui/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
RUN pnpm --filter @direto/ui build && pnpm --filter @direto/server build

FROM base AS runtime
# MALLOC_ARENA_MAX: compression runs in libuv's threads, and glibc gives each thread its own
# malloc arenas that never shrink back; two arenas keep the server's memory flat (bench/RESULTS.md).
# MALLOC_MMAP_THRESHOLD_: a fixed threshold, so big blocks (argon2's 19 MiB per sign-in, the
# compressors' windows) are always mapped and given back when freed; glibc's moving threshold
# otherwise puts them in its heap after the first, where they stay once freed.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build /app /app
# Drop build-only packages (Vite, esbuild, tsx, test tools) from the final image. The compiled server
# bundles its dependencies but for a few it imports by their paths under node_modules/.pnpm (native
# code, files read at run time: apps/server/scripts/build.ts), which this reinstall keeps.
RUN pnpm install --prod --frozen-lockfile && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
