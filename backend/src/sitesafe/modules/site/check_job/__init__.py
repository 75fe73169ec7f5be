"""检查任务: recurring inspections scheduled for people, reminded on each due date."""
