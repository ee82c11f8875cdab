#!/usr/bin/env node
// The package ships TypeScript sources: tsx loads the CLI.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/cli.ts', import.meta.url);
