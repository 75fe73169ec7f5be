"""The addresses a design asks the browser to follow: upload addresses (`options.action`) and the urls of
the default file lists of upload controls.

A design is written by one user and filled in by others, in their session. An address with another
scheme (`javascript:`, `data:`, ...) would run or show the author's content there, so a design holding
one is refused when it is saved. An upload address on another site is accepted: the renderer sends the
file and the control's own headers there but never the console's token, which goes only to the
console's own upload address (and ajax downloads only to its own `/api/` addresses).
"""

from __future__ import annotations

from typing import Any

from sitesafe.core.urls import is_web_url
from sitesafe.modules.form.js import values as js
from sitesafe.modules.form.js.values import prop
from sitesafe.modules.form.tree import UPLOAD_TYPES, DesignError, child_lists, options_of, type_of


def _name(node: Any) -> str:
    """How a refusal names the control: its label, else its model, key or type."""
    for key in ("label", "model", "key", "type"):
        value = prop(node, key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def _refuse(node: Any, what: str) -> DesignError:
    return DesignError(f"控件「{_name(node)}」的{what}只能是http(s)地址或相对地址")


def _check(node: Any) -> None:
    options = options_of(node)
    action = prop(options, "action")
    if isinstance(action, str) and not is_web_url(action):
        raise _refuse(node, "上传地址")
    if type_of(node) in UPLOAD_TYPES:
        for item in js.upload_items(prop(options, "defaultValue")):
            url = prop(item, "url") if isinstance(item, dict) else None
            if isinstance(url, str) and not is_web_url(url):
                raise _refuse(node, "默认文件地址")


def check_addresses(nodes: list[Any]) -> None:
    """Raises DesignError naming the first control (in display order) with an address no page may follow."""
    for node in nodes:
        _check(node)
        for child in child_lists(node):
            check_addresses(child)
