"""快捷入口: cards that start a process, limited to who may start it."""
