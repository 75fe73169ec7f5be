"""The allow-list the HTML of a notice passes through before it is stored: what the console's rich-text
editor produces (paragraphs, headings, lists, quotes, code, links, images) and nothing that runs."""

from __future__ import annotations

import re

import nh3

from sitesafe.modules.system.file.links import canonical_link

TAGS = frozenset(
    {
        *("p", "br", "hr", "span", "div", "blockquote", "pre", "code"),
        *("h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li"),
        *("strong", "b", "em", "i", "u", "s", "del", "sub", "sup", "mark"),
        *("a", "img", "table", "thead", "tbody", "tr", "th", "td"),
    }
)
ATTRIBUTES = {
    "a": {"href", "title", "target"},
    "img": {"src", "alt", "title", "width", "height"},
    "ol": {"start"},
    "th": {"colspan", "rowspan"},
    "td": {"colspan", "rowspan"},
}
SCHEMES = frozenset({"http", "https", "mailto", "tel", "data"})
_IMAGE_DATA = re.compile(r"^data:image/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]*$", re.IGNORECASE)


def _filter(element: str, attribute: str, value: str) -> str | None:
    if element == "img" and attribute == "src":
        value = canonical_link(value)  # a stored picture link is never signed (links.py)
    # `data:` is only ever an embedded picture; a data URL as a link could carry a page of its own.
    if value.strip().lower().startswith("data:"):
        return value if element == "img" and attribute == "src" and _IMAGE_DATA.match(value) else None
    if attribute == "target":
        return "_blank" if value == "_blank" else None
    return value


def sanitize_html(html: str) -> str:
    """The HTML with everything outside the allow-list removed (scripts, event handlers, styles, ...)."""
    return nh3.clean(
        html,
        tags=set(TAGS),
        attributes={k: set(v) for k, v in ATTRIBUTES.items()},
        url_schemes=set(SCHEMES),
        link_rel="noopener noreferrer nofollow",
        attribute_filter=_filter,
        strip_comments=True,
    )
