"""Per-process cache of values computed from principal data (permission codes, data scopes, the login
user document, project memberships), each valid for one principal-data version."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


class PrincipalCache:
    def __init__(self, max_users: int = 10_000) -> None:
        self._entries: OrderedDict[int, tuple[int, dict[Hashable, Any]]] = OrderedDict()
        self._max = max_users
        self._lock = threading.Lock()

    def get(self, user_id: int, version: int | None, key: Hashable) -> Any | None:
        if version is None:
            return None
        entry = self._entries.get(user_id)
        if entry is None or entry[0] != version:
            return None
        return entry[1].get(key)

    def put(self, user_id: int, version: int | None, key: Hashable, value: Any) -> None:
        if version is None:
            return
        with self._lock:
            entry = self._entries.get(user_id)
            if entry is None or entry[0] != version:
                entry = (version, {})
                self._entries[user_id] = entry
            entry[1][key] = value
            self._entries.move_to_end(user_id)
            while len(self._entries) > self._max:
                self._entries.popitem(last=False)

    def get_or_compute(self, user_id: int, version: int | None, key: Hashable, compute: Callable[[], T]) -> T:
        cached = self.get(user_id, version, key)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        value = compute()
        self.put(user_id, version, key, value)
        return value

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
