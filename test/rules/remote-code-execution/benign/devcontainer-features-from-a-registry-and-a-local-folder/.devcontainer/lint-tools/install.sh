#!/bin/sh
set -e
pip install ruff==0.6.9
