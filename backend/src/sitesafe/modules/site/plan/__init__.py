"""进度计划: a project's schedule (总进度/年度/月度/专项计划) approved through its process, with a tree
of plan nodes (planned and actual dates, completion, key nodes, responsible people); progress is reported
on the nodes once the plan is approved."""
