"""流程表单: designs of our form designer; a deploy freezes the bound design into the definition."""
