"""管理模块的公共部分: project-scoped records (施工日志, 安全检查, 月报, ...) approved through the workflow.

A module declares a table with `ApprovalMixin`, a `ManageService` and `manage_router(service)`; its
records are submitted into the module's BPMN process (business key `<name>:<id>`), and the workflow's end
listener moves the record to 已通过 / 已驳回 / 已撤回 in the same transaction."""
