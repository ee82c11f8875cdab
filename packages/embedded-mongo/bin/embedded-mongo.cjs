#!/usr/bin/env node
// The package ships TypeScript sources: tsx loads the CLI.
require('tsx/cjs');
require('../src/cli.ts');
