"""主控面板: read-only figures (analysis, monitor, workplace, account centre) from the system's own tables."""
