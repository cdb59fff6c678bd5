import { join } from 'node:path'

/**
 * The app these tests run the editor on: this workspace's site (its production build, its dev
 * server, its catalogues), until the package has an app of its own to test on.
 */
const hostRoot = join(import.meta.dirname, '../../../..')
export const hostPath = (path: string) => join(hostRoot, path)
