#!/usr/bin/env node
// npm start: builds the web app when needed, then runs the API server, which migrates the
// database, seeds it when empty and serves the SPA.
import { ensureWebBuild, runApi } from './serve-lib.mjs';

ensureWebBuild();
runApi('server.ts');
