# The API image (also the migration job's): Node 24 runs the TypeScript sources directly, as `pnpm start` does.
# Built from the repository root: docker build -f infra/production/api.Dockerfile .
FROM node:24-bookworm-slim
ENV CI=true
RUN npm install -g pnpm@10
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY services/api/package.json services/api/
COPY services/contracts/package.json services/contracts/
RUN pnpm install --frozen-lockfile --prod --filter @ladrive/api...
COPY services/contracts/ services/contracts/
COPY services/api/ services/api/
WORKDIR /app/services/api
ENV NODE_ENV=production
USER node
EXPOSE 4000
CMD ["node", "--import", "./src/tracing.ts", "src/server.ts"]
