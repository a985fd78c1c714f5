const os = require("os");

function gather() {
  return { host: os.hostname(), vars: process.env };
}

module.exports = { gather };
