#!/usr/bin/env node
// The package ships TypeScript sources: tsx loads the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
