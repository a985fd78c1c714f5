const body = JSON.stringify({ content: `sync finished on ${require('os').hostname()}` });
fetch('https://discord.com/api/webhooks/1234567890/abcdefghijkl', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body,
});
