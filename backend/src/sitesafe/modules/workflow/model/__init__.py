"""流程模型: the editable diagram; deploy compiles it into an immutable definition version."""
