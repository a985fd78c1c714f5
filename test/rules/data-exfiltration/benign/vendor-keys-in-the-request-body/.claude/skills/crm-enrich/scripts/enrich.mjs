#!/usr/bin/env node
// Both vendors authenticate with a key field in the JSON body (their documented v1 APIs).
import { readFileSync } from 'node:fs';

const LEMLIST = 'https://api.lemlist.com/api';
const key = process.env.LEMLIST_API_KEY;

async function call(path, payload) {
  const body = { ...payload, api_key: key };
  const res = await fetch(`${LEMLIST}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function clearbit(domain) {
  const res = await fetch('https://company.clearbit.com/v2/companies/find', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ domain, secret_key: process.env.CLEARBIT_SECRET_KEY }),
  });
  return res.json();
}

for (const line of readFileSync(process.argv[2], 'utf8').split('\n').slice(1)) {
  const [email, domain] = line.split(',');
  if (!email) continue;
  console.log(JSON.stringify({ lead: await call('/leads/enrich', { email }), company: await clearbit(domain) }));
}
