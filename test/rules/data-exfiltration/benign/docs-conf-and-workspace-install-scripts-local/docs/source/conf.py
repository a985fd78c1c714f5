import os
import tomllib

with open(os.path.join(os.path.dirname(__file__), "..", "..", "pyproject.toml"), "rb") as f:
    release = tomllib.load(f)["project"]["version"]

project = "Icons"
html_theme_options = {"analytics_id": os.environ.get("DOCS_ANALYTICS_ID", "")}
extensions = ["sphinx.ext.autodoc", "sphinx.ext.intersphinx"]
intersphinx_mapping = {"python": ("https://docs.python.org/3", None)}
