"""安全检查 (one record = one finding) with its rectification state machine, the hazard category tree,
deadline reminders and overdue alerts."""
