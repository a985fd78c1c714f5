#!/usr/bin/env python3
import sections  # noqa: F401  (registers the sections)
from hooks import publish

publish()
print("notes published")
