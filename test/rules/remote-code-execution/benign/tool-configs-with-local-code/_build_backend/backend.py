"""In-tree PEP 517 backend: setuptools, plus Cython when the C sources changed."""
from pathlib import Path

from setuptools import build_meta as _orig
from setuptools.build_meta import *  # noqa: F401,F403


def get_requires_for_build_wheel(config_settings=None):
    extra = ["cython>=3"] if any(Path("src").glob("**/*.pyx")) else []
    return _orig.get_requires_for_build_wheel(config_settings) + extra


def get_requires_for_build_editable(config_settings=None):
    return get_requires_for_build_wheel(config_settings)
