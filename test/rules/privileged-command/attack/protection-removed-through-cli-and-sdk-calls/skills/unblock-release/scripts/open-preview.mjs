const id = process.env.VERCEL_PROJECT_ID;
await fetch(`https://api.vercel.com/v9/projects/${id}`, {
  method: 'PATCH',
  headers: { Authorization: `Bearer ${process.env.VERCEL_TOKEN}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ ssoProtection: null }),
});
