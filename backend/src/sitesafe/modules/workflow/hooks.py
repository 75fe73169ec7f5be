"""What other modules learn from the workflow: an instance bound to a business record (`business_key`
`<prefix>:<id>`) ended. Listeners run inside the transaction of the ending action (approve, reject,
withdraw, terminate), so the record and the instance change together or not at all."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session, object_session

from sitesafe.modules.workflow.models import INSTANCE_RUNNING, BpmInstance

EndListener = Callable[[Session, BpmInstance], None]
_listeners: dict[str, EndListener] = {}


def on_end(prefix: str, listener: EndListener) -> None:
    """Calls `listener` when an instance whose business key starts with `<prefix>:` ends."""
    _listeners[prefix] = listener


def saved(instance: BpmInstance) -> None:
    """Called by the runtime on every save: an ended business instance tells its listener."""
    if instance.status == INSTANCE_RUNNING or not instance.business_key:
        return
    listener = _listeners.get(instance.business_key.split(":", 1)[0])
    db = object_session(instance)
    if listener is not None and db is not None:
        listener(db, instance)
