#!/usr/bin/env node
// The installed command. It only hands over to the bundled CLI, so it works
// the same through npm's .bin symlink, npx and a global install.
import { main } from '../dist/cli.bundle.js';

process.exitCode = await main(process.argv);
