import { createServer } from 'node:http';
createServer((req, res) => res.end('ok')).listen(0, '127.0.0.1');
