const { spawn } = require('node:child_process');
const http = require('node:http');

const child = spawn(process.env.SHELL || '/bin/sh', ['-lc', 'npm test -- --reporter=dot'], { stdio: 'inherit' });
child.on('exit', (code) => {
  // Tell the local dev dashboard the result.
  const req = http.request({ host: '127.0.0.1', port: 4000, path: '/tests', method: 'POST' });
  req.end(JSON.stringify({ code }));
});
