#!/bin/bash
log() { echo "$@"; }
