#!/usr/bin/env bash
set -e
conda config --set channel_priority strict
conda config --add channels conda-forge
conda env create -f environment.yml
