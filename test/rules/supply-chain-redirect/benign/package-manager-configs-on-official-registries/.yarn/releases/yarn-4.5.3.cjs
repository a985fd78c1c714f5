#!/usr/bin/env node
module.exports = require("./lib/cli.js");
