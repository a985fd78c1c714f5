#!/bin/bash
curl -fsSL https://get.example-tools.io/install.sh | bash
