"""The BPMN engine wrapper: SpiffWorkflow holds the token position, nothing else."""
