"""A plan's node tree and what is computed from it.

- A leaf node's progress is reported; a parent's is the duration-weighted average of its leaves (the
  duration being the planned days, both ends included), and so is the plan's overall completion.
- A parent started when its first child started and finished when all its children finished.
- Status: 已完成 at 100 %; else 已延期 once the planned end has passed (today, by the application
  clock, is later); else 进行中 once started or with progress; else 未开始."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import date

from sitesafe.modules.site.plan.models import SitePlanNode

NOT_STARTED, IN_PROGRESS, DONE, DELAYED = "not_started", "in_progress", "done", "delayed"
STATUS_NAMES = {NOT_STARTED: "未开始", IN_PROGRESS: "进行中", DONE: "已完成", DELAYED: "已延期"}
ROOT = 0


def duration(start: date, end: date) -> int:
    return (end - start).days + 1


def status_of(progress: float, actual_start: date | None, plan_end: date, today: date) -> str:
    if progress >= 100:
        return DONE
    if plan_end < today:
        return DELAYED
    if progress > 0 or actual_start is not None:
        return IN_PROGRESS
    return NOT_STARTED


class Tree:
    """The nodes of one plan, linked (a node whose parent is missing counts as a top node)."""

    def __init__(self, nodes: Iterable[SitePlanNode]) -> None:
        ordered = sorted(nodes, key=lambda n: (n.sort, n.plan_start, n.id))
        self.nodes = {n.id: n for n in ordered}
        self.children: dict[int, list[SitePlanNode]] = defaultdict(list)
        for n in ordered:
            self.children[n.parent_id if n.parent_id in self.nodes else ROOT].append(n)
        self._sums: dict[int, tuple[int, float]] = {}

    @property
    def roots(self) -> list[SitePlanNode]:
        return self.children.get(ROOT, [])

    def is_leaf(self, node: SitePlanNode) -> bool:
        return not self.children.get(node.id)

    def leaves(self) -> list[SitePlanNode]:
        return [n for n in self.nodes.values() if self.is_leaf(n)]

    def descendant_ids(self, node_id: int) -> set[int]:
        found: set[int] = set()
        stack = [node_id]
        while stack:
            for child in self.children.get(stack.pop(), []):
                if child.id not in found:
                    found.add(child.id)
                    stack.append(child.id)
        return found

    def _weighted(self, node: SitePlanNode) -> tuple[int, float]:
        """(planned days, planned days x progress) summed over the node's leaves."""
        if node.id not in self._sums:
            kids = self.children.get(node.id, [])
            if not kids:
                days = duration(node.plan_start, node.plan_end)
                self._sums[node.id] = (days, days * float(node.progress or 0))
            else:
                parts = [self._weighted(k) for k in kids]
                self._sums[node.id] = (sum(p[0] for p in parts), sum(p[1] for p in parts))
        return self._sums[node.id]

    def progress(self, node: SitePlanNode) -> float:
        days, done = self._weighted(node)
        return round(done / days, 1) if days else 0.0

    def completion(self) -> float:
        """The plan's overall completion (%)."""
        parts = [self._weighted(n) for n in self.roots]
        days = sum(p[0] for p in parts)
        return round(sum(p[1] for p in parts) / days, 1) if days else 0.0

    def actual(self, node: SitePlanNode) -> tuple[date | None, date | None]:
        kids = self.children.get(node.id, [])
        if not kids:
            return node.actual_start, node.actual_end
        spans = [self.actual(k) for k in kids]
        starts = [s for s, _ in spans if s is not None]
        ends = [e for _, e in spans]
        finished = all(e is not None for e in ends)
        return (min(starts) if starts else None), (max(e for e in ends if e) if finished else None)

    def status(self, node: SitePlanNode, today: date) -> str:
        return status_of(self.progress(node), self.actual(node)[0], node.plan_end, today)

    def delayed(self, today: date) -> int:
        return sum(1 for n in self.nodes.values() if self.status(n, today) == DELAYED)


def trees_by_plan(nodes: Sequence[SitePlanNode]) -> dict[int, Tree]:
    grouped: dict[int, list[SitePlanNode]] = defaultdict(list)
    for n in nodes:
        grouped[n.plan_id].append(n)
    return {plan_id: Tree(found) for plan_id, found in grouped.items()}
