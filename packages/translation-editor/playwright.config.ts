import { defineConfig } from '@playwright/test'
import workspace from '../../playwright.config.ts'

// This package's e2e tests alone (`npm run test:e2e` here): the workspace's configuration (the
// browser, the host's production build on its preview server, the editor's dev server) with only
// the editor's projects. `npm test` at the root runs them with the site's in one Playwright run.
export default defineConfig({
  ...workspace,
  projects: workspace.projects?.filter((p) => p.name?.startsWith('editor')),
  // The first-visit JavaScript report is the site's page sweep's.
  globalTeardown: undefined,
})
