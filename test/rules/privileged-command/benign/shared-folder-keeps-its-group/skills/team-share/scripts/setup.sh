#!/bin/sh
dir="$1"
mkdir -p "$dir"
chgrp builders "$dir"
chmod g+s "$dir"        # new files inherit the folder's group
chmod 2775 "$dir/incoming" 2>/dev/null || true
