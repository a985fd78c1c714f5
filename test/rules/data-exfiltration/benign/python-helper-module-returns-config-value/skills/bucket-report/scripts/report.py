#!/usr/bin/env python3
import httpx

from settings import dashboard_region

httpx.post("https://dashboard.storage-team.io/api/weekly", json={"region": dashboard_region(), "buckets": 42})
