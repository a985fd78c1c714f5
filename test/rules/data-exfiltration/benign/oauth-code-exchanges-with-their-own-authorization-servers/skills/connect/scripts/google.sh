#!/bin/bash
AUTH_CODE="$1"
curl -s -X POST https://oauth2.googleapis.com/token \
  -d client_id="$GOOGLE_CLIENT_ID" \
  -d client_secret="$GOOGLE_CLIENT_SECRET" \
  -d code="$AUTH_CODE" \
  -d redirect_uri=http://localhost:8080/callback \
  -d grant_type=authorization_code
