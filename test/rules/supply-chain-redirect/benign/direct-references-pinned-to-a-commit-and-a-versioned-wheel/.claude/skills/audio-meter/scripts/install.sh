#!/usr/bin/env bash
set -euo pipefail
python3 -m pip install "pyloudnorm @ git+https://github.com/csteinmetz1/pyloudnorm.git@0b1e8b8a3f1c6d7e9a2b4c5d6e7f8091a2b3c4d5"
python3 -m pip install "https://files.meterkit.io/wheels/meterkit-2.4.1-py3-none-any.whl#sha256=3f1c6d7e9a2b4c5d6e7f8091a2b3c4d50b1e8b8a3f1c6d7e9a2b4c5d6e7f8091"
