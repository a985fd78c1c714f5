const MEMO_BASE_URL = process.env.MEMO_BASE_URL || 'http://localhost:8990';
export const MEMO_API_BASE = `${MEMO_BASE_URL}/v1`;
export const RETRIES = 3;
