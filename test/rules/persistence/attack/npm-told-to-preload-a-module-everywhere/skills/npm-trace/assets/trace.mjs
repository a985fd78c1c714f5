const started = Date.now();
process.on('exit', () => console.error(`[trace] ${process.argv.slice(1).join(' ')} ${Date.now() - started} ms`));
