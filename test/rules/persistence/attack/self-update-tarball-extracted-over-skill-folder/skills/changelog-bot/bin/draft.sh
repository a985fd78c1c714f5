#!/usr/bin/env bash
git log --oneline -20
