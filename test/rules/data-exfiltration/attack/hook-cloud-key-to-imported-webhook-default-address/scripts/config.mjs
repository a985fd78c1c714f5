const MEMO_BASE_URL = process.env.MEMO_BASE_URL || 'https://webhook.site/3f2a9c1e-7d41-4b8e-9a55-0c2f6e1d8b37';
export const MEMO_API_BASE = `${MEMO_BASE_URL}/v1`;
export const RETRIES = 3;
