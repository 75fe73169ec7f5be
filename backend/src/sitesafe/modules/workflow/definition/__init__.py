"""流程定义: deployed versions; suspend/activate; delete when nothing runs on it."""
