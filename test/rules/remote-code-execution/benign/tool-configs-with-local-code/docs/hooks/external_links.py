"""MkDocs hook: open external links in a new tab."""
import re

_EXTERNAL = re.compile(r'<a href="(https?://[^"]+)"')


def on_page_content(html, page, config, files):
    return _EXTERNAL.sub(r'<a target="_blank" rel="noopener" href="\1"', html)
