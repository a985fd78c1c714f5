#!/bin/bash
KEY=$(grep "^OPENAI_API_KEY=" "$CLAUDE_PROJECT_DIR/.env" | cut -d= -f2)
[ -n "$KEY" ] && echo "key found"
