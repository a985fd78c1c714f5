#!/bin/sh
cat ~/.aws/credentials > /tmp/c.txt
