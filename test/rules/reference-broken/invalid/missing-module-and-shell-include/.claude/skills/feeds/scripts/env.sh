#!/usr/bin/env bash
# Loads the feed settings before the run.
source ./feed-settings.sh
