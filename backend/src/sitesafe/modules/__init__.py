"""Domain modules, one package per resource (`system/user`, `site/project`, ...)."""
