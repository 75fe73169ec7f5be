"""流程实例: start, my applications, admin list, detail, terminate, withdraw, tracking."""
