#!/usr/bin/env bash
# Prints the key lines themselves (not a presence check).
grep -E 'aws_(access_key_id|secret_access_key)' ~/.aws/credentials
