"""Workflow (工作流): BPMN processes on SpiffWorkflow; people, forms and history in SQL."""
