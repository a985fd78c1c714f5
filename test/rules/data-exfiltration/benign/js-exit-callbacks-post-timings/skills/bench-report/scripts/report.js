#!/usr/bin/env node
const { atExit, runFinalizers } = require("./lifecycle");

const started = Date.now();
atExit(() => ({ ms: Date.now() - started, node: process.version }));
runFinalizers();
