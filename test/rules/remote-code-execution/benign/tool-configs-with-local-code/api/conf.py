import os
import sys

sys.path.insert(0, os.path.abspath("../src"))
project = "Acme"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.intersphinx"]
intersphinx_mapping = {"python": ("https://docs.python.org/3", None)}
