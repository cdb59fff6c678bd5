# The site in a container: the static build served by nginx with deploy/nginx.conf, the config
# that `npm test` runs (`nginx -t`, then the e2e suite against it). Not built in this project's CI
# (no image registry there); the serve stage is the nginx that CI tests (Debian 12's 1.22 with
# its brotli module), so the image answers as the tests saw.
#   docker build -t cirkla-web . && docker run --rm -p 8080:80 cirkla-web

# Build: the Node release line of .nvmrc (as CI), the lock as it is; `npm run build` ends with the
# launch checklist.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The workspace's packages' manifests too: npm ci installs and links them from the root lock.
COPY packages/translation-editor/package.json packages/translation-editor/
# Install scripts wait until the sources are there (`prepare` generates Panda's styled-system).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run prepare && npm run build

# Serve: Debian's nginx with the brotli module, the tested config as the main config, dist/ where
# that config's `root` points.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf /etc/nginx/nginx.conf
# The access log to the container's output, as the official nginx image does.
RUN ln -sf /dev/stdout /var/log/nginx/access.log
COPY --from=build /app/dist /srv/cirkla/dist
RUN nginx -t
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
