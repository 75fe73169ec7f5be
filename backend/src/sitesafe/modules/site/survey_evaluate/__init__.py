"""问卷评价: a survey scoring the project's evaluate items, answered once by each of the project's people
while it is open and within its dates, and its results (per-item averages)."""
