#!/usr/bin/env node
// The package's command (src/server/cli.ts), its TypeScript loaded through tsx.
import { tsImport } from 'tsx/esm/api'

const cli = await tsImport('../src/server/cli.ts', import.meta.url)
process.exitCode = await cli.main(process.argv.slice(2))
