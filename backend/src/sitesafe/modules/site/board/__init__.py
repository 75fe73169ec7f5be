"""项目看板: the project of the header at a glance (people, devices, alarms, hazards, approvals)."""
