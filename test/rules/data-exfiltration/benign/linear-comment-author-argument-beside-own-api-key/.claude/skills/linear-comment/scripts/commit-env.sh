#!/bin/bash
# The commit author for the bot, and the tokenizer switch for the summariser.
curl -s -X POST "https://api.linear.app/graphql" -H "Authorization: ${LINEAR_API_KEY}" -d "{\"author\": \"${GIT_AUTHOR_NAME}\", \"email\": \"${GIT_AUTHOR_EMAIL}\", \"p\": \"${TOKENIZERS_PARALLELISM}\"}"
