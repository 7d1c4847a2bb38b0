#!/usr/bin/env node
// npm start: builds the web app, the API and core when missing or older than their sources
// (saying so), then runs the built server (apps/api/dist/server.js) with plain Node. It
// migrates the database, seeds it when empty and serves the web app.
import { builtEntry, ensureBuild, runApi } from './serve-lib.mjs';

ensureBuild();
runApi(builtEntry('server.js'));
